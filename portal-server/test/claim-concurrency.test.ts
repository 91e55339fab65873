// 20 simultaneous identical claims produce exactly one claim record and one credit, on the
// database the suite runs on (PGlite: one connection; PostgreSQL: a pool of real connections).
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missionClaims, pointLedger } from '../src/db/tables/points';
import { creditPoints, pointsTotal } from '../src/features/points/ledger';
import { periodOf } from '../src/features/points/service';
import { createTestPortal, type TestPortal } from './harness';
import { newsId } from './route-cases/news';
import { missionId } from './route-cases/points';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal({ seed: 'core' });
});

afterAll(async () => {
  await portal?.close();
});

/** Claims one mission 20 times at once; counts the claims and credits of the current period. */
async function claimTwentyAtOnce(login: string, missionKey: string, typeId: number) {
  const period = periodOf(typeId, new Date()).key;
  const session = await portal.session(login);
  const id = await missionId(portal, missionKey);
  const responses = await Promise.all(Array.from({ length: 20 }, () => portal.postForm('/v3/integral/mission-get-points', { mission_id: id }, { as: session })));
  const [claims] = await portal.db.select({ n: count() }).from(missionClaims).where(and(eq(missionClaims.userId, session.studentId), eq(missionClaims.missionId, id), eq(missionClaims.periodKey, period)));
  const [credits] = await portal.db
    .select({ n: count() })
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, session.studentId), eq(pointLedger.sourceKey, `mission:${session.studentId}:${id}:${period}`)));
  return { session, responses, claims: claims?.n, credits: credits?.n };
}

describe(`20 simultaneous claims (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('of a one-time mission: one record, one credit, every answer a success', async () => {
    const { session, responses, claims, credits } = await claimTwentyAtOnce('biz03', 'once-class', 3);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => r.body.data.points_awarded === 20)).toHaveLength(1);
    expect(responses.filter((r) => r.body.data.already_claimed === 1)).toHaveLength(19);
    expect(claims).toBe(1);
    expect(credits).toBe(1);
    expect(await pointsTotal(portal.db, session.studentId)).toBe(20);
    // The claim shows as claimed in its list, and the dashboard counts only what is still to claim.
    const lists = await Promise.all([1, 2, 3].map((type) => portal.get('/v3/integral/mission-list', { as: session, query: { type_id: type } })));
    const views = lists.flatMap((list) => list.body.data.list as { mission_id: number; status: number }[]);
    expect(views.find((view) => view.mission_id === responses[0]!.body.data.mission_id)?.status).toBe(2);
    const dashboard = await portal.get('/v3/student/dashboard', { as: session });
    expect(dashboard.body.data.unclaimed_mission_count).toBe(views.filter((view) => view.status === 1).length);
  });

  it("of today's mission after it is reached: one record, one credit", async () => {
    const session = await portal.session('biz02');
    await portal.postForm('/v3/news/mark-read', { news_id: await newsId(portal, 'demo-eiken') }, { as: session });
    const before = await pointsTotal(portal.db, session.studentId);
    const { responses, claims, credits } = await claimTwentyAtOnce('biz02', 'daily-news', 1);
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(claims).toBe(1);
    expect(credits).toBe(1);
    expect(await pointsTotal(portal.db, session.studentId)).toBe(before + 5);
  });

  it('creditPoints called in 20 transactions at once with one source key credits once', async () => {
    const studentId = portal.school.userIds.biz05!;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        portal.db.transaction((tx) => creditPoints(tx, { studentId, sourceKey: 'answer:test-guid-0001:q1', points: 5, reason: '解答: テスト' })),
      ),
    );
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    const [rows] = await portal.db.select({ n: count() }).from(pointLedger).where(eq(pointLedger.sourceKey, 'answer:test-guid-0001:q1'));
    expect(rows?.n).toBe(1);
    expect(await pointsTotal(portal.db, studentId)).toBe(5);
  });

  it('a claim of a mission not yet reached is refused and records nothing', async () => {
    const session = await portal.session('biz04');
    const id = await missionId(portal, 'once-news-10');
    const response = await portal.postForm('/v3/integral/mission-get-points', { mission_id: id }, { as: session });
    expect(response.status).toBe(400);
    expect(response.body.errmsg).toContain('まだミッションを達成していません');
    const [claims] = await portal.db.select({ n: count() }).from(missionClaims).where(eq(missionClaims.userId, session.studentId));
    expect(claims?.n).toBe(0);
  });
});
