import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { classMembers, users } from '../../db/tables/accounts';
import { answers } from '../../db/tables/answers';
import { rankingDays, rankingEntries } from '../../db/tables/ranking';
import { addDays, startOfTokyoDay, tokyoDay } from '../../lib/tokyo-time';

type Db = Database | Transaction;

/** Only students with this many practices in the period are ranked (spec part 3 sections 4, 9). */
export const MIN_PRACTICES = 50;
/** The ranking counts the practices of the 30 days before its cut-off. */
export const PERIOD_DAYS = 30;
/** Rankings are made at 03:00 Japan time each day. */
export const CUTOFF_HOUR = 3;

/** Advisory-lock key: several portal-servers on one PostgreSQL compute a day once at a time. */
const RANKING_LOCK_KEY = 7_414_002;

/** The 03:00 (Tokyo) cut-off of a ranking day. */
export function cutoffOf(day: string): Date {
  return new Date(startOfTokyoDay(new Date(`${day}T12:00:00+09:00`)).getTime() + CUTOFF_HOUR * 60 * 60 * 1000);
}

/** The ranking day in force at `now`: today after 03:00 in Tokyo, else yesterday. */
export function rankingDayAt(now: Date): string {
  const today = tokyoDay(now);
  return now.getTime() >= cutoffOf(today).getTime() ? today : tokyoDay(addDays(now, -1));
}

/** When the next ranking is due after `now`. */
export function nextCutoffAfter(now: Date): Date {
  return cutoffOf(tokyoDay(addDays(cutoffOf(rankingDayAt(now)), 1)));
}

/**
 * Computes (or recomputes) the ranking of `day`: practices (answers that were not skipped) of
 * the 30 days before its 03:00 cut-off, per school, students with 50 or more ranked by count,
 * then by average score; equal students share a rank (1, 2, 2, 4). Replaces that day's rows.
 */
export async function computeRanking(db: Database, day: string, options: { onlyIfMissing?: boolean } = {}): Promise<{ ranked: number; computed: boolean }> {
  const periodEnd = cutoffOf(day);
  const periodStart = addDays(periodEnd, -PERIOD_DAYS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RANKING_LOCK_KEY})`);
    if (options.onlyIfMissing) {
      const [done] = await tx.select({ day: rankingDays.day }).from(rankingDays).where(eq(rankingDays.day, day)).limit(1);
      if (done) return { ranked: 0, computed: false };
    }
    const counts = tx.$with('counts').as(
      tx
        .select({
          studentId: answers.studentId,
          practices: count().as('practices'),
          averageScore: sql<number>`round(avg(${answers.percentScore}))::int`.as('average_score'),
        })
        .from(answers)
        .where(and(eq(answers.isSkipped, false), gte(answers.createdAt, periodStart), lt(answers.createdAt, periodEnd)))
        .groupBy(answers.studentId)
        .having(sql`count(*) >= ${MIN_PRACTICES}`),
    );
    const ranked = await tx
      .with(counts)
      .select({
        studentId: counts.studentId,
        schoolId: sql<number>`coalesce(${users.schoolId}, 0)`.mapWith(Number),
        practices: sql<number>`${counts.practices}`.mapWith(Number),
        averageScore: sql<number>`${counts.averageScore}`.mapWith(Number),
        rank: sql<number>`rank() over (partition by coalesce(${users.schoolId}, 0) order by ${counts.practices} desc, ${counts.averageScore} desc)`.mapWith(Number),
      })
      .from(counts)
      .innerJoin(users, eq(users.id, counts.studentId))
      .where(eq(users.role, 'student'));
    await tx.delete(rankingDays).where(eq(rankingDays.day, day));
    await tx.insert(rankingDays).values({ day, periodStart, periodEnd });
    if (ranked.length > 0) {
      await tx.insert(rankingEntries).values(
        ranked.map((row) => ({ day, schoolId: row.schoolId, studentId: row.studentId, practiceCount: row.practices, averageScore: row.averageScore, rank: row.rank })),
      );
    }
    return { ranked: ranked.length, computed: true };
  });
}

/** Makes sure the ranking in force exists (a server that was down at 03:00 computes it on first use). */
export async function ensureCurrentRanking(db: Database, now = new Date()): Promise<string> {
  const day = rankingDayAt(now);
  const [row] = await db.select({ day: rankingDays.day }).from(rankingDays).where(eq(rankingDays.day, day)).limit(1);
  if (!row) await computeRanking(db, day, { onlyIfMissing: true });
  return day;
}

/** The student's practices in a ranking's period, for "n more to be ranked". */
async function practicesInPeriod(db: Db, studentId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(answers)
    .where(and(eq(answers.studentId, studentId), eq(answers.isSkipped, false), gte(answers.createdAt, from), lt(answers.createdAt, to)));
  return row?.total ?? 0;
}

/** Competition ranks (1, 2, 2, 4) of an already ordered list by practice count and average. */
function reRank<T extends { practiceCount: number; averageScore: number }>(rows: T[]): (T & { position: number })[] {
  return rows.map((row, index) => {
    const first = rows.findIndex((other) => other.practiceCount === row.practiceCount && other.averageScore === row.averageScore);
    return { ...row, position: first === -1 ? index + 1 : first + 1 };
  });
}

/**
 * The ranking in force for the student's school, or only their classmates (scope class). Shows
 * nicknames and avatars, never ids or login names; the student's own place is in `me`.
 */
export async function rankingFor(
  db: Database,
  student: { id: number; schoolId: number | null },
  scope: 'school' | 'class',
  paging: { page: number; limit: number },
  now = new Date(),
) {
  const day = await ensureCurrentRanking(db, now);
  const [meta] = await db.select().from(rankingDays).where(eq(rankingDays.day, day));
  const schoolId = student.schoolId ?? 0;
  let classmateIds: number[] | null = null;
  if (scope === 'class') {
    const mine = db.select({ classId: classMembers.classId }).from(classMembers).where(eq(classMembers.userId, student.id));
    const members = await db.selectDistinct({ userId: classMembers.userId }).from(classMembers).where(inArray(classMembers.classId, mine));
    classmateIds = members.map((member) => member.userId);
  }
  const rows = await db
    .select({
      studentId: rankingEntries.studentId,
      practiceCount: rankingEntries.practiceCount,
      averageScore: rankingEntries.averageScore,
      rank: rankingEntries.rank,
      nickname: users.nickname,
      avatar: users.avatar,
    })
    .from(rankingEntries)
    .innerJoin(users, eq(users.id, rankingEntries.studentId))
    .where(
      and(
        eq(rankingEntries.day, day),
        eq(rankingEntries.schoolId, schoolId),
        classmateIds ? inArray(rankingEntries.studentId, classmateIds.length > 0 ? classmateIds : [-1]) : undefined,
      ),
    )
    .orderBy(asc(rankingEntries.rank), desc(rankingEntries.averageScore), asc(users.nickname));
  const ranked = scope === 'class' ? reRank(rows) : rows.map((row) => ({ ...row, position: row.rank }));
  const mine = ranked.find((row) => row.studentId === student.id);
  const periodStart = meta?.periodStart ?? addDays(cutoffOf(day), -PERIOD_DAYS);
  const periodEnd = meta?.periodEnd ?? cutoffOf(day);
  const myCount = mine?.practiceCount ?? (await practicesInPeriod(db, student.id, periodStart, periodEnd));
  const start = (paging.page - 1) * paging.limit;
  return {
    day,
    scope,
    period_start: periodStart.toISOString(),
    period_end: periodEnd.toISOString(),
    computed_at: (meta?.computedAt ?? now).toISOString(),
    next_update_at: nextCutoffAfter(now).toISOString(),
    min_practices: MIN_PRACTICES,
    total: ranked.length,
    page: paging.page,
    limit: paging.limit,
    items: ranked.slice(start, start + paging.limit).map((row) => ({
      rank: row.position,
      nickname: row.nickname,
      avatar: row.avatar,
      practice_count: row.practiceCount,
      average_score: row.averageScore,
      is_me: row.studentId === student.id ? (1 as const) : (0 as const),
    })),
    me: {
      rank: mine?.position ?? null,
      practice_count: myCount,
      needed: Math.max(0, MIN_PRACTICES - myCount),
    },
  };
}

/** The student's rank in their school on the ranking in force, if ranked (user card). */
export async function schoolRankOf(db: Database, studentId: number, now = new Date()): Promise<{ day: string; rank: number } | null> {
  const day = await ensureCurrentRanking(db, now);
  const [row] = await db
    .select({ rank: rankingEntries.rank })
    .from(rankingEntries)
    .where(and(eq(rankingEntries.day, day), eq(rankingEntries.studentId, studentId)));
  return row ? { day, rank: row.rank } : null;
}
