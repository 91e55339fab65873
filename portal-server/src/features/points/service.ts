import { and, asc, count, desc, eq, getTableName, gte, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { ChangeFeed, FeedMark } from '../../db/change-feed';
import type { Database, Transaction } from '../../db/client';
import { selectCounts } from '../../db/counts';
import { tableCache } from '../../db/table-cache';
import { missionClaims, missionReachNotices, missions, pointLedger } from '../../db/tables/points';
import { badRequest, notFound } from '../../http/reply';
import { addDays, startOfTokyoDay, startOfTokyoWeek, tokyoDay, tokyoMonth, tokyoMonthRange } from '../../lib/tokyo-time';
import { creditPoints, pointsTotal } from './ledger';
import { missionMetric, type MetricWindow } from './metrics';

type Db = Database | Transaction;
type MissionRow = typeof missions.$inferSelect;

/** Mission types (mission-list type_id): daily missions reset at midnight in Tokyo, weekly on Monday. */
export const MISSION_TYPES = [
  { type_id: 1, name: 'デイリー', period: 'day' },
  { type_id: 2, name: 'ウィークリー', period: 'week' },
  { type_id: 3, name: 'チャレンジ', period: 'once' },
] as const;

export const MESSAGES = {
  missionNotFound: 'ミッションが見つかりません。',
  notReached: 'まだミッションを達成していません。達成してからポイントを受け取ってください。',
} as const;

/** Point levels shown on the points page. */
const LEVELS = [
  { level: 1, name: 'ブロンズ', from: 0 },
  { level: 2, name: 'シルバー', from: 200 },
  { level: 3, name: 'ゴールド', from: 500 },
  { level: 4, name: 'プラチナ', from: 1000 },
  { level: 5, name: 'ダイヤモンド', from: 2000 },
] as const;

export function periodOf(typeId: number, now: Date): { key: string; window: MetricWindow } {
  if (typeId === 1) {
    const from = startOfTokyoDay(now);
    return { key: `d:${tokyoDay(now)}`, window: { from, to: addDays(from, 1) } };
  }
  if (typeId === 2) {
    const from = startOfTokyoWeek(now);
    return { key: `w:${tokyoDay(from)}`, window: { from, to: addDays(from, 7) } };
  }
  return { key: 'once', window: null };
}

export type MissionStatus = 0 | 1 | 2;
export type MissionView = {
  mission_id: number;
  type_id: number;
  title: string;
  description: string;
  target: number;
  progress: number;
  points: number;
  /** 0 in progress, 1 reached (claimable), 2 claimed. */
  status: MissionStatus;
  period_key: string;
};

/**
 * The enabled missions whose metric some feature provides, in display order. Every dashboard
 * reads them and operations rarely change them, so they come from memory (db/table-cache.ts,
 * dropped at once in every process when the table is written); `after` as in requireCachedResource.
 */
export async function enabledMissions(db: Db, feed: ChangeFeed, after?: FeedMark): Promise<MissionRow[]> {
  return tableCache<'enabled', MissionRow[]>(feed, getTableName(missions)).get(
    'enabled',
    async () => {
      const rows = await db.select().from(missions).where(eq(missions.enabled, true)).orderBy(asc(missions.typeId), asc(missions.sort), asc(missions.id));
      return rows.filter((row) => missionMetric(row.metric));
    },
    after,
  );
}

const countKeyOf = (row: MissionRow, now: Date) => `${row.metric}|${periodOf(row.typeId, now).key}`;
const claimKeyOf = (row: MissionRow) => `claimed|${row.id}`;

/**
 * The count queries the missions' views need, to run with selectCounts, alone or beside other
 * counts in the same statement (the dashboard's): each metric's progress in its period (missions
 * of one metric and period, 5 and 20 answers today, share one) and whether the student claimed
 * each mission in its current period (1 or 0).
 */
export function missionCountQueries(db: Db, studentId: number, rows: MissionRow[], now = new Date()): Record<string, SQLWrapper> {
  const queries: Record<string, SQLWrapper> = {};
  for (const row of rows) {
    const period = periodOf(row.typeId, now);
    queries[countKeyOf(row, now)] ??= missionMetric(row.metric)!(db, studentId, period.window);
    queries[claimKeyOf(row)] = sql`select count(*) from ${missionClaims} where ${missionClaims.userId} = ${studentId} and ${missionClaims.missionId} = ${row.id} and ${missionClaims.periodKey} = ${period.key}`;
  }
  return queries;
}

/** The missions' views from the counts of missionCountQueries. */
export function missionViewsFrom(rows: MissionRow[], counts: Record<string, number>, now = new Date()): MissionView[] {
  return rows.map((row) => {
    const progress = counts[countKeyOf(row, now)] ?? 0;
    return {
      mission_id: row.id,
      type_id: row.typeId,
      title: row.title,
      description: row.description,
      target: row.target,
      progress: Math.min(progress, row.target),
      points: row.points,
      status: (counts[claimKeyOf(row)] ?? 0) > 0 ? 2 : progress >= row.target ? 1 : 0,
      period_key: periodOf(row.typeId, now).key,
    };
  });
}

/** Missions of a type (or all) with the student's progress in the current period: one statement whatever their number. */
export async function missionViews(db: Db, feed: ChangeFeed, studentId: number, typeId: number | undefined, now = new Date()): Promise<MissionView[]> {
  const rows = (await enabledMissions(db, feed)).filter((row) => typeId === undefined || row.typeId === typeId);
  if (rows.length === 0) return [];
  return missionViewsFrom(rows, await selectCounts(db, missionCountQueries(db, studentId, rows, now)), now);
}

export type ClaimResult = { mission_id: number; points_awarded: number; already_claimed: 0 | 1; total_points: number };

/**
 * Claims a reached mission's points once per period. Repeats (and 20 at once) succeed
 * without a second record or credit: the claim's unique key and the ledger's source key
 * both turn duplicates into no-ops inside one transaction.
 */
export async function claimMission(db: Database, studentId: number, missionId: number, now = new Date()): Promise<ClaimResult> {
  const [mission] = await db.select().from(missions).where(and(eq(missions.id, missionId), eq(missions.enabled, true))).limit(1);
  if (!mission || !missionMetric(mission.metric)) throw notFound(MESSAGES.missionNotFound);
  const [view] = missionViewsFrom([mission], await selectCounts(db, missionCountQueries(db, studentId, [mission], now)), now) as [MissionView];
  const period = view.period_key;
  const awarded = await db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: missionClaims.id })
      .from(missionClaims)
      .where(and(eq(missionClaims.userId, studentId), eq(missionClaims.missionId, missionId), eq(missionClaims.periodKey, period)))
      .limit(1);
    if (already) return 0;
    if (view.status === 0) throw badRequest(MESSAGES.notReached);
    const inserted = await tx
      .insert(missionClaims)
      .values({ userId: studentId, missionId, periodKey: period, points: mission.points })
      .onConflictDoNothing()
      .returning({ id: missionClaims.id });
    if (inserted.length === 0) return 0;
    const credit = await creditPoints(tx, {
      studentId,
      sourceKey: `mission:${studentId}:${missionId}:${period}`,
      points: mission.points,
      reason: `ミッション達成: ${mission.title}`,
    });
    return credit.credited ? mission.points : 0;
  });
  return { mission_id: missionId, points_awarded: awarded, already_claimed: awarded > 0 ? 0 : 1, total_points: await pointsTotal(db, studentId) };
}

export function levelOf(total: number) {
  const index = LEVELS.findLastIndex((level) => total >= level.from);
  const current = LEVELS[Math.max(0, index)]!;
  const next = LEVELS[index + 1];
  return { level: current.level, level_name: current.name, next_level_points: next ? next.from - total : 0 };
}

export async function studentIndex(db: Db, feed: ChangeFeed, studentId: number, now = new Date()) {
  const total = await pointsTotal(db, studentId);
  const views = await missionViews(db, feed, studentId, undefined, now);
  return {
    total_points: total,
    today_points: await pointsTotal(db, studentId, { from: startOfTokyoDay(now) }),
    week_points: await pointsTotal(db, studentId, { from: startOfTokyoWeek(now) }),
    month_points: await pointsTotal(db, studentId, { from: tokyoMonthRange(tokyoMonth(now)).from }),
    unclaimed_count: views.filter((view) => view.status === 1).length,
    ...levelOf(total),
    mission_types: MISSION_TYPES.map(({ type_id, name }) => ({ type_id, name })),
  };
}

/** Months the points log can be filtered by: this month back `years` years, newest first. */
export function monthsForSelect(years: number, now = new Date()) {
  const [year, month] = tokyoMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: years * 12 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    return { date: `${y}-${String(m).padStart(2, '0')}`, label: `${y}年${m}月` };
  });
}

/** The points log, filtered by a month ("2025-04") or a day ("2025-04-03"). */
export async function pointLogs(db: Db, studentId: number, filter: { date?: string | undefined; page: number; limit: number }) {
  const conditions = [eq(pointLedger.userId, studentId)];
  if (filter.date) {
    const range = filter.date.length === 7 ? tokyoMonthRange(filter.date) : dayRange(filter.date);
    conditions.push(gte(pointLedger.createdAt, range.from), lt(pointLedger.createdAt, range.to));
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ n: count() }).from(pointLedger).where(where);
  const rows = await db
    .select()
    .from(pointLedger)
    .where(where)
    .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const periodPoints = filter.date
    ? await pointsTotal(db, studentId, filter.date.length === 7 ? tokyoMonthRange(filter.date) : dayRange(filter.date))
    : await pointsTotal(db, studentId);
  return {
    list: rows.map((row) => ({ log_id: row.id, points: row.points, reason: row.reason, created_at: row.createdAt.toISOString() })),
    total: totalRow?.n ?? 0,
    page: filter.page,
    limit: filter.limit,
    period_points: periodPoints,
  };
}

function dayRange(day: string): { from: Date; to: Date } {
  const from = startOfTokyoDay(new Date(`${day}T12:00:00+09:00`));
  return { from, to: addDays(from, 1) };
}

/**
 * Reached, unclaimed missions the student has not been told about yet; each is returned
 * once (the notice is recorded), for the 2000 ms "mission reached" toast.
 */
export async function takeReachMessages(db: Database, feed: ChangeFeed, studentId: number, now = new Date()) {
  const reached = (await missionViews(db, feed, studentId, undefined, now)).filter((view) => view.status === 1);
  if (reached.length === 0) return [];
  const fresh = await db
    .insert(missionReachNotices)
    .values(reached.map((view) => ({ userId: studentId, missionId: view.mission_id, periodKey: view.period_key })))
    .onConflictDoNothing()
    .returning({ missionId: missionReachNotices.missionId });
  const freshIds = new Set(fresh.map((row) => row.missionId));
  return reached
    .filter((view) => freshIds.has(view.mission_id))
    .map((view) => ({
      mission_id: view.mission_id,
      type_id: view.type_id,
      message_title: 'ミッション達成！',
      message_body: `「${view.title}」を達成しました。ポイントを受け取りましょう（+${view.points}ポイント）。`,
    }));
}
