// Matrix cases for business words (/v3/biz-word/...) and their ear listening (/v3/biz-toeic/
// get-ear-listen-*, ear-listen logs); word favourites are in word-favorites.ts. The checks also
// walk the rules the matrix cannot see: the fourth plan refused, a learning run to a test and its
// result, a bookmark name taken, a good reading clearing a poor word, the word list's levels
// and level tests refusing units and sets that are not business ones.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { stringify } from 'yaml';
import { resources } from '../../src/db/tables/resources';
import { poorWords, wordBookmarkLists, wordPlans } from '../../src/db/tables/word-study';
import { wordLists, wordUnits, words } from '../../src/db/tables/words';
import { loadWordContent } from '../../src/features/textbook/content-load-words';
import { readWordLists } from '../../src/features/textbook/content-words';
import { fakeMp3 } from '../../src/features/textbook/content-test-support';
import { TtsCache } from '../../src/features/textbook/tts-cache';
import type { Session, TestPortal } from '../harness';
import type { RouteCases } from './types';

const loaded = new WeakMap<TestPortal, Promise<void>>();

/**
 * The business list in the test portal. The test seed loads grade 3 only (vitest.config.ts
 * CONTENT_WORD_LISTS), so its first two units are loaded here with stand-in audio, once per portal.
 */
export function businessList(portal: TestPortal): Promise<void> {
  const running =
    loaded.get(portal) ??
    (async () => {
      const [present] = await portal.db.select({ id: wordLists.id }).from(wordLists).where(eq(wordLists.code, 'business'));
      if (present) return;
      const business = readWordLists().find((list) => list.list === 'business')!;
      const dir = fs.mkdtempSync(path.join(portal.dataDir, 'words-'));
      fs.writeFileSync(path.join(dir, 'business.yaml'), stringify({ ...business, units: business.units.slice(0, 2) }));
      const tts = new TtsCache(path.join(portal.dataDir, 'tts-stand-in'), async (line) => fakeMp3(line));
      await loadWordContent(portal.db, { dataDir: portal.dataDir, tts, contentDir: dir });
    })();
  loaded.set(portal, running);
  return running;
}

async function firstUnit(portal: TestPortal) {
  await businessList(portal);
  const [unit] = await portal.db.select().from(wordUnits).where(eq(wordUnits.code, 'business-words-meetings'));
  return unit!;
}

export async function wordId(portal: TestPortal, word = 'agenda'): Promise<number> {
  await businessList(portal);
  const [row] = await portal.db.select({ id: words.id }).from(words).where(eq(words.word, word));
  return row!.id;
}

export const ok = async <T>(response: Promise<{ status: number; body: { errmsg: string; data: unknown } }>): Promise<T> => {
  const reply = await response;
  if (reply.status !== 200) throw new Error(`${reply.status}: ${reply.body.errmsg}`);
  return reply.body.data as T;
};

/** `account`'s only business plan: its earlier ones are deleted, a new one of the first level (3 new words a day) made. */
export async function freshPlan(portal: TestPortal, account = 'biz01'): Promise<{ planId: number; session: Session }> {
  const unit = await firstUnit(portal);
  const session = await portal.session(account);
  await portal.db.delete(wordPlans).where(and(eq(wordPlans.studentId, session.studentId), eq(wordPlans.module, 'biz')));
  const data = await ok<{ plan: { plan_id: number } }>(portal.postForm('/v3/biz-word/add-word-plan', { level_ids: String(unit.id), daily_new: 3 }, { as: session }));
  return { planId: data.plan.plan_id, session };
}

type Card = { word_id: number; word_name: string; learned: 0 | 1 };

/** A fresh plan with today's new words open in a learning run. */
async function learningRun(portal: TestPortal, account = 'biz01') {
  const { planId, session } = await freshPlan(portal, account);
  const data = await ok<{ guid: string; cards: Card[] }>(portal.get('/v3/biz-word/start-learning', { as: session, query: { plan_id: planId, new_task: 1 } }));
  return { planId, session, guid: data.guid, cards: data.cards };
}

/** A plan whose new words were all learned (known), so a test can be made of them. */
async function learnedPlan(portal: TestPortal, account = 'biz01') {
  const run = await learningRun(portal, account);
  for (const card of run.cards) await ok(portal.postForm('/v3/biz-word/submit-learning-log', { plan_id: run.planId, guid: run.guid, word_id: card.word_id, known: 1 }, { as: run.session }));
  return run;
}

/** A test of `account` with its first item skipped. */
async function testRun(portal: TestPortal, account = 'biz01') {
  const { planId, session } = await learnedPlan(portal, account);
  const paper = await ok<{ guid: string; items: { question_id: string }[] }>(portal.get('/v3/biz-word/start-testing', { as: session, query: { plan_id: planId } }));
  await ok(portal.postForm('/v3/biz-word/submit-test-log', { plan_id: planId, guid: paper.guid, question_id: paper.items[0]!.question_id, is_skipped: 1 }, { as: session }));
  return { planId, session, guid: paper.guid, items: paper.items };
}

/** A bookmark list of `account` (named afresh each time) holding agenda. */
async function bookmarkList(portal: TestPortal, account = 'biz01') {
  const session = await portal.session(account);
  const data = await ok<{ list: { list_id: number } }>(portal.postForm('/v3/biz-word/add-bookmark-list', { name: `会議 ${randomUUID().slice(0, 8)}` }, { as: session }));
  await ok(portal.postForm('/v3/biz-word/add-bookmark', { list_id: data.list.list_id, word_id: await wordId(portal) }, { as: session }));
  return { listId: data.list.list_id, session };
}

async function earSet(portal: TestPortal) {
  const unit = await firstUnit(portal);
  const [set] = await portal.db.select().from(resources).where(eq(resources.groupKey, `ear-listen:${unit.code}`)).orderBy(asc(resources.position)).limit(1);
  return { unitId: unit.id, set: set! };
}

const planOf = async (portal: TestPortal, account: string) => String((await freshPlan(portal, account)).planId);

/** The first business level's test set (word -> meaning, one part: the unit has 40 words). */
async function levelTestSet(portal: TestPortal) {
  const unit = await firstUnit(portal);
  const [set] = await portal.db.select().from(resources).where(eq(resources.code, `${unit.code}-meaning`));
  return { unit, set: set! };
}

/** A unit of the Eiken grade 3 list: a level id that is not a business level. */
async function eikenUnitId(portal: TestPortal): Promise<number> {
  const [unit] = await portal.db.select({ id: wordUnits.id }).from(wordUnits).where(like(wordUnits.code, 'eiken-3-%')).orderBy(asc(wordUnits.id)).limit(1);
  return unit!.id;
}

/** The right answer to a word-choice item of `set`, as the engine posts it. */
function rightChoice(set: typeof resources.$inferSelect, at = 0) {
  const item = set.items[at]!;
  const answer = item.questions![0]!.correct[0]!;
  return { question_id: item.question_id, result: JSON.stringify([{ question_id: item.question_id, answer_index: answer, score: 5 }]) };
}

/** A level test run of `account`, finished after its first word answered right. */
async function levelTestRun(portal: TestPortal, account = 'biz01') {
  const { set } = await levelTestSet(portal);
  const session = await portal.session(account);
  const guid = randomUUID();
  await ok(portal.postForm('/v3/biz-word/submit-level-test-log', { resource_id: set.id, guid, ...rightChoice(set), current_index: 1, is_completed: 1 }, { as: session }));
  return { set, guid, session };
}

/** A call that must be refused with 404 and a Japanese errmsg. */
async function expectNotFound(response: Promise<{ status: number; body: { errmsg: string } }>, errmsg: string) {
  const reply = await response;
  expect(reply.status).toBe(404);
  expect(reply.body.errmsg).toContain(errmsg);
}


export const cases: RouteCases = {
  'GET /v3/biz-word/my-plan-list': {
    input: async ({ portal }) => {
      await freshPlan(portal);
      return {};
    },
    check: (data) => {
      expect(data.max_plans).toBe(3);
      expect(data.list).toHaveLength(1);
      expect(data.list[0]).toMatchObject({ module: 'biz', list_code: 'business', daily_new: 3, today: { due_count: 0, new_count: 3, learn_completed: 0, test_completed: 0 } });
    },
  },
  'GET /v3/biz-word/word-level-list': {
    input: async ({ portal }) => {
      await businessList(portal);
      return {};
    },
    check: (data) => {
      expect(data).toMatchObject({ list_code: 'business', title: 'ビジネス英単語' });
      expect(data.list[0]).toMatchObject({ title: '会議' });
      expect(data.list[0].word_count).toBeGreaterThanOrEqual(5);
    },
  },
  'GET /v3/biz-word/index': {
    input: async ({ portal }) => {
      await freshPlan(portal);
      return {};
    },
    check: (data) => {
      expect(data.plan_list).toHaveLength(1);
      expect(data.word_list).toMatchObject({ list_code: 'business' });
      expect(data.word_list.level_count).toBeGreaterThanOrEqual(1);
      expect(typeof data.poor_word_count).toBe('number');
    },
  },
  'POST /v3/biz-word/add-word-plan': {
    input: async ({ portal, session }) => {
      const unit = await firstUnit(portal);
      await portal.db.delete(wordPlans).where(and(eq(wordPlans.studentId, session.studentId), eq(wordPlans.module, 'biz')));
      return { form: { level_ids: `[${unit.id}]`, desired_retention: '0.85' } };
    },
    check: async (data, { portal, session }) => {
      expect(data.plan).toMatchObject({ module: 'biz', title: '会議', desired_retention: 0.85, daily_new: 10 });
      expect(data.added_count).toBeGreaterThanOrEqual(5);
      for (let n = 0; n < 2; n++) await ok(portal.postForm('/v3/biz-word/add-word-plan', { title: `プラン ${n}` }, { as: session }));
      const fourth = await portal.postForm('/v3/biz-word/add-word-plan', { title: '4つ目' }, { as: session });
      expect(fourth.status).toBe(409);
      expect(fourth.body.errmsg).toContain('3つまで');
    },
    bad: async ({ portal }) => ({
      'daily_new of 0': { form: { daily_new: '0' } },
      'a level that is not a number': { form: { level_ids: 'meetings' } },
      'a title over 40 characters': { form: { title: 'あ'.repeat(41) } },
      'a level of another list': { form: { level_ids: String((await portal.db.select({ id: wordUnits.id }).from(wordUnits).where(like(wordUnits.code, 'eiken-3-%')).limit(1))[0]!.id) } },
    }),
  },
  'POST /v3/biz-word/edit-word-plan': {
    input: async ({ portal }) => ({ form: { plan_id: (await freshPlan(portal)).planId.toString(), title: '会議の単語', daily_new: '12' } }),
    check: (data) => expect(data.plan).toMatchObject({ title: '会議の単語', daily_new: 12 }),
    bad: () => ({ 'no plan': { form: { title: 'x' } }, 'retention above 0.97': { form: { plan_id: '1', desired_retention: '0.99' } } }),
    othersRecord: async ({ portal }) => ({ form: { plan_id: await planOf(portal, 'biz02'), title: 'のっとり' } }),
  },
  'POST /v3/biz-word/delete-word-plan': {
    input: async ({ portal }) => ({ form: { plan_id: (await freshPlan(portal)).planId.toString() } }),
    check: async (data, { portal }) => {
      expect((await portal.db.select().from(wordPlans).where(eq(wordPlans.id, data.plan_id))).length).toBe(0);
    },
    bad: () => ({ 'no plan': { form: {} }, 'a plan id that is text': { form: { plan_id: 'abc' } } }),
    othersRecord: async ({ portal }) => ({ form: { plan_id: await planOf(portal, 'biz02') } }),
  },
  'GET /v3/biz-word/start-learning': {
    input: async ({ portal }) => ({ query: { plan_id: String((await freshPlan(portal)).planId), new_task: '1' } }),
    check: async (data, { portal, session }) => {
      expect(data.cards).toHaveLength(3);
      expect(data.cards[0]).toMatchObject({
        word_name: 'meeting',
        words: '会議、打ち合わせ',
        mean: '【名詞】会議、打ち合わせ',
        is_collected: 0,
        learned: 0,
        example_sentence: 'The weekly sales meeting starts at ten.',
        word_reading: expect.stringMatching(/^\/resources\/words-business-words-meetings\/.+\.mp3$/),
        example_audio: expect.stringMatching(/-example\.mp3$/),
      });
      // Asked again the same day: the same run and cards.
      const again = await ok<{ guid: string }>(portal.get('/v3/biz-word/start-learning', { as: session, query: { plan_id: data.plan.plan_id, new_task: 1 } }));
      expect(again.guid).toBe(data.guid);
      // Nothing is due before anything was learned.
      const review = await ok<{ guid: string; cards: unknown[] }>(portal.get('/v3/biz-word/start-learning', { as: session, query: { plan_id: data.plan.plan_id, new_task: 0 } }));
      expect(review).toMatchObject({ guid: '', cards: [] });
    },
    bad: () => ({ 'no new_task': { query: { plan_id: '1' } }, 'new_task 2': { query: { plan_id: '1', new_task: '2' } } }),
    othersRecord: async ({ portal }) => ({ query: { plan_id: await planOf(portal, 'biz02'), new_task: '1' } }),
  },
  'POST /v3/biz-word/submit-learning-log': {
    input: async ({ portal }) => {
      const run = await learningRun(portal);
      return { form: { plan_id: String(run.planId), guid: run.guid, word_id: String(run.cards[0]!.word_id), known: '0' } };
    },
    check: async (data, { portal, session }) => {
      expect(data).toMatchObject({ is_right: 0, rating: 1, replayed: 0, finished: 0, remaining: 2 });
      const [plan] = await portal.db.select().from(wordPlans).where(and(eq(wordPlans.studentId, session.studentId), eq(wordPlans.module, 'biz')));
      const cards = await ok<{ guid: string; cards: Card[] }>(portal.get('/v3/biz-word/start-learning', { as: session, query: { plan_id: plan!.id, new_task: 1 } }));
      expect(cards.cards.map((card) => card.learned)).toEqual([1, 0, 0]);
      const replay = await ok<{ replayed: number; rating: number }>(portal.postForm('/v3/biz-word/submit-learning-log', { plan_id: plan!.id, guid: cards.guid, word_id: data.word_id, known: 1 }, { as: session }));
      expect(replay).toMatchObject({ replayed: 1, rating: 1 });
      const spoken = await ok<{ is_right: number; remaining: number }>(portal.postForm('/v3/biz-word/submit-learning-log', { plan_id: plan!.id, guid: cards.guid, word_id: cards.cards[1]!.word_id, percent_score: 72 }, { as: session }));
      expect(spoken).toMatchObject({ is_right: 1, remaining: 1 });
    },
    bad: () => ({
      'both known and a score': { form: { plan_id: '1', guid: randomUUID(), word_id: '1', known: '1', percent_score: '80' } },
      'neither known nor a score': { form: { plan_id: '1', guid: randomUUID(), word_id: '1' } },
      'a short guid': { form: { plan_id: '1', guid: 'x', word_id: '1', known: '1' } },
    }),
    othersRecord: async ({ portal }) => {
      const run = await learningRun(portal, 'biz02');
      return { form: { plan_id: String(run.planId), guid: run.guid, word_id: String(run.cards[0]!.word_id), known: '1' } };
    },
  },
  'GET /v3/biz-word/start-testing': {
    input: async ({ portal }) => ({ query: { plan_id: String((await learnedPlan(portal)).planId) } }),
    check: (data) => {
      expect(data.items).toHaveLength(3);
      expect(data.answered).toEqual([]);
      for (const item of data.items) {
        expect(item.question_id).toBe(`w${item.word_id}-write`);
        expect(item).toMatchObject({ type_id: 14, resource: { res_type: 'ja_to_en_writing' } });
      }
    },
    bad: () => ({ 'no plan': { query: {} } }),
    othersRecord: async ({ portal }) => ({ query: { plan_id: String((await learnedPlan(portal, 'biz02')).planId) } }),
  },
  'POST /v3/biz-word/submit-test-log': {
    input: async ({ portal }) => {
      const { planId, session } = await learnedPlan(portal);
      const paper = await ok<{ guid: string; items: { question_id: string; word_id: number }[] }>(portal.get('/v3/biz-word/start-testing', { as: session, query: { plan_id: planId } }));
      const [word] = await portal.db.select().from(words).where(eq(words.id, paper.items[0]!.word_id));
      return { form: { plan_id: String(planId), guid: paper.guid, question_id: paper.items[0]!.question_id, answer_result: word!.word } };
    },
    check: (data) => expect(data).toMatchObject({ is_right: 1, replayed: 0 }),
    bad: () => ({
      'a question id with spaces': { form: { plan_id: '1', guid: randomUUID(), question_id: 'w1 write', is_skipped: '1' } },
      'no guid': { form: { plan_id: '1', question_id: 'w1-write', is_skipped: '1' } },
    }),
    othersRecord: async ({ portal }) => {
      const run = await testRun(portal, 'biz02');
      return { form: { plan_id: String(run.planId), guid: run.guid, question_id: run.items[1]!.question_id, is_skipped: '1' } };
    },
  },
  'GET /v3/biz-word/view-test-results': {
    input: async ({ portal }) => {
      const run = await testRun(portal);
      return { query: { plan_id: String(run.planId), guid: run.guid } };
    },
    check: (data) => {
      expect(data).toMatchObject({ total: 3, right: 0, wrong: 1, unanswered: 2, score: 0, percent: 0, run: { kind: 'test', finished: 0 } });
      expect(data.items[0]).toMatchObject({ is_right: 0, rating: 1 });
    },
    bad: () => ({ 'no guid': { query: { plan_id: '1' } }, 'a short guid': { query: { plan_id: '1', guid: 'x' } } }),
    othersRecord: async ({ portal }) => {
      const run = await testRun(portal, 'biz02');
      return { query: { plan_id: String(run.planId), guid: run.guid } };
    },
  },
  'GET /v3/biz-word/check-plan-completed': {
    input: async ({ portal }) => ({ query: { plan_id: String((await learnedPlan(portal)).planId), action_type: 'test' } }),
    check: async (data, { portal, session }) => {
      expect(data).toMatchObject({ action_type: 'test', completed: 0, last_test_guid: null });
      const paper = await ok<{ guid: string; items: { question_id: string }[] }>(portal.get('/v3/biz-word/start-testing', { as: session, query: { plan_id: data.plan_id } }));
      for (const item of paper.items) await ok(portal.postForm('/v3/biz-word/submit-test-log', { plan_id: data.plan_id, guid: paper.guid, question_id: item.question_id, is_skipped: 1 }, { as: session }));
      const after = await ok(portal.get('/v3/biz-word/check-plan-completed', { as: session, query: { plan_id: data.plan_id, action_type: 'test' } }));
      expect(after).toMatchObject({ completed: 1, last_test_guid: paper.guid });
    },
    bad: () => ({ 'an unknown action': { query: { plan_id: '1', action_type: 'read' } }, 'no action': { query: { plan_id: '1' } } }),
    othersRecord: async ({ portal }) => ({ query: { plan_id: await planOf(portal, 'biz02'), action_type: 'learn' } }),
  },

  'GET /v3/biz-word/level-words': {
    input: async ({ portal }) => ({ query: { level_id: String((await firstUnit(portal)).id) } }),
    check: async (data, { portal, session }) => {
      expect(data.level).toMatchObject({ code: 'business-words-meetings', title: '会議', word_count: 40 });
      expect(data).toMatchObject({ total: 40, page: 1, limit: 50 });
      expect(data.words).toHaveLength(40);
      // The plan cards' shape, in the list's order.
      expect(data.words[0]).toMatchObject({
        word_name: 'meeting',
        words: '会議、打ち合わせ',
        mean: '【名詞】会議、打ち合わせ',
        short_phrase: '名詞',
        is_collected: 0,
        example_sentence: 'The weekly sales meeting starts at ten.',
        word_reading: expect.stringMatching(/^\/resources\/words-business-words-meetings\/.+\.mp3$/),
        example_audio: expect.stringMatching(/-example\.mp3$/),
      });
      const second = await ok<{ words: { word_name: string }[] }>(portal.get('/v3/biz-word/level-words', { as: session, query: { level_id: data.level.level_id, page: 2, limit: 2 } }));
      expect(second.words.map((word) => word.word_name)).toEqual([data.words[2].word_name, data.words[3].word_name]);
      // A unit of the Eiken list is no business level.
      await expectNotFound(portal.get('/v3/biz-word/level-words', { as: session, query: { level_id: await eikenUnitId(portal) } }), 'レベルが見つかりません');
    },
    bad: () => ({ 'no level': { query: {} }, 'a level that is text': { query: { level_id: 'meetings' } }, 'a limit over 200': { query: { level_id: '1', limit: '500' } }, 'page 0': { query: { level_id: '1', page: '0' } } }),
  },
  'GET /v3/biz-word/level-tests': {
    input: async ({ portal }) => ({ query: { level_id: String((await firstUnit(portal)).id) } }),
    check: async (data, { portal, session }) => {
      expect(data.level).toMatchObject({ title: '会議', word_count: 40 });
      expect(data.list).toHaveLength(1);
      expect(data.list[0]).toMatchObject({ resource_code: 'business-words-meetings-meaning', type: 'word_choice', item_count: 40 });
      await expectNotFound(portal.get('/v3/biz-word/level-tests', { as: session, query: { level_id: await eikenUnitId(portal) } }), 'レベルが見つかりません');
    },
    bad: () => ({ 'no level': { query: {} }, 'level 0': { query: { level_id: '0' } } }),
  },
  'GET /v3/biz-word/level-test-logs': {
    input: async ({ portal }) => {
      const run = await levelTestRun(portal);
      return { query: { resource_id: String(run.set.id), guid: run.guid } };
    },
    check: async (data, { portal, session }) => {
      expect(data).toMatchObject({ resource_code: 'business-words-meetings-meaning', level_title: '会議', part: 1, part_count: 1, next_resource: null, completed_before: 1 });
      expect(data.answer_record).toMatchObject({ is_completed: 1 });
      expect(data.answer_record.items[0]).toMatchObject({ percent_score: 100 });
      const last = await ok<{ answer_record: { guid: string } }>(portal.get('/v3/biz-word/level-test-logs', { as: session, query: { resource_id: data.resource_id, run: 'last' } }));
      expect(last.answer_record.guid).toBe(data.answer_record.guid);
      // Sets that are not a level test: the unit's "meaning -> word" set, an ear-listening drill.
      const [wordSet] = await portal.db.select().from(resources).where(eq(resources.code, 'business-words-meetings-word'));
      await expectNotFound(portal.get('/v3/biz-word/level-test-logs', { as: session, query: { resource_id: wordSet!.id } }), 'レベルテストではありません');
      await expectNotFound(portal.get('/v3/biz-word/level-test-logs', { as: session, query: { resource_id: (await earSet(portal)).set.id } }), 'レベルテストではありません');
    },
    bad: () => ({ 'no resource': { query: {} }, 'both guid and run': { query: { resource_id: '1', guid: randomUUID(), run: 'last' } }, 'an unknown run': { query: { resource_id: '1', run: 'first' } } }),
    othersRecord: async ({ portal }) => {
      const run = await levelTestRun(portal, 'biz02');
      return { query: { resource_id: String(run.set.id), guid: run.guid } };
    },
  },
  'POST /v3/biz-word/submit-level-test-log': {
    input: async ({ portal }) => {
      const { set } = await levelTestSet(portal);
      return { form: { resource_id: String(set.id), guid: randomUUID(), current_index: '1', ...rightChoice(set) } };
    },
    check: async (data, { portal, session }) => {
      expect(data).toMatchObject({ is_completed: 0, current_index: 1 });
      expect(data.answer).toMatchObject({ replayed: 0, percent_score: 100, server_scored: 1 });
      // The run is the set's open one: the test page resumes it.
      const { set } = await levelTestSet(portal);
      const open = await ok<{ answer_record: { guid: string; current_index: number } }>(portal.get('/v3/biz-word/level-test-logs', { as: session, query: { resource_id: set.id, run: 'open' } }));
      expect(open.answer_record).toMatchObject({ guid: data.guid, current_index: 1 });
      // An Eiken word set is no business level test.
      const [eikenSet] = await portal.db.select().from(resources).where(like(resources.code, 'eiken-3-%-meaning')).limit(1);
      await expectNotFound(portal.postForm('/v3/biz-word/submit-level-test-log', { resource_id: eikenSet!.id, guid: randomUUID(), ...rightChoice(eikenSet!) }, { as: session }), 'レベルテストではありません');
    },
    bad: async ({ portal }) => {
      const { set } = await levelTestSet(portal);
      return {
        'an unknown question': { form: { resource_id: String(set.id), guid: randomUUID(), question_id: 'nope', answer_result: '["a"]' } },
        'a short guid': { form: { resource_id: String(set.id), guid: 'x', ...rightChoice(set) } },
        'no resource': { form: { guid: randomUUID(), ...rightChoice(set) } },
      };
    },
  },

  'GET /v3/biz-word/bookmark-lists': {
    input: async ({ portal }) => {
      await bookmarkList(portal);
      return {};
    },
    check: (data) => {
      expect(data.max_lists).toBe(50);
      expect(data.list.some((list: { word_count: number }) => list.word_count === 1)).toBe(true);
    },
  },
  'POST /v3/biz-word/add-bookmark-list': {
    input: async ({ portal, session }) => {
      await portal.db.delete(wordBookmarkLists).where(and(eq(wordBookmarkLists.studentId, session.studentId), eq(wordBookmarkLists.name, 'TOEIC 頻出')));
      return { form: { name: '  ＴＯＥＩＣ　頻出 ' } };
    },
    check: async (data, { portal, session }) => {
      expect(data.list).toMatchObject({ name: 'TOEIC 頻出', word_count: 0 });
      const again = await portal.postForm('/v3/biz-word/add-bookmark-list', { name: 'TOEIC 頻出' }, { as: session });
      expect(again.status).toBe(409);
      expect(again.body.errmsg).toContain('同じ名前');
    },
    bad: () => ({ 'no name': { form: {} }, 'a blank name': { form: { name: '　 ' } }, 'a name of 31 characters': { form: { name: 'あ'.repeat(31) } }, 'an emoji': { form: { name: '大事⭐' } } }),
  },
  'POST /v3/biz-word/rename-bookmark-list': {
    input: async ({ portal }) => ({ form: { list_id: String((await bookmarkList(portal)).listId), name: `改名 ${randomUUID().slice(0, 8)}` } }),
    check: (data) => expect(data.list.name).toMatch(/^改名 /),
    bad: () => ({ 'a blank name': { form: { list_id: '1', name: '' } }, 'no list': { form: { name: '名前' } } }),
    othersRecord: async ({ portal }) => ({ form: { list_id: String((await bookmarkList(portal, 'biz02')).listId), name: 'のっとり' } }),
  },
  'POST /v3/biz-word/delete-bookmark-list': {
    input: async ({ portal }) => ({ form: { list_id: String((await bookmarkList(portal)).listId) } }),
    check: (data) => expect(data.list_id).toBeGreaterThan(0),
    bad: () => ({ 'no list': { form: {} } }),
    othersRecord: async ({ portal }) => ({ form: { list_id: String((await bookmarkList(portal, 'biz02')).listId) } }),
  },
  'POST /v3/biz-word/add-bookmark': {
    input: async ({ portal }) => ({ form: { list_id: String((await bookmarkList(portal)).listId), word_id: String(await wordId(portal, 'minutes')) } }),
    check: (data) => expect(data.word_count).toBe(2),
    bad: () => ({ 'a word id that is text': { form: { list_id: '1', word_id: 'agenda' } }, 'no word': { form: { list_id: '1' } } }),
    othersRecord: async ({ portal }) => ({ form: { list_id: String((await bookmarkList(portal, 'biz02')).listId), word_id: String(await wordId(portal)) } }),
  },
  'POST /v3/biz-word/remove-bookmark': {
    input: async ({ portal }) => ({ form: { list_id: String((await bookmarkList(portal)).listId), word_id: String(await wordId(portal)) } }),
    check: (data) => expect(data.word_count).toBe(0),
    bad: () => ({ 'no list': { form: { word_id: '1' } } }),
    othersRecord: async ({ portal }) => ({ form: { list_id: String((await bookmarkList(portal, 'biz02')).listId), word_id: String(await wordId(portal)) } }),
  },
  'GET /v3/biz-word/bookmark-words': {
    input: async ({ portal }) => ({ query: { list_id: String((await bookmarkList(portal)).listId) } }),
    check: (data) => {
      expect(data.total).toBe(1);
      expect(data.words[0]).toMatchObject({ word_name: 'agenda', words: '議題、議事日程', example_jp: '予算の見直しを議題に加えてください。' });
    },
    bad: () => ({ 'no list': { query: {} }, 'a limit over 200': { query: { list_id: '1', limit: '500' } } }),
    othersRecord: async ({ portal }) => ({ query: { list_id: String((await bookmarkList(portal, 'biz02')).listId) } }),
  },
  'GET /v3/biz-word/word-detail': {
    input: async ({ portal }) => {
      await bookmarkList(portal);
      return { query: { word_id: String(await wordId(portal)) } };
    },
    check: (data) => {
      expect(data.word).toMatchObject({ word_name: 'agenda', ipa: 'əˈdʒɛndə', short_phrase: '名詞' });
      expect(data.bookmark_list_ids.length).toBeGreaterThan(0);
    },
    bad: () => ({ 'no word': { query: {} }, 'a word id that is text': { query: { word_id: 'agenda' } } }),
  },
  'POST /v3/biz-word/report-poor-words': {
    input: async ({ portal, session }) => {
      await portal.db.delete(poorWords).where(eq(poorWords.studentId, session.studentId));
      return { form: { word_id: String(await wordId(portal)), score: '45', poorly_words: JSON.stringify(['Agenda', 'budget', 'Tokyo']) } };
    },
    check: async (data, { portal, session }) => {
      const agenda = await wordId(portal);
      // The word read first; Tokyo is in no list (budget may be, by the lists loaded).
      expect(data.marked[0]).toBe(agenda);
      expect(data.cleared).toEqual([]);
      const good = await ok<{ cleared: number[] }>(portal.postForm('/v3/biz-word/report-poor-words', { word_id: agenda, score: 85, poorly_words: '[]' }, { as: session }));
      expect(good.cleared).toEqual([agenda]);
      expect(await portal.db.select().from(poorWords).where(eq(poorWords.studentId, session.studentId))).toHaveLength(0);
    },
    bad: () => ({
      'poorly_words not JSON': { form: { word_id: '1', score: '40', poorly_words: 'agenda, minutes' } },
      'a score over 100': { form: { word_id: '1', score: '140' } },
      'no word': { form: { score: '40' } },
    }),
  },
  'GET /v3/biz-word/poor-words': {
    input: async ({ portal, session }) => {
      await portal.db.delete(poorWords).where(eq(poorWords.studentId, session.studentId));
      const minutes = await wordId(portal, 'minutes');
      for (const score of [30, 50]) await ok(portal.postForm('/v3/biz-word/report-poor-words', { word_id: minutes, score }, { as: session }));
      return {};
    },
    check: (data) => {
      expect(data.total).toBe(1);
      expect(data.list[0]).toMatchObject({ word_name: 'minutes', poor_count: 2, last_score: 50, word_reading: expect.stringMatching(/\.mp3$/) });
    },
    bad: () => ({ 'page 0': { query: { page: '0' } } }),
  },

  'GET /v3/biz-toeic/get-ear-listen-class': {
    input: async ({ portal }) => {
      await businessList(portal);
      return {};
    },
    check: (data) => {
      expect(data.list[0]).toMatchObject({ code: 'business-words-meetings', title: '会議', resource_count: 4, completed_count: 0 });
    },
  },
  'GET /v3/biz-toeic/get-ear-listen-unit': {
    input: async ({ portal }) => ({ query: { class_id: String((await firstUnit(portal)).id) } }),
    check: (data) => {
      expect(data.unit.code).toBe('business-words-meetings');
      expect(data.list).toHaveLength(4);
      expect(data.list[0]).toMatchObject({ type: 'listen_fill_words', item_count: 10, status: 'not_started' });
    },
    bad: () => ({ 'no class': { query: {} }, 'a class that is text': { query: { class_id: 'meetings' } } }),
  },
  'GET /v3/biz-toeic/get-ear-listen-logs': {
    input: async ({ portal }) => ({ query: { resource_id: String((await earSet(portal)).set.id), run: 'open' } }),
    check: (data) => expect(data).toMatchObject({ resource_code: 'business-words-meetings-ear-1', completed_before: 0 }),
    bad: () => ({ 'no resource': { query: {} }, 'both guid and run': { query: { resource_id: '1', guid: randomUUID(), run: 'last' } } }),
  },
  'POST /v3/biz-toeic/submit-ear-listen-log': {
    input: async ({ portal }) => {
      const { set } = await earSet(portal);
      const first = set.items[0]!;
      return { form: { resource_id: String(set.id), guid: randomUUID(), question_id: first.question_id, answer_result: JSON.stringify(['weekly', 'meeting']) } };
    },
    check: (data) => expect(data.answer).toMatchObject({ replayed: 0, percent_score: 100 }),
    bad: async ({ portal }) => {
      const { set } = await earSet(portal);
      return { 'an unknown question': { form: { resource_id: String(set.id), guid: randomUUID(), question_id: 'nope', answer_result: '["a"]' } } };
    },
  },
};
