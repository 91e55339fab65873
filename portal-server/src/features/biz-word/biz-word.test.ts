// Business learning over Tokyo days on the test clock: once today's new words are all learned,
// start-learning (new_task=1) gives the day's run back with every card learned (not an empty
// list) until midnight in Japan, and the next Tokyo day brings new cards. The plan list's
// today, built from the core's grouped schedules, says the same as check-plan-completed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type Session, type TestPortal } from '../../../test/harness';
import { businessList } from '../../../test/route-cases/biz-word';
import { TEST_CLOCK_HEADER } from '../../http/request-clock';

let portal: TestPortal;
let student: Session;
// 23:30 in Tokyo on 1 April; 00:10 on 2 April in Tokyo is still 1 April in UTC.
const t0 = new Date('2026-04-01T14:30:00Z');
const at = (seconds: number) => ({ [TEST_CLOCK_HEADER]: new Date(t0.getTime() + seconds * 1000).toISOString() });
const MIDNIGHT_TOKYO = 30 * 60;

type Card = { word_id: number; word_name: string; learned: 0 | 1 };
type Learning = { guid: string; new_task: 0 | 1; total: number; learned_count: number; cards: Card[]; plan: { plan_id: number; today: { new_count: number; learn_completed: 0 | 1 } } };

beforeAll(async () => {
  portal = await createTestPortal({ configOverrides: { testClock: true } });
  await businessList(portal);
  student = await portal.session('biz03');
});

afterAll(async () => {
  await portal?.close();
});

async function data<T>(reply: Promise<{ status: number; body: { errmsg: string; data: unknown } }>): Promise<T> {
  const { status, body } = await reply;
  expect(status, body.errmsg).toBe(200);
  return body.data as T;
}
const get = <T>(url: string, query: Record<string, string | number>, seconds: number) => data<T>(portal.get(url, { as: student, query, headers: at(seconds) }));
const post = <T>(url: string, form: Record<string, string | number>, seconds: number) => data<T>(portal.postForm(url, form, { as: student, headers: at(seconds) }));
const learning = (planId: number, seconds: number) => get<Learning>('/v3/biz-word/start-learning', { plan_id: planId, new_task: 1 }, seconds);

describe("a business plan's learning over Tokyo days", () => {
  it("gives the day's learned run back after all its new words are learned, and new cards the next Tokyo day", async () => {
    const levels = await get<{ list: { level_id: number }[] }>('/v3/biz-word/word-level-list', {}, 0);
    const { plan } = await post<{ plan: { plan_id: number } }>('/v3/biz-word/add-word-plan', { level_ids: String(levels.list[0]!.level_id), daily_new: 3 }, 0);
    const planId = plan.plan_id;

    const first = await learning(planId, 1);
    expect(first.cards).toHaveLength(3);
    expect(first.cards.every((card) => card.learned === 0)).toBe(true);
    let finished = 0;
    for (const [n, card] of first.cards.entries()) {
      const reply = await post<{ finished: 0 | 1; remaining: number }>('/v3/biz-word/submit-learning-log', { plan_id: planId, guid: first.guid, word_id: card.word_id, known: 1 }, 2 + n);
      finished = reply.finished;
    }
    expect(finished).toBe(1);

    // The same Tokyo day: the finished run with every card learned, nothing new left today.
    const again = await learning(planId, 60);
    expect(again.guid).toBe(first.guid);
    expect(again.cards.map((card) => card.word_id)).toEqual(first.cards.map((card) => card.word_id));
    expect(again.cards.every((card) => card.learned === 1)).toBe(true);
    expect(again).toMatchObject({ total: 3, learned_count: 3, plan: { today: { new_count: 0 } } });
    const [list, completed] = await Promise.all([
      get<{ list: { plan_id: number; today: unknown }[] }>('/v3/biz-word/my-plan-list', {}, 60),
      get<{ completed: 0 | 1; due_count: number; new_count: number }>('/v3/biz-word/check-plan-completed', { plan_id: planId, action_type: 'learn' }, 60),
    ]);
    expect(list.list.find((entry) => entry.plan_id === planId)?.today).toMatchObject({ new_count: 0, due_count: completed.due_count, learn_completed: completed.completed });
    expect(again.plan.today).toEqual(list.list.find((entry) => entry.plan_id === planId)?.today);

    // A minute before midnight in Tokyo it is still that day.
    expect((await learning(planId, MIDNIGHT_TOKYO - 60)).guid).toBe(first.guid);

    // Ten minutes past midnight in Tokyo (the same UTC day): a new run of the next new words.
    const next = await learning(planId, MIDNIGHT_TOKYO + 10 * 60);
    expect(next.guid).not.toBe(first.guid);
    expect(next.plan.today.new_count).toBe(3);
    expect(next.cards).toHaveLength(3);
    expect(next.cards.every((card) => card.learned === 0)).toBe(true);
    const learnedBefore = new Set(first.cards.map((card) => card.word_id));
    expect(next.cards.some((card) => learnedBefore.has(card.word_id))).toBe(false);
  });
});
