// @postgres: 20 simultaneous identical posts race on the pool (scripts/test.sh runs this file on PostgreSQL too).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuid, sampleResource, startStudyApp, type StudyTestApp } from '../../../test/study-kit';
import { answers, practiceRuns } from '../../db/tables/answers';
import { pointLedger } from '../../db/tables/points';

let kit: StudyTestApp;
let resourceId: number;
let nextId: number;

beforeAll(async () => {
  kit = await startStudyApp({ students: 4 });
  const ids = await kit.addResources([sampleResource(kit.tag, 'a'), sampleResource(kit.tag, 'b')]);
  resourceId = ids.get(`test-${kit.tag}-a`)!;
  nextId = ids.get(`test-${kit.tag}-b`)!;
});

afterAll(async () => {
  await kit?.close();
});

const postRecord = (body: Record<string, string | number>, as = kit.students[0]!) => kit.post('/v3/textbook/answer-record', as, { resource_id: resourceId, ...body });

describe('GET /v3/textbook/next-resource-info', () => {
  it('gives the resource with every alias, an empty record and the next resource of the unit', async () => {
    const response = await kit.get('/v3/textbook/next-resource-info', kit.students[0]!, { resource_id: resourceId });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: resourceId, resource_id: resourceId, code: `test-${kit.tag}-a`, resource_code: `test-${kit.tag}-a`, resource_version: '1', path: `/resources/test-${kit.tag}-a/1/` });
    expect(data.question_ids).toBe('q1,q2,q3,q4,q5');
    expect(data.answer_record.guid).toBe('');
    expect(data.answer_record.items).toHaveLength(5);
    expect(data.answer_record.items[0]).toMatchObject({ question_id: 'q1', practiced: 0, learn_count: 0, best_score: 0 });
    expect(data.next_resource.resource_id).toBe(nextId);
  });

  it('is 401 without a token, 403 for another student id, 400 for a bad id, 404 for an unknown resource', async () => {
    const anonymous = await kit.app.inject({ method: 'GET', url: '/v3/textbook/next-resource-info', query: { student_id: String(kit.students[0]!.id), resource_id: String(resourceId) } });
    expect(anonymous.statusCode).toBe(401);
    const other = await kit.get('/v3/textbook/next-resource-info', kit.students[0]!, { student_id: kit.students[1]!.id, resource_id: resourceId });
    expect(other.statusCode).toBe(403);
    const bad = await kit.get('/v3/textbook/next-resource-info', kit.students[0]!, { resource_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errmsg).toContain('resource_id');
    const unknown = await kit.get('/v3/textbook/next-resource-info', kit.students[0]!, { resource_id: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /v3/textbook/answer-record', () => {
  it('scores choice, typed and sentence answers on the server whatever the client claims', async () => {
    const guid = newGuid();
    const choice = await postRecord({ guid, question_id: 'q1', result: JSON.stringify([{ question_id: 'q1', answer_index: 1, score: 5 }]), percent_score: 100, total_score: 5, current_index: 1 });
    expect(choice.statusCode).toBe(200);
    expect(choice.json().data.answer).toMatchObject({ question_id: 'q1', percent_score: 0, server_scored: 1, learn_count: 1, best_score: 0, practiced: 1 });
    expect(choice.json().data.guid).toBe(guid);

    const typed = await postRecord({ guid, question_id: 'q2', answer_result: JSON.stringify(['ＬＩＫＥ ']), percent_score: 0, score: 0 });
    expect(typed.json().data.answer.percent_score).toBe(100);

    const sentence = await postRecord({ guid, question_id: 'q3', answer_result: 'i like apples', percent_score: 100 });
    expect(sentence.json().data.answer.percent_score).toBe(100);
    const wrongCase = await postRecord({ guid, question_id: 'q3', answer_result: 'I LIKE apples', percent_score: 100 });
    expect(wrongCase.json().data.answer.percent_score).toBe(0);

    const multi = await postRecord({
      guid,
      question_id: 'q5',
      result: JSON.stringify([
        { question_id: 'q5-1', answer_index: 1, score: 5 },
        { question_id: 'q5-2', answer_index: [3, 0], score: 5 },
      ]),
      percent_score: 100,
    });
    expect(multi.json().data.answer).toMatchObject({ percent_score: 100, result: [{ question_id: 'q5-1', answer_index: [1], score: 5 }, { question_id: 'q5-2', answer_index: [0, 3], score: 5 }] });
  });

  it('keeps a spoken answer with its percent clamped to 0..100 and its sub-scores', async () => {
    const guid = newGuid();
    const response = await postRecord({ guid, question_id: 'q4', percent_score: 130, total_score: 130, accuracy_score: 88.5, fluency_score: -4, integrity_score: 250, evaluate_html: '<p class="ev-text">Good</p>' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.answer).toMatchObject({ percent_score: 100, server_scored: 0 });
    const [row] = await kit.database.db.select().from(answers).where(eq(answers.questionId, 'q4')).limit(1);
    expect(row).toMatchObject({ accuracyScore: 89, fluencyScore: 0, integrityScore: 100 });
  });

  it('stores a resent post once and credits its points once', async () => {
    const student = kit.students[1]!;
    const guid = newGuid();
    const body = { guid, question_id: 'q1', result: JSON.stringify([{ question_id: 'q1', answer_index: 2, score: 5 }]), percent_score: 100 };
    const first = await postRecord(body, student);
    const again = await postRecord(body, student);
    expect(first.json().data.answer).toMatchObject({ replayed: 0, points: 2, percent_score: 100 });
    expect(again.json().data.answer).toMatchObject({ replayed: 1, points: 0, learn_count: 1 });
    const rows = await kit.database.db.select().from(answers).where(eq(answers.studentId, student.id));
    expect(rows).toHaveLength(1);
    const ledger = await kit.database.db.select().from(pointLedger).where(eq(pointLedger.userId, student.id));
    expect(ledger.reduce((sum, entry) => sum + entry.points, 0)).toBe(2);
  });

  it('counts a second, different attempt at an item in the same run without crediting it again', async () => {
    const student = kit.students[2]!;
    const guid = newGuid();
    await postRecord({ guid, question_id: 'q4', percent_score: 40 }, student);
    const second = await postRecord({ guid, question_id: 'q4', percent_score: 75 }, student);
    expect(second.json().data.answer).toMatchObject({ learn_count: 2, best_score: 75, points: 0, replayed: 0 });
  });

  it('refuses answers that do not fit the item with a clear message, and stores nothing', async () => {
    const student = kit.students[0]!;
    const before = (await kit.database.db.select().from(answers).where(eq(answers.studentId, student.id))).length;
    const cases: [Record<string, string | number>, string][] = [
      [{ guid: newGuid(), question_id: 'nope', percent_score: 10 }, 'nope'],
      [{ guid: newGuid(), question_id: 'q1', answer_result: 'x' }, '選択肢'],
      [{ guid: newGuid(), question_id: 'q1', result: 'not json' }, 'result'],
      [{ guid: newGuid(), question_id: 'q2', answer_result: 'like' }, 'JSON'],
      [{ guid: newGuid(), question_id: 'q4' }, '回答'],
      [{ guid: newGuid(), question_id: 'q4', percent_score: 'abc' }, 'percent_score'],
      [{ guid: 'short', question_id: 'q4', percent_score: 1 }, 'guid'],
      [{ guid: newGuid(), question_id: 'q4', percent_score: 1, surprise: 1 }, 'surprise'],
      [{ guid: newGuid(), question_id: 'q4', is_skipped: 1, answer_result: 'x' }, 'スキップ'],
      [{ guid: newGuid(), question_id: 'q4', percent_score: 50, sound_file: '/uploads/1/0000000000000-000000000000000000000000.mp3' }, 'sound_file'],
      [{ guid: newGuid(), question_id: 'q4', percent_score: 50, study_report: '{broken' }, 'study_report'],
    ];
    for (const [body, expected] of cases) {
      const response = await postRecord(body, student);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errmsg).toContain(expected);
    }
    expect((await kit.database.db.select().from(answers).where(eq(answers.studentId, student.id))).length).toBe(before);
  });

  it("never touches another student's run: a guid names a run of its own student only", async () => {
    const owner = kit.students[0]!;
    const intruder = kit.students[1]!;
    const guid = newGuid();
    await postRecord({ guid, question_id: 'q4', percent_score: 60 }, owner);
    const response = await postRecord({ guid, question_id: 'q4', percent_score: 99, is_completed: 1 }, intruder);
    expect(response.statusCode).toBe(200);
    const runs = await kit.database.db.select().from(practiceRuns).where(eq(practiceRuns.guid, guid));
    expect(runs).toHaveLength(2);
    const ownerRun = runs.find((run) => run.studentId === owner.id)!;
    expect(ownerRun.isCompleted).toBe(false);
    const result = await kit.get('/v3/textbook/answer-result', intruder, { resource_id: resourceId, guid });
    expect(result.json().data.items.find((item: { question_id: string }) => item.question_id === 'q4').percent_score).toBe(99);
  });

  it('completes a run once; the result shows the run and a new guid starts a new run', async () => {
    const student = kit.students[2]!;
    const guid = newGuid();
    const empty = await postRecord({ guid, is_completed: 1 }, student);
    expect(empty.statusCode).toBe(400);
    await postRecord({ guid, question_id: 'q1', result: JSON.stringify([{ question_id: 'q1', answer_index: 2, score: 5 }]), current_index: 1 }, student);
    const done = await postRecord({ guid, question_id: 'q2', answer_result: '["love"]', current_index: 2, is_completed: 1 }, student);
    expect(done.json().data).toMatchObject({ is_completed: 1, current_index: 2 });
    const result = await kit.get('/v3/textbook/answer-result', student, { resource_id: resourceId });
    const record = result.json().data;
    expect(record).toMatchObject({ guid, is_completed: 1, score: 40 });
    expect(record.items[1]).toMatchObject({ question_id: 'q2', answer_result: '["love"]', percent_score: 100, text: 'I {1} apples.' });
    const info = await kit.get('/v3/textbook/next-resource-info', student, { resource_id: resourceId });
    expect(info.json().data.answer_record.guid).toBe('');
    const ledger = await kit.database.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, student.id), eq(pointLedger.sourceKey, `run:${student.id}:${guid}`)));
    expect(ledger).toHaveLength(1);
  });

  it('lets a new guid replace the open run it abandons, which keeps its answers', async () => {
    const student = kit.students[3]!;
    const answer = (guid: string) => postRecord({ guid, question_id: 'q1', result: JSON.stringify([{ question_id: 'q1', answer_index: 1, score: 5 }]), current_index: 1 }, student);
    const openGuid = async () => (await kit.get('/v3/textbook/next-resource-info', student, { resource_id: nextId })).json().data.answer_record.guid;
    const postNext = (guid: string) => kit.post('/v3/textbook/answer-record', student, { resource_id: nextId, guid, question_id: 'q1', result: JSON.stringify([{ question_id: 'q1', answer_index: 1, score: 5 }]) });
    const [first, second] = [newGuid(), newGuid()];
    expect((await postNext(first)).statusCode).toBe(200);
    expect(await openGuid()).toBe(first);
    expect((await postNext(second)).statusCode).toBe(200);
    expect(await openGuid()).toBe(second);
    const abandoned = await kit.get('/v3/textbook/answer-result', student, { resource_id: nextId, guid: first });
    expect(abandoned.json().data).toMatchObject({ guid: first, is_completed: 0 });
    expect(abandoned.json().data.items[0]).toMatchObject({ question_id: 'q1', learn_count: 2 });
    expect(abandoned.json().data.items[0].answer_result).not.toBe('');
    // Another resource's open run is not touched.
    expect((await answer(newGuid())).statusCode).toBe(200);
    expect(await openGuid()).toBe(second);
  });

  it('opens, answers and completes a run in its first post, replacing the open run it abandons; a resend replays', async () => {
    const student = kit.students[0]!;
    const body = (guid: string, extra: Record<string, string | number> = {}) => ({ resource_id: nextId, guid, question_id: 'q1', result: JSON.stringify([{ question_id: 'q1', answer_index: 2, score: 5 }]), ...extra });
    const ledgerTotal = async () => (await kit.database.db.select().from(pointLedger).where(eq(pointLedger.userId, student.id))).reduce((sum, entry) => sum + entry.points, 0);
    const [open, done] = [newGuid(), newGuid()];
    expect((await kit.post('/v3/textbook/answer-record', student, body(open, { current_index: 1 }))).statusCode).toBe(200);
    const before = await ledgerTotal();
    const completed = await kit.post('/v3/textbook/answer-record', student, body(done, { is_completed: 1, current_index: 3 }));
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({ guid: done, is_completed: 1, current_index: 3 });
    expect(completed.json().data.answer).toMatchObject({ replayed: 0, points: 2, percent_score: 100, learn_count: 2, best_score: 100 });
    // The answer's 2 points and the completion's 5, once; the abandoned run is no longer open.
    expect(await ledgerTotal()).toBe(before + 7);
    const runs = await kit.database.db.select().from(practiceRuns).where(and(eq(practiceRuns.studentId, student.id), eq(practiceRuns.resourceId, nextId)));
    expect(runs.map((run) => ({ guid: run.guid, open: run.openKey !== null, completed: run.isCompleted })).sort((a, b) => Number(a.completed) - Number(b.completed))).toEqual([
      { guid: open, open: false, completed: false },
      { guid: done, open: false, completed: true },
    ]);
    const again = await kit.post('/v3/textbook/answer-record', student, body(done, { is_completed: 1, current_index: 3 }));
    expect(again.json().data.answer).toMatchObject({ replayed: 1, points: 0 });
    expect(await ledgerTotal()).toBe(before + 7);
    expect(await kit.database.db.select().from(answers).where(eq(answers.runId, runs.find((run) => run.guid === done)!.id))).toHaveLength(1);
  });

  it('gives 20 simultaneous identical posts one record and one credit', async () => {
    const student = kit.students[0]!;
    const guid = newGuid();
    const body = { guid, question_id: 'q3', answer_result: 'I like apples.', percent_score: 100, score: 5 };
    const responses = await Promise.all(Array.from({ length: 20 }, () => postRecord(body, student)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const [run] = await kit.database.db.select().from(practiceRuns).where(and(eq(practiceRuns.studentId, student.id), eq(practiceRuns.guid, guid)));
    const rows = await kit.database.db.select().from(answers).where(eq(answers.runId, run!.id));
    expect(rows).toHaveLength(1);
    const credits = await kit.database.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, student.id), eq(pointLedger.sourceKey, `answer:${student.id}:${guid}:q3`)));
    expect(credits).toHaveLength(1);
    expect(responses.filter((response) => response.json().data.answer.replayed === 0)).toHaveLength(1);
  });
});

describe('GET /v3/textbook/answer-result', () => {
  it('is null before any run and 404 for an unknown guid', async () => {
    const fresh = await kit.get('/v3/textbook/answer-result', kit.students[1]!, { resource_id: nextId });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toBeNull();
    const unknown = await kit.get('/v3/textbook/answer-result', kit.students[1]!, { resource_id: resourceId, guid: newGuid() });
    expect(unknown.statusCode).toBe(404);
  });
});
