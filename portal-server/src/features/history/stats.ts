import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { answers } from '../../db/tables/answers';
import { addDays, tokyoDay, tokyoDaySql } from '../../lib/tokyo-time';

type Db = Database | Transaction;

/**
 * Study time is estimated from the answers themselves: the gap to the previous answer of the
 * same run, at most 5 minutes (a longer pause is a break, not study), and 30 s for a run's
 * first answer.
 */
const FIRST_ANSWER_SECONDS = 30;
const MAX_GAP_SECONDS = 300;

export type DayStats = { day: string; practices: number; resources: number; averageScore: number; minutes: number; perfects: number };

/** Per Tokyo day on which the student answered anything: counts, average score and study minutes, newest first. */
export async function dailyStats(db: Db, studentId: number, range?: { from: Date; to: Date }): Promise<DayStats[]> {
  const timed = db.$with('timed').as(
    db
      .select({
        createdAt: answers.createdAt,
        resourceId: answers.resourceId,
        percentScore: answers.percentScore,
        isSkipped: answers.isSkipped,
        gap: sql<number | null>`extract(epoch from (${answers.createdAt} - lag(${answers.createdAt}) over (partition by ${answers.runId} order by ${answers.createdAt}, ${answers.id})))`.as(
          'gap',
        ),
      })
      .from(answers)
      .where(
        range
          ? and(eq(answers.studentId, studentId), gte(answers.createdAt, range.from), lt(answers.createdAt, range.to))
          : eq(answers.studentId, studentId),
      ),
  );
  const day = tokyoDaySql(sql`${timed.createdAt}`);
  const rows = await db
    .with(timed)
    .select({
      day: day.as('day'),
      practices: sql<number>`count(*) filter (where not ${timed.isSkipped})`.mapWith(Number),
      resources: sql<number>`count(distinct ${timed.resourceId})`.mapWith(Number),
      averageScore: sql<number>`coalesce(round(avg(${timed.percentScore}) filter (where not ${timed.isSkipped})), 0)`.mapWith(Number),
      perfects: sql<number>`count(*) filter (where not ${timed.isSkipped} and ${timed.percentScore} = 100)`.mapWith(Number),
      seconds: sql<number>`coalesce(sum(case when ${timed.gap} is null then ${FIRST_ANSWER_SECONDS} else least(${timed.gap}, ${MAX_GAP_SECONDS}) end), 0)`.mapWith(
        Number,
      ),
    })
    .from(timed)
    .groupBy(sql`1`)
    .orderBy(desc(sql`1`));
  return rows.map((row) => ({
    day: row.day,
    practices: row.practices,
    resources: row.resources,
    averageScore: row.averageScore,
    perfects: row.perfects,
    minutes: Math.round(row.seconds / 60),
  }));
}

export type Streaks = { current: number; longest: number; lastDay: string | null; reached: Map<number, string> };

/**
 * Consecutive practice days. The current streak still counts when today has no practice yet
 * (it ends only when a whole day is missed). `reached.get(n)` is the day a streak first reached n days.
 */
export function streaksOf(daysWithPractice: readonly string[], today: string): Streaks {
  const days = [...new Set(daysWithPractice)].sort();
  const reached = new Map<number, string>();
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && nextDay(previous) === day ? run + 1 : 1;
    if (!reached.has(run)) reached.set(run, day);
    longest = Math.max(longest, run);
    previous = day;
  }
  const lastDay = days.at(-1) ?? null;
  const current = lastDay !== null && (lastDay === today || nextDay(lastDay) === today) ? run : 0;
  return { current, longest, lastDay, reached };
}

/** The calendar day after "YYYY-MM-DD". */
export function nextDay(day: string): string {
  return tokyoDay(addDays(new Date(`${day}T12:00:00+09:00`), 1));
}
