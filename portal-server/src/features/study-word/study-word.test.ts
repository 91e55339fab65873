// Word study through the API on the test clock: a plan's first task (new words, an answer
// wrong that comes back in the same run asked another way), idempotent answers, the FSRS
// schedule that follows, and the next Tokyo day's task. Grade 3's list is the one loaded.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type Session, type TestPortal } from '../../../test/harness';
import { rightAnswerFields, wrongAnswerFields } from '../../../test/route-cases/study-word';
import { wordLists, wordUnits, words } from '../../db/tables/words';
import { TEST_CLOCK_HEADER } from '../../http/request-clock';

let portal: TestPortal;
let student: Session;
const t0 = new Date('2026-04-01T01:00:00Z'); // 10:00 in Tokyo
const at = (seconds: number) => ({ [TEST_CLOCK_HEADER]: new Date(t0.getTime() + seconds * 1000).toISOString() });

type Item = Parameters<typeof rightAnswerFields>[0];

beforeAll(async () => {
  portal = await createTestPortal({ configOverrides: { testClock: true } });
  student = await portal.session('biz04');
});

afterAll(async () => {
  await portal?.close();
});

async function post(url: string, form: Record<string, string | number>, seconds: number) {
  const reply = await portal.postForm(url, form, { as: student, headers: at(seconds) });
  expect(reply.status, reply.body.errmsg).toBe(200);
  return reply.body.data;
}
async function get(url: string, query: Record<string, string | number>, seconds: number) {
  const reply = await portal.get(url, { as: student, query, headers: at(seconds) });
  expect(reply.status, reply.body.errmsg).toBe(200);
  return reply.body.data;
}

type PlanWord = { retrievability: number | null };

/**
 * The plan list's card of a plan at `seconds` says what plan-info and today-task say: the counts,
 * the predicted retention (the mean of the words' own recall, computed by ts-fsrs), today's sizes.
 */
async function expectPlanCard(planId: number, seconds: number) {
  const [list, info, today] = await Promise.all([
    get('/v3/study-word/plan-list', {}, seconds),
    get('/v3/study-word/plan-info', { plan_id: planId, limit: 200 }, seconds),
    get('/v3/study-word/today-task', { plan_id: planId }, seconds),
  ]);
  const card = list.list.find((entry: { plan_id: number }) => entry.plan_id === planId);
  expect(card.counts).toEqual(info.counts);
  expect(card.today).toEqual({ due_count: today.due_count, new_count: today.new_count });
  const recalls = (info.words as PlanWord[]).flatMap((word) => (word.retrievability === null ? [] : [word.retrievability]));
  expect(info.total).toBe(info.words.length);
  if (recalls.length === 0) expect(card.retention_now).toBeNull();
  else expect(card.retention_now).toBeCloseTo(recalls.reduce((sum, recall) => sum + recall, 0) / recalls.length, 6);
  expect(card.retention_now).toBe(info.retention_now);
}

describe('the word lists a plan is made of', () => {
  it('counts the words of every unit and of the list', async () => {
    const lists = await get('/v3/study-word/word-lists', {}, 0);
    const grade3 = lists.list.find((list: { list_code: string }) => list.list_code === 'eiken-3');
    const stored = await portal.db
      .select({ unitId: words.unitId, words: count() })
      .from(words)
      .innerJoin(wordUnits, eq(wordUnits.id, words.unitId))
      .innerJoin(wordLists, eq(wordLists.id, wordUnits.listId))
      .where(eq(wordLists.code, 'eiken-3'))
      .groupBy(words.unitId);
    const units: { unit_id: number; word_count: number }[] = grade3.units;
    expect(units.length).toBe(stored.length);
    expect(Object.fromEntries(units.map((unit) => [unit.unit_id, unit.word_count]))).toEqual(Object.fromEntries(stored.map((row) => [row.unitId, row.words])));
    expect(units.some((unit) => unit.word_count > 1)).toBe(true);
    expect(grade3.word_count).toBe(stored.reduce((sum, row) => sum + row.words, 0));
  });
});

describe('a word-study plan over two days', () => {
  it('runs the first task, brings a wrong word back, and schedules the words by their answers', async () => {
    const [unit] = await portal.db.select({ id: wordUnits.id }).from(wordUnits).innerJoin(wordLists, eq(wordLists.id, wordUnits.listId)).where(eq(wordLists.code, 'eiken-3')).limit(1);
    const { plan } = await post('/v3/study-word/add-plan', { title: '動作の単語', list_code: 'eiken-3', unit_ids: `[${unit!.id}]`, daily_new: 3 }, 0);
    expect(await get('/v3/study-word/today-task', { plan_id: plan.plan_id }, 0)).toMatchObject({ due_count: 0, new_count: 3, finished_today: 0 });
    await expectPlanCard(plan.plan_id, 0);

    const guid = randomUUID();
    const first = await post('/v3/study-word/start-task', { plan_id: plan.plan_id, guid }, 0);
    expect(first).toMatchObject({ finished: 0, position: 1, total: 3, item: { type_id: 22 } });
    const items: Item[] = [first.item];
    const answer = (item: Item, fields: Record<string, string>, seconds: number) => post('/v3/study-word/upload-challenge-log', { plan_id: plan.plan_id, guid, question_id: item.question_id, ...fields }, seconds);

    const easy = await answer(items[0]!, rightAnswerFields(items[0]!), 3);
    expect(easy).toMatchObject({ is_right: 1, rating: 4, replayed: 0 });
    // Asking for the next item twice before answering gives the same item.
    const second = await post('/v3/study-word/next-item', { plan_id: plan.plan_id, guid }, 4);
    expect((await post('/v3/study-word/next-item', { plan_id: plan.plan_id, guid }, 5)).item.question_id).toBe(second.item.question_id);
    const wrong = await answer(second.item, wrongAnswerFields(second.item), 6);
    expect(wrong).toMatchObject({ is_right: 0, rating: 1 });
    // The same post again changes nothing and says so.
    expect(await answer(second.item, rightAnswerFields(second.item), 7)).toEqual({ ...wrong, replayed: 1 });

    const third = await post('/v3/study-word/next-item', { plan_id: plan.plan_id, guid }, 20);
    expect(third.position).toBe(3);
    expect(await answer(third.item, rightAnswerFields(third.item), 30)).toMatchObject({ is_right: 1, rating: 2 });

    // Two minutes later the wrong word's learning step is due: it comes back, typed this time.
    const again = await post('/v3/study-word/next-item', { plan_id: plan.plan_id, guid }, 120);
    expect(again.item).toMatchObject({ word_id: second.item.word_id, type_id: 14 });
    const fixed = await answer(again.item, rightAnswerFields(again.item), 125);
    expect(fixed.is_right).toBe(1);
    expect(await post('/v3/study-word/next-item', { plan_id: plan.plan_id, guid }, 126)).toMatchObject({ finished: 1, item: null, position: 4 });

    // The word answered wrong is due earlier than the one answered right at once.
    expect(Date.parse(fixed.due)).toBeLessThan(Date.parse(easy.due));
    const result = await get('/v3/study-word/result', { plan_id: plan.plan_id, guid }, 130);
    expect(result).toMatchObject({ right: 3, wrong: 1, run: { finished: 1 } });
    const info = await get('/v3/study-word/plan-info', { plan_id: plan.plan_id, limit: 200 }, 130);
    expect(info.counts.new).toBe(info.total - 3);
    expect(info.retention_now).toBeGreaterThan(0.9);
    await expectPlanCard(plan.plan_id, 130);

    // Today's new words are used up; the next Tokyo day brings three more.
    expect(await get('/v3/study-word/today-task', { plan_id: plan.plan_id }, 140)).toMatchObject({ due_count: 0, new_count: 0, finished_today: 1 });
    await expectPlanCard(plan.plan_id, 140);
    const nextDay = await get('/v3/study-word/today-task', { plan_id: plan.plan_id }, 24 * 3600);
    expect(nextDay.new_count).toBe(3);
    expect(nextDay.due_count).toBeGreaterThanOrEqual(1);
    await expectPlanCard(plan.plan_id, 24 * 3600);
    await expectPlanCard(plan.plan_id, 9 * 24 * 3600);

    const challenge = await get('/v3/study-word/challenge-paper2', { plan_id: plan.plan_id }, 24 * 3600);
    expect(challenge.items.map((item: Item) => item.word_id).sort()).toEqual([easy.word_id, wrong.word_id, third.item.word_id].sort());
  });

  it('refuses a plan with nothing added and a fourth plan', async () => {
    const refused = await portal.postForm('/v3/study-word/add-plan', { title: 'none', words: "don't 123" }, { as: student, headers: at(0) });
    expect(refused.status).toBe(400);
    for (let n = 0; n < 2; n++) await post('/v3/study-word/add-plan', { title: `list ${n}`, list_code: 'eiken-3' }, 0);
    const fourth = await portal.postForm('/v3/study-word/add-plan', { title: 'four', list_code: 'eiken-3' }, { as: student, headers: at(0) });
    expect(fourth.status).toBe(409);
    expect(fourth.body.errmsg).toBe('単語タスクは同時に3つまでです。不要なプランを削除してから追加してください。');
  });
});
