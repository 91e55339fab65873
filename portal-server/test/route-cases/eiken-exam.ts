// Matrix cases for the Eiken mock test (/v3/eiken-toeic-exam/) and the review and suggestion
// calls (/v3/eiken/suggest/).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { eikenExams } from '../../src/db/tables/eiken-exam';
import { eikenClasses, eikenLevels, studentEikenLevels } from '../../src/db/tables/eiken-toeic';
import { resources } from '../../src/db/tables/resources';
import type { ResourceItemMeta } from '../../src/lib/item-meta';
import type { TestPortal } from '../harness';
import type { RouteCases } from './types';

/** The account prepares for grade 3; its mock test, first section resource and first practice set. */
async function fixture(portal: TestPortal, account = 'biz01') {
  const [level] = await portal.db.select({ id: eikenLevels.id }).from(eikenLevels).where(eq(eikenLevels.code, 'eiken-3'));
  const session = await portal.session(account);
  await portal.db
    .insert(studentEikenLevels)
    .values({ userId: session.studentId, levelId: level!.id })
    .onConflictDoUpdate({ target: studentEikenLevels.userId, set: { levelId: level!.id } });
  const [exam] = await portal.db.select().from(eikenExams).where(eq(eikenExams.levelId, level!.id)).limit(1);
  const [section] = await portal.db.select().from(resources).where(eq(resources.code, exam!.sections[0]!.resource_codes[0]!));
  const [directory] = await portal.db.select().from(eikenClasses).where(eq(eikenClasses.levelId, level!.id)).orderBy(eikenClasses.position).limit(1);
  const [set] = await portal.db.select().from(resources).where(eq(resources.groupKey, directory!.groupKey)).orderBy(resources.position).limit(1);
  return { session, levelId: level!.id, examId: exam!.id, section: section!, set: set! };
}

const wrongAnswer = (item: ResourceItemMeta) => JSON.stringify(item.questions!.map((question) => ({ question_id: question.question_id, answer_index: [question.correct[0] === 1 ? 2 : 1], score: 0 })));

/** A finished sitting of the account (one answer, handed in). */
async function finishedSitting(portal: TestPortal, account: string) {
  const { session, section, examId } = await fixture(portal, account);
  const guid = randomUUID();
  const item = section.items[0]!;
  const posted = await portal.postForm(
    '/v3/eiken-toeic-exam/submit-exercise-log',
    { resource_id: section.id, exam_guid: guid, guid: `${guid}-r${section.id}`, question_id: item.question_id, result: wrongAnswer(item) },
    { as: session },
  );
  if (posted.status !== 200) throw new Error(`answer post failed: ${posted.body.errmsg}`);
  const done = await portal.postJson('/v3/eiken-toeic-exam/submit-exam-logs', { exam_guid: guid, reason: 'submitted' }, { as: session });
  if (done.status !== 200) throw new Error(`hand-in failed: ${done.body.errmsg}`);
  return { guid, section, examId };
}

/** A review the account started (one wrong practice answer, then its review answer). */
async function startedReview(portal: TestPortal, account: string) {
  const { session, set, levelId } = await fixture(portal, account);
  const item = set.items[0]!;
  await portal.postForm('/v3/eiken-toeic/submit-exercise-log', { resource_id: set.id, guid: randomUUID(), question_id: item.question_id, result: wrongAnswer(item) }, { as: session });
  const guid = randomUUID();
  const posted = await portal.postForm('/v3/eiken/suggest/guid/item/submit', { level_id: levelId, resource_id: set.id, guid, question_id: item.question_id, result: wrongAnswer(item) }, { as: session });
  if (posted.status !== 200) throw new Error(`review answer failed: ${posted.body.errmsg}`);
  return { guid, levelId, set };
}

export const cases: RouteCases = {
  'GET /v3/eiken-toeic-exam/directory-list': {
    input: async ({ portal }) => {
      await fixture(portal);
      return {};
    },
    check: (data) => {
      expect(data.level).toMatchObject({ code: 'eiken-3' });
      expect(data.list[0]).toMatchObject({ code: 'eiken-3-challenge', minutes: 40, pass_ratio: 0.6 });
    },
  },
  'GET /v3/eiken-toeic-exam/resource-list': {
    input: async ({ portal }) => ({ query: { directory_id: String((await fixture(portal)).examId) } }),
    check: (data) => {
      expect(data.sections.map((section: { kind: string }) => section.kind)).toEqual(['vocabulary', 'conversation', 'reading', 'listening']);
      expect(data.sections[0].resources[0]).toMatchObject({ resource_code: expect.stringMatching(/^eiken-3-challenge-/), question_count: expect.any(Number) });
    },
    bad: () => ({ 'no directory': { query: {} }, 'directory not a number': { query: { directory_id: 'mock' } } }),
  },
  'GET /v3/eiken-toeic-exam/get-exercise-logs': {
    input: async ({ portal }) => ({ query: { resource_id: String((await fixture(portal)).section.id) } }),
    check: (data) => {
      expect(data.section.kind).toBe('vocabulary');
      expect(data.answer_record.items.length).toBeGreaterThan(0);
    },
    bad: async ({ portal }) => ({
      'no resource': { query: {} },
      'a malformed exam guid': { query: { resource_id: String((await fixture(portal)).section.id), exam_guid: 'a b' } },
    }),
    othersRecord: async ({ portal }) => {
      const { guid, section } = await finishedSitting(portal, 'biz02');
      return { query: { resource_id: String(section.id), exam_guid: guid } };
    },
  },
  'POST /v3/eiken-toeic-exam/submit-exercise-log': {
    as: 'biz03',
    input: async ({ portal }) => {
      const { section } = await fixture(portal, 'biz03');
      const guid = randomUUID();
      return { form: { resource_id: String(section.id), exam_guid: guid, guid: `${guid}-r${section.id}`, question_id: section.items[0]!.question_id, result: wrongAnswer(section.items[0]!) } };
    },
    check: (data) => {
      expect(data.answer).toMatchObject({ percent_score: 0 });
      expect(data.attempt.remaining_seconds).toBeGreaterThan(0);
    },
    bad: async ({ portal }) => {
      const { section } = await fixture(portal, 'biz03');
      const guid = randomUUID();
      return {
        'a run guid not of the sitting': { form: { resource_id: String(section.id), exam_guid: guid, guid: randomUUID(), current_index: '0' } },
        'no exam guid': { form: { resource_id: String(section.id), guid: randomUUID(), current_index: '0' } },
      };
    },
    othersRecord: async ({ portal }) => {
      const { guid, section } = await finishedSitting(portal, 'biz02');
      return { form: { resource_id: String(section.id), exam_guid: guid, guid: `${guid}-r${section.id}`, current_index: '0' } };
    },
  },
  'POST /v3/eiken-toeic-exam/submit-exam-logs': {
    as: 'biz04',
    input: async ({ portal }) => {
      const { section, session } = await fixture(portal, 'biz04');
      const guid = randomUUID();
      await portal.postForm('/v3/eiken-toeic-exam/submit-exercise-log', { resource_id: section.id, exam_guid: guid, guid: `${guid}-r${section.id}`, current_index: 0 }, { as: session });
      return { json: { exam_guid: guid, reason: 'submitted', answers: [{ resource_id: section.id, question_id: section.items[0]!.question_id, result: wrongAnswer(section.items[0]!) }] } };
    },
    check: (data) => {
      expect(data).toMatchObject({ status: 'finished', finish_reason: 'submitted' });
      expect(data.result.sections[0].resources[0].answered).toBeGreaterThan(0);
      expect(data.result.estimate.pass_probability).toBeLessThan(0.5);
    },
    bad: () => ({ 'an unknown reason': { json: { exam_guid: randomUUID(), reason: 'gave-up' } }, 'no guid': { json: { reason: 'submitted' } } }),
    othersRecord: async ({ portal }) => ({ json: { exam_guid: (await finishedSitting(portal, 'biz02')).guid, reason: 'submitted' } }),
  },
  'GET /v3/eiken-toeic-exam/get-exam-logs': {
    input: async ({ portal }) => {
      const { section } = await finishedSitting(portal, 'biz01');
      return { query: { resource_id: String(section.id) } };
    },
    check: (data) => {
      expect(data.attempt.finished_at).not.toBeNull();
      expect(data.answer_record.items[0].practiced).toBe(1);
    },
    bad: () => ({ 'no resource': { query: {} }, 'a malformed guid': { query: { resource_id: '1', guid: '!' } } }),
    othersRecord: async ({ portal }) => {
      const { guid, section } = await finishedSitting(portal, 'biz02');
      return { query: { resource_id: String(section.id), guid } };
    },
  },
  'GET /v3/eiken-toeic-exam/get-history-list': {
    input: async ({ portal }) => {
      await finishedSitting(portal, 'biz01');
      return {};
    },
    check: (data) => expect(data.list[0]).toMatchObject({ finish_reason: 'submitted', total: expect.any(Number) }),
    bad: () => ({ 'directory not a number': { query: { directory_id: 'all' } } }),
  },
  'GET /v3/eiken-toeic-exam/get-history-logs': {
    input: async ({ portal }) => ({ query: { guid: (await finishedSitting(portal, 'biz01')).guid } }),
    check: (data) => {
      expect(data.status).toBe('finished');
      expect(data.result.estimate).toMatchObject({ scaled_pass: 735, verdict: expect.any(String) });
    },
    bad: () => ({ 'no guid': { query: {} }, 'a malformed guid': { query: { guid: 'x' } } }),
    othersRecord: async ({ portal }) => ({ query: { guid: (await finishedSitting(portal, 'biz02')).guid } }),
  },
  'GET /v3/eiken/suggest/guid/resource': {
    input: async ({ portal }) => {
      const { levelId } = await startedReview(portal, 'biz01');
      return { query: { level_id: String(levelId) } };
    },
    check: (data) => {
      expect(data.level.code).toBe('eiken-3');
      expect(data.open_review ?? data.last_review).not.toBeNull();
    },
    bad: () => ({ 'no level': { query: {} }, 'level not a number': { query: { level_id: 'three' } } }),
  },
  'GET /v3/eiken/suggest/guid/logs': {
    input: async ({ portal }) => {
      const { guid, levelId } = await startedReview(portal, 'biz01');
      return { query: { level_id: String(levelId), guid } };
    },
    check: (data) => {
      expect(data.status).not.toBe('new');
      expect(data.answered).toBeGreaterThan(0);
    },
    bad: async ({ portal }) => ({ 'no guid': { query: { level_id: String((await fixture(portal)).levelId) } }, 'a malformed guid': { query: { level_id: '1', guid: 'a b' } } }),
    othersRecord: async ({ portal }) => {
      const { guid, levelId } = await startedReview(portal, 'biz02');
      return { query: { level_id: String(levelId), guid } };
    },
  },
  'POST /v3/eiken/suggest/guid/item/submit': {
    as: 'biz05',
    input: async ({ portal }) => {
      const { set, levelId, session } = await fixture(portal, 'biz05');
      const item = set.items[0]!;
      await portal.postForm('/v3/eiken-toeic/submit-exercise-log', { resource_id: set.id, guid: randomUUID(), question_id: item.question_id, result: wrongAnswer(item) }, { as: session });
      return { form: { level_id: String(levelId), resource_id: String(set.id), guid: randomUUID(), question_id: item.question_id, result: wrongAnswer(item) } };
    },
    check: (data) => expect(data.answer).toMatchObject({ percent_score: 0, replayed: 0 }),
    bad: async ({ portal }) => {
      const { set, levelId } = await fixture(portal, 'biz05');
      return {
        'no level': { form: { resource_id: String(set.id), guid: randomUUID(), current_index: '0' } },
        'a question of no paper': { form: { level_id: String(levelId), resource_id: String(set.id), guid: randomUUID(), question_id: 'nope', result: '[]' } },
      };
    },
    othersRecord: async ({ portal }) => {
      const { guid, levelId, set } = await startedReview(portal, 'biz02');
      return { form: { level_id: String(levelId), resource_id: String(set.id), guid, question_id: set.items[0]!.question_id, result: wrongAnswer(set.items[0]!) } };
    },
  },
  'GET /v3/eiken/suggest/next/res/list': {
    input: async ({ portal }) => ({ query: { resource_id: String((await fixture(portal)).set.id), resource_tag: 'practice' } }),
    check: (data) => {
      expect(data.list.length).toBeGreaterThan(0);
      expect(data.review).toMatchObject({ wrong_count: expect.any(Number) });
    },
    bad: async ({ portal }) => ({
      'an unknown tag': { query: { resource_id: String((await fixture(portal)).set.id), resource_tag: 'homework' } },
      'no resource': { query: { resource_tag: 'practice' } },
    }),
  },
};
