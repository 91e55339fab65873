// Matrix cases for word study (/v3/study-word/...): plans over the Eiken word lists, today's
// task run, the challenge paper and its answers. The server tests load the grade 3 list only
// (vitest.config.ts CONTENT_WORD_LISTS), so the fixtures study eiken-3.
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { wordPlans } from '../../src/db/tables/word-study';
import { wordLists, wordUnits } from '../../src/db/tables/words';
import type { Session, TestPortal } from '../harness';
import type { CaseContext, RouteCases } from './types';

const FIXTURE_TITLE = 'matrix plan';

type Item = { question_id: string; word_id: number; type_id: number; resource: { items: Record<string, unknown>[] } };

/** The fields a student who knows the word posts for a paper item (choice: the right option; typing: the word; reading: a good score). */
export function rightAnswerFields(item: Item): Record<string, string> {
  const first = item.resource.items[0]!;
  if (item.type_id === 22) {
    const right = (first.choose as { index: number; correct: number }[]).find((option) => option.correct === 1)!;
    return { result: JSON.stringify([{ question_id: first.question_id, answer_index: right.index, score: 5 }]) };
  }
  if (item.type_id === 14) return { answer_result: (first.answer as string[])[0]! };
  return { percent_score: '85', total_score: '85' };
}

/** The fields of a wrong answer to a paper item. */
export function wrongAnswerFields(item: Item): Record<string, string> {
  const first = item.resource.items[0]!;
  if (item.type_id === 22) {
    const wrong = (first.choose as { index: number; correct: number }[]).find((option) => option.correct === 0)!;
    return { result: JSON.stringify([{ question_id: first.question_id, answer_index: wrong.index, score: 0 }]) };
  }
  if (item.type_id === 14) return { answer_result: 'zzzz' };
  return { percent_score: '20', total_score: '20' };
}

/** The account's word-study plan over the whole eiken-3 list, made once and reused. */
export async function studyPlanFixture(portal: TestPortal, account = 'biz01'): Promise<{ planId: number; session: Session }> {
  const session = await portal.session(account);
  const [existing] = await portal.db
    .select({ id: wordPlans.id })
    .from(wordPlans)
    .where(and(eq(wordPlans.studentId, session.studentId), eq(wordPlans.module, 'study'), eq(wordPlans.title, FIXTURE_TITLE)))
    .limit(1);
  if (existing) return { planId: existing.id, session };
  await clearOtherPlans(portal, session);
  const made = await portal.postForm('/v3/study-word/add-plan', { title: FIXTURE_TITLE, list_code: 'eiken-3', daily_new: 50 }, { as: session });
  if (made.status !== 200) throw new Error(`add-plan failed: ${made.body.errmsg}`);
  return { planId: made.body.data.plan.plan_id as number, session };
}

/** Removes the account's study plans but the fixture, so an add never meets the three-plans limit. */
async function clearOtherPlans(portal: TestPortal, session: Session) {
  await portal.db.delete(wordPlans).where(and(eq(wordPlans.studentId, session.studentId), eq(wordPlans.module, 'study'), ne(wordPlans.title, FIXTURE_TITLE)));
}

/** A task run started on the fixture plan; its first item. */
export async function startedTask(portal: TestPortal, account = 'biz01') {
  const { planId, session } = await studyPlanFixture(portal, account);
  const guid = randomUUID();
  const started = await portal.postForm('/v3/study-word/start-task', { plan_id: planId, guid }, { as: session });
  if (started.status !== 200) throw new Error(`start-task failed: ${started.body.errmsg}`);
  return { planId, session, guid, item: started.body.data.item as Item | null };
}

/** A task run with its first item answered right (so the plan has a seen word). */
async function answeredTask(portal: TestPortal, account = 'biz01') {
  const task = await startedTask(portal, account);
  if (!task.item) throw new Error('the fixture plan has nothing to do today');
  const posted = await portal.postForm('/v3/study-word/upload-challenge-log', { plan_id: task.planId, guid: task.guid, question_id: task.item.question_id, ...rightAnswerFields(task.item) }, { as: task.session });
  if (posted.status !== 200) throw new Error(`upload-challenge-log failed: ${posted.body.errmsg}`);
  return task;
}

/** Someone other than the case's account, for the other-student cases. */
export const otherAccount = (ctx: CaseContext) => (ctx.session.login === 'biz02' ? 'biz03' : 'biz02');
const othersPlan = async (ctx: CaseContext) => ({ query: { plan_id: String((await studyPlanFixture(ctx.portal, otherAccount(ctx))).planId) } });
const othersPlanForm = async (ctx: CaseContext) => ({ form: { plan_id: String((await studyPlanFixture(ctx.portal, otherAccount(ctx))).planId), guid: randomUUID() } });
const planQuery = async ({ portal, session }: CaseContext) => ({ query: { plan_id: String((await studyPlanFixture(portal, session.login)).planId) } });
const badPlanQuery = () => ({ 'no plan': { query: {} }, 'plan not a number': { query: { plan_id: 'one' } } });

export const cases: RouteCases = {
  'GET /v3/study-word/plan-list': {
    input: async ({ portal, session }) => {
      await studyPlanFixture(portal, session.login);
      return {};
    },
    check: (data) => {
      expect(data.max_plans).toBe(3);
      const fixture = data.list.find((plan: { title: string; list_code: string }) => plan.title === FIXTURE_TITLE && plan.list_code === 'eiken-3');
      expect(fixture).toMatchObject({ counts: { new: expect.any(Number), learning: expect.any(Number), review: expect.any(Number), due_now: expect.any(Number) }, today: { due_count: expect.any(Number), new_count: expect.any(Number) } });
      expect(fixture.counts.new + fixture.counts.learning + fixture.counts.review).toBe(fixture.word_count);
    },
  },
  'GET /v3/study-word/word-lists': {
    check: (data) => {
      expect(data.list.map((list: { list_code: string }) => list.list_code)).toContain('eiken-3');
      expect(data.list[0].units[0]).toMatchObject({ unit_id: expect.any(Number), word_count: expect.any(Number) });
      // Each unit counts its own words (not 1 each), and a list is the sum of its units.
      const grade3 = data.list.find((list: { list_code: string }) => list.list_code === 'eiken-3');
      expect(grade3.units.every((unit: { word_count: number }) => unit.word_count > 1)).toBe(true);
      expect(grade3.word_count).toBe(grade3.units.reduce((sum: number, unit: { word_count: number }) => sum + unit.word_count, 0));
    },
  },
  'POST /v3/study-word/add-plan': {
    input: async ({ portal, session }) => {
      await studyPlanFixture(portal, session.login);
      await clearOtherPlans(portal, session);
      const [unit] = await portal.db.select({ id: wordUnits.id }).from(wordUnits).innerJoin(wordLists, eq(wordLists.id, wordUnits.listId)).where(eq(wordLists.code, 'eiken-3')).limit(1);
      return { form: { title: '英検3級 最初のユニット', list_code: 'eiken-3', unit_ids: JSON.stringify([unit!.id]), daily_new: '5' } };
    },
    check: (data) => {
      expect(data.plan).toMatchObject({ list_code: 'eiken-3', daily_new: 5, desired_retention: 0.9 });
      expect(data.added.length).toBe(data.plan.word_count);
      expect(data.skipped).toEqual([]);
    },
    bad: () => ({
      'neither a list nor words': { form: { title: 'x' } },
      'both a list and words': { form: { title: 'x', list_code: 'eiken-3', words: 'collect' } },
      'a title too long': { form: { title: 'あ'.repeat(41), list_code: 'eiken-3' } },
      'daily_new over 50': { form: { title: 'x', list_code: 'eiken-3', daily_new: '51' } },
      'a list of another module': { form: { title: 'x', list_code: 'business' } },
      'unit ids that are not ids': { form: { title: 'x', list_code: 'eiken-3', unit_ids: '[0]' } },
    }),
  },
  'POST /v3/study-word/edit-plan': {
    input: async ({ portal, session }) => ({ form: { plan_id: String((await studyPlanFixture(portal, session.login)).planId), title: FIXTURE_TITLE, daily_new: '50', desired_retention: '0.85' } }),
    check: (data) => expect(data.plan).toMatchObject({ title: FIXTURE_TITLE, daily_new: 50, desired_retention: 0.85 }),
    bad: async (ctx) => {
      const planId = String((await studyPlanFixture(ctx.portal, ctx.session.login)).planId);
      return { 'retention below 0.70': { form: { plan_id: planId, desired_retention: '0.5' } }, 'an empty title': { form: { plan_id: planId, title: '  ' } }, 'no plan': { form: { title: 'x' } } };
    },
    othersRecord: async (ctx) => ({ form: { plan_id: String((await studyPlanFixture(ctx.portal, otherAccount(ctx))).planId), title: 'mine now' } }),
  },
  'POST /v3/study-word/add-words': {
    // The fixture plan holds the whole grade 3 list (the only one loaded): its words come back as known.
    input: async ({ portal, session }) => ({ form: { plan_id: String((await studyPlanFixture(portal, session.login)).planId), words: 'collect\nxyzzyq' } }),
    check: (data) => {
      expect(data.added).toEqual([]);
      expect(data.skipped).toEqual([
        { word: 'collect', reason: 'known' },
        { word: 'xyzzyq', reason: 'unknown' },
      ]);
    },
    bad: async (ctx) => {
      const planId = String((await studyPlanFixture(ctx.portal, ctx.session.login)).planId);
      return { 'no words': { form: { plan_id: planId, words: '  ' } }, 'no plan': { form: { words: 'collect' } }, 'a plan id that is no id': { form: { plan_id: 'x', words: 'collect' } } };
    },
    othersRecord: async (ctx) => ({ form: { plan_id: String((await studyPlanFixture(ctx.portal, otherAccount(ctx))).planId), words: 'collect' } }),
  },
  'POST /v3/study-word/delete-plan': {
    input: async ({ portal, session }) => {
      await studyPlanFixture(portal, session.login);
      await clearOtherPlans(portal, session);
      const [unit] = await portal.db.select({ id: wordUnits.id }).from(wordUnits).innerJoin(wordLists, eq(wordLists.id, wordUnits.listId)).where(eq(wordLists.code, 'eiken-3')).limit(1);
      const made = await portal.postForm('/v3/study-word/add-plan', { title: 'to delete', list_code: 'eiken-3', unit_ids: String(unit!.id) }, { as: session });
      return { form: { plan_id: String(made.body.data.plan.plan_id) } };
    },
    check: (data) => expect(data.plan_id).toBeGreaterThan(0),
    bad: () => ({ 'no plan': { form: {} }, 'a negative plan': { form: { plan_id: '-3' } } }),
    othersRecord: async (ctx) => ({ form: { plan_id: String((await studyPlanFixture(ctx.portal, otherAccount(ctx))).planId) } }),
  },
  'GET /v3/study-word/plan-info': {
    input: planQuery,
    check: (data) => {
      expect(data.total).toBe(data.plan.word_count);
      expect(data.counts.new + data.counts.learning + data.counts.review).toBe(data.total);
      expect(data.words[0]).toMatchObject({ word_id: expect.any(Number), state: expect.any(String) });
    },
    bad: () => ({ ...badPlanQuery(), 'a limit over 200': { query: { plan_id: '1', limit: '201' } } }),
    othersRecord: othersPlan,
  },
  'GET /v3/study-word/today-task': {
    input: planQuery,
    check: (data) => {
      expect(data.plan.title).toBe(FIXTURE_TITLE);
      expect(data.due_count + data.new_count).toBeGreaterThanOrEqual(0);
    },
    bad: badPlanQuery,
    othersRecord: othersPlan,
  },
  'POST /v3/study-word/start-task': {
    input: async ({ portal, session }) => ({ form: { plan_id: String((await studyPlanFixture(portal, session.login)).planId), guid: randomUUID() } }),
    check: (data) => {
      expect(data.finished).toBe(0);
      expect(data.position).toBe(1);
      expect(data.item).toMatchObject({ question_id: expect.stringMatching(/^w\d+-(meaning|write|read)$/), resource: { items: [expect.any(Object)] } });
    },
    bad: () => ({ 'a short guid': { form: { plan_id: '1', guid: 'x' } }, 'no plan': { form: { guid: randomUUID() } } }),
    othersRecord: othersPlanForm,
  },
  'POST /v3/study-word/next-item': {
    input: async ({ portal, session }) => {
      const task = await startedTask(portal, session.login);
      return { form: { plan_id: String(task.planId), guid: task.guid } };
    },
    check: (data) => expect(data).toMatchObject({ finished: 0, position: 1, item: { type_id: expect.any(Number) } }),
    bad: () => ({ 'no guid': { form: { plan_id: '1' } } }),
    othersRecord: async (ctx) => {
      const task = await startedTask(ctx.portal, otherAccount(ctx));
      return { form: { plan_id: String(task.planId), guid: task.guid } };
    },
  },
  'GET /v3/study-word/challenge-paper2': {
    input: async ({ portal, session }) => {
      const task = await answeredTask(portal, session.login);
      return { query: { plan_id: String(task.planId) } };
    },
    check: (data) => {
      expect(data.guid).toMatch(/^[0-9a-f-]{36}$/);
      expect(data.items.length).toBeGreaterThanOrEqual(1);
    },
    bad: badPlanQuery,
    othersRecord: othersPlan,
  },
  'POST /v3/study-word/upload-challenge-log': {
    input: async ({ portal, session }) => {
      const task = await startedTask(portal, session.login);
      // A posted is_right is the spec's field and is not believed: the server marks the answer.
      return { form: { plan_id: String(task.planId), guid: task.guid, question_id: task.item!.question_id, word_id: String(task.item!.word_id), is_right: '0', ...rightAnswerFields(task.item!) } };
    },
    check: (data) => {
      expect(data).toMatchObject({ is_right: 1, replayed: 0 });
      expect(data.rating).toBeGreaterThanOrEqual(2);
      expect(Date.parse(data.due)).toBeGreaterThan(0);
    },
    bad: async (ctx) => {
      const task = await startedTask(ctx.portal, ctx.session.login);
      const base = { plan_id: String(task.planId), guid: task.guid };
      return {
        'a question id of no word': { form: { ...base, question_id: 'nope', percent_score: '50' } },
        'a word_id that is not the question\'s': { form: { ...base, question_id: task.item!.question_id, word_id: String(task.item!.word_id + 1), ...rightAnswerFields(task.item!) } },
        'a word not in the run': { form: { ...base, question_id: 'w2147483647-meaning', percent_score: '50' } },
        'no answer': { form: { ...base, question_id: task.item!.question_id } },
      };
    },
    othersRecord: async (ctx) => {
      const task = await startedTask(ctx.portal, otherAccount(ctx));
      return { form: { plan_id: String(task.planId), guid: task.guid, question_id: task.item!.question_id, ...rightAnswerFields(task.item!) } };
    },
  },
  'GET /v3/study-word/word-list': {
    input: planQuery,
    check: (data) => expect(data.list[0]).toMatchObject({ word: expect.any(String), audio_file: expect.stringMatching(/^\/resources\/words-/) }),
    bad: () => ({ ...badPlanQuery(), 'page 0': { query: { plan_id: '1', page: '0' } } }),
    othersRecord: othersPlan,
  },
  'GET /v3/study-word/sentence-list': {
    input: planQuery,
    check: (data) => expect(data.list[0]).toMatchObject({ example: expect.any(String), example_audio_file: expect.stringMatching(/^\/resources\/words-/) }),
    bad: badPlanQuery,
    othersRecord: othersPlan,
  },
  'GET /v3/study-word/result': {
    input: async ({ portal, session }) => {
      const task = await answeredTask(portal, session.login);
      return { query: { plan_id: String(task.planId), guid: task.guid } };
    },
    check: (data) => {
      expect(data).toMatchObject({ right: 1, wrong: 0, run: { kind: 'task' } });
      expect(data.items[0]).toMatchObject({ is_right: 1, word: expect.any(String) });
    },
    bad: () => ({ 'no guid': { query: { plan_id: '1' } }, 'a short guid': { query: { plan_id: '1', guid: 'x' } } }),
    othersRecord: async (ctx) => {
      const task = await answeredTask(ctx.portal, otherAccount(ctx));
      return { query: { plan_id: String(task.planId), guid: task.guid } };
    },
  },
};
