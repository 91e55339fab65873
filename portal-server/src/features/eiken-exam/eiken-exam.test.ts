import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eikenExamAttempts, eikenExams } from '../../db/tables/eiken-exam';
import { eikenClasses, eikenLevels } from '../../db/tables/eiken-toeic';
import { resources } from '../../db/tables/resources';
import { answers as answersTable } from '../../db/tables/answers';
import type { ResourceItemMeta } from '../../lib/item-meta';
import { createTestPortal, type Session, type TestPortal } from '../../../test/harness';
import { estimateResult, normalCdf, skillOfKind, toeicScaled, wilsonInterval } from './estimate';

describe('the mock test estimate', () => {
  it('puts a student exactly on the pass ratio exactly on the CSE pass line, at 50 %', () => {
    const estimate = estimateResult([{ skill: 'reading', correct: 18, total: 30 }, { skill: 'listening', correct: 6, total: 10 }], 0.6, 'eiken-3');
    // Grade 3: 1103 of 1650 over three skills; the mock tests two of them.
    expect(estimate.scaled_pass).toBe(735);
    expect(estimate.scaled_max).toBe(1100);
    expect(estimate.scaled_score).toBe(735);
    expect(estimate.pass_probability).toBeCloseTo(0.5, 2);
    expect(estimate.verdict).toBe('borderline');
  });

  it('is sure of a perfect paper and of an empty one, and grows with the score', () => {
    const at = (reading: number, listening: number) => estimateResult([{ skill: 'reading', correct: reading, total: 28 }, { skill: 'listening', correct: listening, total: 12 }], 0.6, 'eiken-3');
    expect(at(28, 12).pass_probability).toBeGreaterThan(0.99);
    expect(at(28, 12).scaled_score).toBe(1100);
    expect(at(0, 0).pass_probability).toBeLessThan(0.01);
    expect(at(0, 0).scaled_score).toBe(0);
    const probabilities = [10, 14, 17, 20, 24].map((reading) => at(reading, 7).pass_probability);
    expect([...probabilities].sort((a, b) => a - b)).toEqual(probabilities);
    expect(at(24, 10).verdict).toBe('likely');
    expect(at(8, 3).verdict).toBe('unlikely');
  });

  it('weighs skills equally, as CSE does: a weak listening score pulls harder than its item count', () => {
    const weakListening = estimateResult([{ skill: 'reading', correct: 28, total: 28 }, { skill: 'listening', correct: 0, total: 12 }], 0.6, 'eiken-3');
    // 70 % right overall, but one skill at zero: half the scale missing.
    expect(weakListening.scaled_score).toBe(550);
    expect(weakListening.pass_probability).toBeLessThan(0.2);
  });

  it('falls back to the raw proportion for a level without a scale (the entrance listening sets)', () => {
    const estimate = estimateResult([{ skill: 'listening', correct: 14, total: 20 }], 0.6, 'college-listening');
    expect(estimate.scaled_score).toBeNull();
    expect(estimate.pass_probability).toBeGreaterThan(0.5);
  });

  it('converts TOEIC listening and reading to 5-495 each, in steps of 5, rising with the score', () => {
    const toeic = (listening: number, reading: number) =>
      estimateResult([{ skill: 'listening', correct: listening, total: 35 }, { skill: 'reading', correct: reading, total: 28 }], 0.6, 'toeic-600');
    const empty = toeic(0, 0);
    expect(empty.skills.map((skill) => skill.scaled)).toEqual([5, 5]);
    expect(empty.scaled_score).toBe(10);
    const full = toeic(35, 28);
    expect(full.skills.map((skill) => skill.scaled)).toEqual([495, 495]);
    expect(full.scaled_score).toBe(990);
    expect(full.scaled_max).toBe(990);
    for (const skill of toeic(21, 17).skills) {
      expect(skill.scaled! % 5).toBe(0);
      expect(skill.scaled_max).toBe(495);
    }
    // Listening at 60 % is 280, reading at 60 % 255 (the table's anchors): target 535 at pass_ratio 0.6.
    expect(toeic(21, 0).skills[0]!.scaled).toBe(280);
    expect(toeicScaled('reading', 0.6)).toBe(255);
    expect(full.scaled_pass).toBe(535);
    const totals = [5, 10, 15, 20, 25, 30, 35].map((right) => toeic(right, Math.round(right * 0.8)).scaled_score!);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    expect(new Set(totals).size).toBe(totals.length);
  });

  it('counts TOEIC parts 1-4 and Eiken listening as listening, the rest as reading', () => {
    expect(['part1', 'part2', 'part3', 'part4', 'listening'].map(skillOfKind)).toEqual(Array(5).fill('listening'));
    expect(['part5', 'part6', 'part7', 'vocabulary', 'task-a'].map(skillOfKind)).toEqual(Array(5).fill('reading'));
  });

  it('has the usual normal and Wilson values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 4);
    const [low, high] = wilsonInterval(24, 40);
    expect(low).toBeCloseTo(0.446, 2);
    expect(high).toBeCloseTo(0.737, 2);
  });
});

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const levelId = async (code: string) => (await portal.db.select({ id: eikenLevels.id }).from(eikenLevels).where(eq(eikenLevels.code, code)))[0]!.id;

/** The answer a choice item's key marks right (or wrong: every part gets an option not in the key). */
function choiceAnswer(item: ResourceItemMeta, right: boolean) {
  return JSON.stringify(
    item.questions!.map((question) => ({ question_id: question.question_id, answer_index: right ? question.correct : [question.correct[0] === 1 ? 2 : 1], score: 0 })),
  );
}

async function grade3Exam(session: Session) {
  await portal.postForm('/v3/eiken-toeic/submit-level', { level_id: await levelId('eiken-3') }, { as: session });
  const list = await portal.get('/v3/eiken-toeic-exam/directory-list', { as: session });
  expect(list.status, list.body.errmsg).toBe(200);
  const exam = list.body.data.list[0];
  const detail = await portal.get(`/v3/eiken-toeic-exam/resource-list?directory_id=${exam.directory_id}`, { as: session });
  return { exam, sections: detail.body.data.sections as { kind: string; resources: { resource_id: number; question_count: number }[] }[] };
}

const items = async (resourceId: number) => (await portal.db.select().from(resources).where(eq(resources.id, resourceId)))[0]!.items;

describe('a mock test sitting', () => {
  it('scores a sitting per section and skill, with unanswered questions wrong, and keeps it in the history', async () => {
    const session = await portal.session('biz05');
    const { exam, sections } = await grade3Exam(session);
    expect(exam).toMatchObject({ minutes: 40, pass_ratio: 0.6, code: 'eiken-3-challenge' });
    expect(sections.map((section) => section.kind)).toEqual(['vocabulary', 'conversation', 'reading', 'listening']);
    const guid = randomUUID();
    // Vocabulary all right, the first conversation item wrong, nothing else answered.
    const vocabulary = sections[0]!.resources[0]!;
    for (const item of await items(vocabulary.resource_id)) {
      const posted = await portal.postForm(
        '/v3/eiken-toeic-exam/submit-exercise-log',
        { resource_id: vocabulary.resource_id, exam_guid: guid, guid: `${guid}-r${vocabulary.resource_id}`, question_id: item.question_id, result: choiceAnswer(item, true) },
        { as: session },
      );
      expect(posted.status, posted.body.errmsg).toBe(200);
      expect(posted.body.data.attempt.remaining_seconds).toBeGreaterThan(39 * 60);
    }
    const conversation = sections[1]!.resources[0]!;
    const [firstConversation] = await items(conversation.resource_id);
    await portal.postForm(
      '/v3/eiken-toeic-exam/submit-exercise-log',
      { resource_id: conversation.resource_id, exam_guid: guid, guid: `${guid}-r${conversation.resource_id}`, question_id: firstConversation!.question_id, result: choiceAnswer(firstConversation!, false) },
      { as: session },
    );
    // A second sitting cannot start while this one runs.
    const second = randomUUID();
    const refused = await portal.postForm('/v3/eiken-toeic-exam/submit-exercise-log', { resource_id: vocabulary.resource_id, exam_guid: second, guid: `${second}-r${vocabulary.resource_id}`, current_index: 0 }, { as: session });
    expect(refused.status).toBe(409);
    // The sitting resumes with what was answered.
    const resumed = await portal.get(`/v3/eiken-toeic-exam/get-exercise-logs?resource_id=${vocabulary.resource_id}`, { as: session });
    expect(resumed.body.data.attempt.guid).toBe(guid);
    expect(resumed.body.data.answer_record.items.every((item: { practiced: number }) => item.practiced === 1)).toBe(true);

    const submitted = await portal.postJson('/v3/eiken-toeic-exam/submit-exam-logs', { exam_guid: guid, reason: 'submitted' }, { as: session });
    expect(submitted.status, submitted.body.errmsg).toBe(200);
    const result = submitted.body.data.result;
    const vocabularyCount = vocabulary.question_count;
    expect(submitted.body.data).toMatchObject({ status: 'finished', finish_reason: 'submitted' });
    expect(result.correct).toBe(vocabularyCount);
    expect(result.total).toBe(exam.item_count);
    expect(result.sections[0]).toMatchObject({ kind: 'vocabulary', correct: vocabularyCount, total: vocabularyCount, percent: 100 });
    expect(result.sections[1]).toMatchObject({ kind: 'conversation', correct: 0 });
    expect(result.skills.find((skill: { skill: string }) => skill.skill === 'listening')).toMatchObject({ correct: 0, scaled: 0 });
    expect(result.estimate.scaled_pass).toBe(735);
    expect(result.estimate.pass_probability).toBeLessThan(0.05);
    expect(result.estimate.verdict).toBe('unlikely');

    // Handing in again gives the same result; answering afterwards is refused.
    const again = await portal.postJson('/v3/eiken-toeic-exam/submit-exam-logs', { exam_guid: guid, reason: 'submitted' }, { as: session });
    expect(again.body.data.result).toEqual(result);
    const late = await portal.postForm(
      '/v3/eiken-toeic-exam/submit-exercise-log',
      { resource_id: conversation.resource_id, exam_guid: guid, guid: `${guid}-r${conversation.resource_id}`, question_id: firstConversation!.question_id, result: choiceAnswer(firstConversation!, true) },
      { as: session },
    );
    expect(late.status).toBe(423);

    // The review of a section shows every item with the student's answer.
    const review = await portal.get(`/v3/eiken-toeic-exam/get-exam-logs?resource_id=${conversation.resource_id}&guid=${guid}`, { as: session });
    expect(review.body.data.answer_record.items[0]).toMatchObject({ question_id: firstConversation!.question_id, percent_score: 0, practiced: 1 });
    const history = await portal.get(`/v3/eiken-toeic-exam/get-history-list?directory_id=${exam.directory_id}`, { as: session });
    expect(history.body.data.list[0]).toMatchObject({ guid, correct: vocabularyCount, finish_reason: 'submitted' });
    const list = await portal.get('/v3/eiken-toeic-exam/directory-list', { as: session });
    expect(list.body.data.list[0]).toMatchObject({ attempt_count: 1, last_guid: guid, open_attempt: null });

    // Its wrong answers are in the level's review paper.
    const paper = await portal.get(`/v3/eiken/suggest/guid/resource?level_id=${await levelId('eiken-3')}`, { as: session });
    expect(paper.body.data.sections.some((entry: { resource_id: number }) => entry.resource_id === conversation.resource_id)).toBe(true);
  });

  it('ends a sitting whose time ran out: late answers are refused and it is scored as timed out', async () => {
    const session = await portal.session('biz04');
    const { exam, sections } = await grade3Exam(session);
    const resource = sections[0]!.resources[0]!;
    const guid = randomUUID();
    const start = await portal.postForm('/v3/eiken-toeic-exam/submit-exercise-log', { resource_id: resource.resource_id, exam_guid: guid, guid: `${guid}-r${resource.resource_id}`, current_index: 0 }, { as: session });
    expect(start.status, start.body.errmsg).toBe(200);
    await portal.db.update(eikenExamAttempts).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(eikenExamAttempts.guid, guid));
    const [item] = await items(resource.resource_id);
    const late = await portal.postForm(
      '/v3/eiken-toeic-exam/submit-exercise-log',
      { resource_id: resource.resource_id, exam_guid: guid, guid: `${guid}-r${resource.resource_id}`, question_id: item!.question_id, result: choiceAnswer(item!, true) },
      { as: session },
    );
    expect(late.status).toBe(423);
    expect(late.body.errmsg).toContain('制限時間');
    const logs = await portal.get(`/v3/eiken-toeic-exam/get-history-logs?guid=${guid}`, { as: session });
    expect(logs.body.data).toMatchObject({ status: 'finished', finish_reason: 'timeout' });
    expect(logs.body.data.result).toMatchObject({ correct: 0, total: exam.item_count });
  });
});

describe('a TOEIC mock test handed in all at once', () => {
  /** The student's TOEIC mock tests (whatever level they chose) and the first one's sections. */
  async function toeicExam(session: Session) {
    const list = await portal.get('/v3/eiken-toeic-exam/directory-list?exam=toeic', { as: session });
    expect(list.status, list.body.errmsg).toBe(200);
    expect(list.body.data.level).toMatchObject({ exam: 'toeic' });
    const exam = list.body.data.list[0];
    const detail = await portal.get(`/v3/eiken-toeic-exam/resource-list?directory_id=${exam.directory_id}`, { as: session });
    expect(detail.status, detail.body.errmsg).toBe(200);
    return { exam, sections: detail.body.data.sections as { kind: string; resources: { resource_id: number; question_count: number }[] }[] };
  }

  /** One paper entry per item: every listening part right, reading parts left empty (answer_index []). */
  async function paper(sections: { kind: string; resources: { resource_id: number }[] }[]) {
    const answers = [];
    for (const section of sections) {
      const listening = ['part1', 'part2', 'part3', 'part4'].includes(section.kind);
      for (const resource of section.resources) {
        for (const item of await items(resource.resource_id)) {
          const result = item.questions!.map((question) => ({ question_id: question.question_id, answer_index: listening ? question.correct : [], score: 0 }));
          answers.push({ resource_id: resource.resource_id, question_id: item.question_id, result: JSON.stringify(result) });
        }
      }
    }
    return answers;
  }

  it('records the whole paper with the hand-in, scores empty answers 0, converts to TOEIC scores, and a second hand-in changes nothing', async () => {
    const session = await portal.session('biz05');
    const { exam, sections } = await toeicExam(session);
    expect(sections.map((section) => section.kind)).toEqual(['part1', 'part2', 'part3', 'part4', 'part5', 'part6', 'part7']);
    const guid = randomUUID();
    const first = sections[0]!.resources[0]!;
    // The sitting starts with a progress-only post, as the TOEIC paper does when it opens.
    const start = await portal.postForm('/v3/eiken-toeic-exam/submit-exercise-log', { resource_id: first.resource_id, exam_guid: guid, guid: `${guid}-r${first.resource_id}`, current_index: 0 }, { as: session });
    expect(start.status, start.body.errmsg).toBe(200);
    const answers = await paper(sections);
    const handIn = await portal.postJson('/v3/eiken-toeic-exam/submit-exam-logs', { exam_guid: guid, reason: 'submitted', answers }, { as: session });
    expect(handIn.status, handIn.body.errmsg).toBe(200);
    const result = handIn.body.data.result;
    const listeningTotal = sections.slice(0, 4).reduce((sum, section) => sum + section.resources.reduce((inner, resource) => inner + resource.question_count, 0), 0);
    expect(result).toMatchObject({ correct: listeningTotal, total: exam.item_count });
    const [listening, reading] = ['listening', 'reading'].map((skill) => result.skills.find((entry: { skill: string }) => entry.skill === skill));
    expect(listening).toMatchObject({ percent: 100, scaled: 495, scaled_max: 495 });
    expect(reading).toMatchObject({ correct: 0, scaled: 5 });
    expect(result.estimate.scaled_score).toBe(500);
    expect(result.sections.find((section: { kind: string }) => section.kind === 'part5')).toMatchObject({ correct: 0, percent: 0 });
    // Every empty answer is on record, scored 0, and nothing was recorded twice.
    const part5 = sections[4]!.resources[0]!;
    const review = await portal.get(`/v3/eiken-toeic-exam/get-exam-logs?resource_id=${part5.resource_id}&guid=${guid}`, { as: session });
    expect(review.body.data.answer_record.items.every((item: { percent_score: number }) => item.percent_score === 0)).toBe(true);
    const stored = await portal.db.select().from(answersTable).where(eq(answersTable.studentId, session.studentId));
    const keys = stored.filter((row) => answers.some((answer) => answer.question_id === row.questionId)).map((row) => `${row.runId}:${row.questionId}`);
    expect(keys).toHaveLength(answers.length);
    expect(new Set(keys).size).toBe(keys.length);

    // A resend of the same hand-in (the reply was lost) returns the first result and records nothing more.
    const resent = await portal.postJson('/v3/eiken-toeic-exam/submit-exam-logs', { exam_guid: guid, reason: 'submitted', answers: answers.map((answer) => ({ ...answer, result: answer.result.replace(/"answer_index":\[\]/g, '"answer_index":[1]') })) }, { as: session });
    expect(resent.body.data.result).toEqual(result);
    const after = await portal.db.select().from(answersTable).where(eq(answersTable.studentId, session.studentId));
    expect(after).toHaveLength(stored.length);
    const history = await portal.get('/v3/eiken-toeic-exam/get-history-list?exam=toeic', { as: session });
    expect(history.body.data.list[0]).toMatchObject({ guid, scaled_score: 500 });
    const eikenOnly = await portal.get('/v3/eiken-toeic-exam/get-history-list?exam=eiken', { as: session });
    expect(eikenOnly.body.data.list.some((entry: { guid: string }) => entry.guid === guid)).toBe(false);
  });

  it('refuses a paper entry of another test and records none of the paper', async () => {
    const session = await portal.session('biz04');
    const { sections } = await toeicExam(session);
    const guid = randomUUID();
    const first = sections[0]!.resources[0]!;
    await portal.postForm('/v3/eiken-toeic-exam/submit-exercise-log', { resource_id: first.resource_id, exam_guid: guid, guid: `${guid}-r${first.resource_id}`, current_index: 0 }, { as: session });
    const [directory] = await portal.db.select().from(eikenClasses).where(eq(eikenClasses.levelId, await levelId('eiken-3'))).limit(1);
    const [foreign] = await portal.db.select().from(resources).where(eq(resources.groupKey, directory!.groupKey)).limit(1);
    const answers = [...(await paper(sections)).slice(0, 3), { resource_id: foreign!.id, question_id: foreign!.items[0]!.question_id, result: '[]' }];
    const refused = await portal.postJson('/v3/eiken-toeic-exam/submit-exam-logs', { exam_guid: guid, reason: 'submitted', answers }, { as: session });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const logs = await portal.get(`/v3/eiken-toeic-exam/get-history-logs?guid=${guid}`, { as: session });
    expect(logs.body.data.status).toBe('open');
    // An entry that does not fit its item (a question id it does not have) refuses the paper too.
    const malformed = { ...answers[0]!, result: '[{"question_id":"nowhere","answer_index":[1],"score":0}]' };
    const badEntry = await portal.postJson('/v3/eiken-toeic-exam/submit-exam-logs', { exam_guid: guid, reason: 'submitted', answers: [...answers.slice(0, 3), malformed] }, { as: session });
    expect(badEntry.status).toBe(400);
    const recorded = await portal.db.select().from(answersTable).where(eq(answersTable.studentId, session.studentId));
    expect(recorded.filter((row) => answers.some((answer) => answer.question_id === row.questionId))).toHaveLength(0);
  });
});

describe('the review of wrong answers and what to practise next', () => {
  it('collects a wrong practice answer, reviews it, and drops it once answered right', async () => {
    const session = await portal.session('biz03');
    const level = await levelId('eiken-4');
    await portal.postForm('/v3/eiken-toeic/submit-level', { level_id: level }, { as: session });
    const [directory] = await portal.db.select().from(eikenClasses).where(eq(eikenClasses.levelId, level)).orderBy(eikenClasses.position).limit(1);
    const [set] = await portal.db.select().from(resources).where(eq(resources.groupKey, directory!.groupKey)).orderBy(resources.position).limit(1);
    const [first, second] = set!.items;
    const run = randomUUID();
    for (const [item, right] of [[first!, false], [second!, true]] as const) {
      await portal.postForm('/v3/eiken-toeic/submit-exercise-log', { resource_id: set!.id, guid: run, question_id: item.question_id, result: choiceAnswer(item, right) }, { as: session });
    }
    const paper = await portal.get(`/v3/eiken/suggest/guid/resource?level_id=${level}`, { as: session });
    expect(paper.body.data).toMatchObject({ total: 1, kinds: [{ kind: directory!.kind, count: 1 }] });
    expect(paper.body.data.sections[0]).toMatchObject({ resource_id: set!.id, question_ids: first!.question_id });

    const guid = randomUUID();
    const fresh = await portal.get(`/v3/eiken/suggest/guid/logs?level_id=${level}&guid=${guid}`, { as: session });
    expect(fresh.body.data).toMatchObject({ status: 'new', total: 1, answered: 0 });
    // Not on the paper: refused.
    const stray = await portal.postForm('/v3/eiken/suggest/guid/item/submit', { level_id: level, resource_id: set!.id, guid, question_id: second!.question_id, result: choiceAnswer(second!, true) }, { as: session });
    expect(stray.status).toBe(400);
    const answered = await portal.postForm('/v3/eiken/suggest/guid/item/submit', { level_id: level, resource_id: set!.id, guid, question_id: first!.question_id, result: choiceAnswer(first!, true) }, { as: session });
    expect(answered.status, answered.body.errmsg).toBe(200);
    expect(answered.body.data).toMatchObject({ is_completed: 1, answered: 1, correct: 1, answer: { percent_score: 100, replayed: 0 } });
    const logs = await portal.get(`/v3/eiken/suggest/guid/logs?level_id=${level}&guid=${guid}`, { as: session });
    expect(logs.body.data).toMatchObject({ status: 'completed', correct: 1 });
    expect(logs.body.data.sections[0].items[0]).toMatchObject({ question_id: first!.question_id, answered: 1, percent_score: 100 });
    const after = await portal.get(`/v3/eiken/suggest/guid/resource?level_id=${level}`, { as: session });
    expect(after.body.data.total).toBe(0);
    expect(after.body.data.last_review).toMatchObject({ guid, correct: 1 });
    // Another student cannot read it.
    const others = await portal.get(`/v3/eiken/suggest/guid/logs?level_id=${level}&guid=${guid}`, { as: await portal.session('biz02') });
    expect(others.status).toBe(404);

    const next = await portal.get(`/v3/eiken/suggest/next/res/list?resource_id=${set!.id}&resource_tag=practice`, { as: session });
    expect(next.status, next.body.errmsg).toBe(200);
    expect(next.body.data.kind).toBe(directory!.kind);
    expect(next.body.data.list.map((entry: { reason: string }) => entry.reason)).toEqual(['same_kind', 'weak_kind']);
    expect(next.body.data.list[1].kind).not.toBe(directory!.kind);
    const [exam] = await portal.db.select().from(eikenExams).where(eq(eikenExams.levelId, level));
    const wrongTag = await portal.get(`/v3/eiken/suggest/next/res/list?resource_id=${set!.id}&resource_tag=challenge`, { as: session });
    expect(wrongTag.status).toBe(404);
    expect(exam).toBeDefined();
  });
});
