// Matrix cases for the CEFR calls: the index and map, unit practice, and the placement test.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cefrUnits } from '../../src/db/tables/cefr';
import { resources } from '../../src/db/tables/resources';
import type { Session, TestPortal } from '../harness';
import type { RouteCases } from './types';

/** The first A1 unit and its first practice set. */
async function unitFixture(portal: TestPortal) {
  const [unit] = await portal.db.select().from(cefrUnits).where(eq(cefrUnits.level, 'A1')).orderBy(asc(cefrUnits.position)).limit(1);
  const [set] = await portal.db.select().from(resources).where(eq(resources.groupKey, unit!.groupKey)).orderBy(asc(resources.position)).limit(1);
  return { unitId: unit!.id, resourceId: set!.id, firstQuestion: set!.items[0]!.question_id };
}

/** A test of `session` started (or resumed: one open test per student) and its first item. */
async function startedTest(portal: TestPortal, session: Session) {
  const started = await portal.postForm('/v3/cefr/test/start', { guid: randomUUID() }, { as: session });
  if (started.status !== 200) throw new Error(`test start failed: ${started.body.errmsg}`);
  const step = started.body.data as { guid: string; item: { question_id: string } | null };
  return { guid: step.guid, questionId: step.item?.question_id ?? '' };
}

/** Answers the open test of `session` wrongly to its end and returns its guid. */
async function finishedTest(portal: TestPortal, session: Session) {
  let { guid, questionId } = await startedTest(portal, session);
  while (questionId) {
    await portal.postForm('/v3/cefr/test/submit-answer', { guid, question_id: questionId, is_skipped: 1, percent_score: 0, total_score: 0 }, { as: session });
    const next = await portal.postForm('/v3/cefr/test/next', { guid }, { as: session });
    ({ guid } = next.body.data as { guid: string });
    questionId = (next.body.data as { item: { question_id: string } | null }).item?.question_id ?? '';
  }
  return guid;
}

export const cases: RouteCases = {
  'GET /v3/cefr/index': {
    check: (data) => {
      expect(data.levelList.map((entry: { code: string }) => entry.code)).toEqual(['pre-A1', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
      expect(data.next_step.kind).toMatch(/^(test|unit)$/);
      expect(data).toHaveProperty('studentCefrLevel');
    },
  },
  'GET /v3/cefr/level-map': {
    check: (data) => {
      expect(data.levels.length).toBeGreaterThan(0);
      expect(data.levels[0]).toMatchObject({ code: 'A1' });
      expect(data.levels[0].units.length).toBeGreaterThanOrEqual(1);
      expect(data.levels[0].units[0]).toMatchObject({ can_do: expect.any(String), resource_count: expect.any(Number) });
    },
  },
  'GET /v3/cefr/unit-resources': {
    input: async ({ portal }) => ({ query: { unit_id: String((await unitFixture(portal)).unitId) } }),
    check: (data) => {
      expect(data.unit.code).toMatch(/^cefr-a1-/);
      expect(data.list.length).toBeGreaterThan(0);
      expect(data.list[0]).toMatchObject({ resource_file: expect.stringMatching(/^\/resources\//), status: expect.any(String) });
    },
    bad: () => ({ 'no unit': { query: {} }, 'unit not a number': { query: { unit_id: 'first' } } }),
  },
  'GET /v3/cefr/get-exercise-logs': {
    input: async ({ portal }) => ({ query: { resource_id: String((await unitFixture(portal)).resourceId) } }),
    check: (data) => {
      expect(data.resource_code).toMatch(/^cefr-a1-/);
      expect(data.unit_id).toBeGreaterThan(0);
      expect(data.answer_record.items.length).toBeGreaterThan(0);
    },
    bad: async ({ portal }) => ({
      'both guid and run': { query: { resource_id: String((await unitFixture(portal)).resourceId), run: 'last', guid: randomUUID() } },
      'no resource': { query: {} },
    }),
    othersRecord: async ({ portal }) => {
      const { resourceId, firstQuestion } = await unitFixture(portal);
      const guid = randomUUID();
      const result = JSON.stringify([{ question_id: firstQuestion, answer_index: 1, score: 0 }]);
      const posted = await portal.postForm('/v3/cefr/submit-exercise-log', { resource_id: resourceId, guid, question_id: firstQuestion, result }, { as: await portal.session('biz02') });
      if (posted.status !== 200) throw new Error(`answer post failed: ${posted.body.errmsg}`);
      return { query: { resource_id: String(resourceId), guid } };
    },
  },
  'POST /v3/cefr/submit-exercise-log': {
    input: async ({ portal }) => {
      const { resourceId, firstQuestion } = await unitFixture(portal);
      return { form: { resource_id: String(resourceId), guid: randomUUID(), question_id: firstQuestion, result: JSON.stringify([{ question_id: firstQuestion, answer_index: 1, score: 1 }]) } };
    },
    check: (data) => expect(data).toBeTruthy(),
    bad: async ({ portal }) => ({
      'no guid': { form: { resource_id: String((await unitFixture(portal)).resourceId) } },
      'a resource id that is no number': { form: { resource_id: 'first', guid: randomUUID() } },
    }),
  },
  'POST /v3/cefr/test/start': {
    as: 'biz05',
    input: () => ({ form: { guid: randomUUID() } }),
    check: (data) => {
      expect(data.finished).toBe(false);
      expect(data.item).toMatchObject({ position: expect.any(Number), question_id: expect.stringMatching(/^cefr-/) });
      expect(data.item.resource.question_ids).toBe(data.item.question_id);
    },
    bad: () => ({ 'no guid': { form: {} }, 'a guid too short': { form: { guid: 'abc' } } }),
  },
  'POST /v3/cefr/test/next': {
    as: 'biz05',
    input: async ({ portal, session }) => ({ form: { guid: (await startedTest(portal, session)).guid } }),
    check: (data) => expect(data.finished || data.item !== null).toBe(true),
    bad: () => ({ 'no guid': { form: {} }, 'a guid with spaces': { form: { guid: 'not a guid at all' } } }),
    othersRecord: async ({ portal }) => ({ form: { guid: (await startedTest(portal, await portal.session('biz03'))).guid } }),
  },
  'POST /v3/cefr/test/submit-answer': {
    as: 'biz05',
    input: async ({ portal, session }) => {
      const { guid, questionId } = await startedTest(portal, session);
      return { form: { guid, question_id: questionId, result: JSON.stringify([{ question_id: questionId, answer_index: [1], score: 5 }]) } };
    },
    check: (data) => expect(data.answered).toBeGreaterThan(0),
    bad: async ({ portal, session }) => {
      const { guid } = await startedTest(portal, session);
      return { 'no question': { form: { guid } }, 'not a bank item': { form: { guid, question_id: 'not-an-item', is_skipped: '1' } }, 'a score that is no number': { form: { guid, question_id: 'x-1', percent_score: 'full' } } };
    },
    othersRecord: async ({ portal }) => {
      const { guid, questionId } = await startedTest(portal, await portal.session('biz03'));
      return { form: { guid, question_id: questionId, is_skipped: '1' } };
    },
  },
  'GET /v3/cefr/test/result': {
    as: 'biz04',
    input: async ({ portal, session }) => ({ query: { guid: await finishedTest(portal, session) } }),
    check: (data) => {
      expect(data.level_after).toMatch(/A1|pre-A1/);
      expect(data.items.length).toBeGreaterThanOrEqual(10);
      expect(data.lost_test_score.map((entry: { skill: string }) => entry.skill)).toEqual(['grammar', 'vocabulary', 'reading', 'listening']);
    },
    bad: () => ({ 'no guid': { query: {} }, 'a guid with spaces': { query: { guid: 'not a guid at all' } } }),
    othersRecord: async ({ portal }) => ({ query: { guid: await finishedTest(portal, await portal.session('col01')) } }),
  },
  'GET /v3/cefr/test/history': {
    as: 'biz04',
    input: async ({ portal, session }) => {
      await finishedTest(portal, session);
      return {};
    },
    check: (data) => {
      expect(data.list.length).toBeGreaterThan(0);
      expect(data.list[0]).toMatchObject({ level_after: expect.any(String), total_test_score: expect.any(Number) });
    },
  },
};
