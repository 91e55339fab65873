import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../../test/harness';
import { sampleResource } from '../../test/study-kit';
import { answers } from '../db/tables/answers';
import { favoriteSentences } from '../db/tables/favorites';
import { liveClasses } from '../db/tables/live';
import { rankingEntries } from '../db/tables/ranking';
import { seedPracticeHistory } from '../features/answers/seed';
import { seedLiveClasses } from '../features/live/seed';
import { upsertResources } from '../features/resources/service';
import type { SeedContext } from './seed-steps';

let portal: TestPortal;
let ctx: SeedContext;

beforeAll(async () => {
  portal = await createTestPortal({ seed: 'core' });
  await upsertResources(portal.db, [
    sampleResource('seed', 'a', { group_key: 'textbook:book1:unit1', position: 0 }),
    sampleResource('seed', 'b', { group_key: 'textbook:book1:unit1', position: 1 }),
  ]);
  ctx = { db: portal.db, config: portal.config, school: portal.school, log: () => undefined };
  await seedLiveClasses(ctx);
  await seedPracticeHistory(ctx);
});

afterAll(async () => {
  await portal?.close();
});

const total = async (table: typeof answers | typeof liveClasses | typeof favoriteSentences) => (await portal.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('study-record seed steps', () => {
  it('add nothing when run again', async () => {
    const before = [await total(answers), await total(liveClasses), await total(favoriteSentences)];
    await seedLiveClasses(ctx);
    await seedPracticeHistory(ctx);
    expect([await total(answers), await total(liveClasses), await total(favoriteSentences)]).toEqual(before);
    expect(before.every((n) => n > 0)).toBe(true);
  });

  it('give the demo pages real rows: history, streak, ranking, live lessons, favourites', async () => {
    const biz01 = await portal.session('biz01');
    const history = (await portal.get('/v3/history/index', { as: biz01 })).body.data;
    expect(history.summary.total_days).toBe(24);
    expect(history.summary.current_streak).toBe(9);
    const ranking = (await portal.get('/v3/ranking/list', { as: biz01 })).body.data;
    expect(ranking.items.map((item: { nickname: string }) => item.nickname)).toEqual(expect.arrayContaining(['たろう', 'はなこ', 'だいすけ']));
    expect(ranking.me.rank).toBe(1);
    const biz03 = (await portal.get('/v3/ranking/list', { as: await portal.session('biz03') })).body.data;
    expect(biz03.me.rank).toBeNull();
    expect(biz03.me.needed).toBeGreaterThan(0);
    const live = (await portal.get('/v3/live/list', { as: biz01 })).body.data;
    expect(live.items.length).toBeGreaterThanOrEqual(5);
    expect(live.items[0].title).toContain('ビジネス英会話');
    const past = (await portal.get('/v3/live/list', { as: biz01, query: { status: 'past' } })).body.data;
    expect(past.items.length).toBeGreaterThanOrEqual(3);
    const collection = (await portal.get('/v3/device/favorites/en-page-list', { as: biz01 })).body.data;
    expect(collection.total).toBeGreaterThan(0);
    expect(await portal.db.select().from(rankingEntries).where(eq(rankingEntries.studentId, biz01.studentId))).toHaveLength(1);
  });
});
