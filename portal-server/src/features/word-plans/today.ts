// Today's task of a plan and the plan's schedule at a glance. "Today" is the Tokyo calendar day
// (lib/tokyo-time.ts), so a student's new words reset at midnight in Japan.
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, min, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { wordPlanWords, wordReviews } from '../../db/tables/word-study';
import { startOfTokyoDay } from '../../lib/tokyo-time';
import type { PlanRow } from './plans';
import { retrievability, type PlanWordRow } from './scheduler';

type Db = Database | Transaction;

/** A task run asks at most this many due words (a student back after a long break works through them over days). */
export const MAX_TASK_DUE = 200;
/** A challenge paper asks this many words (the weakest first). */
export const CHALLENGE_SIZE = 20;

/** How many words of the plan had their first review today (Tokyo day): those count against daily_new. */
export async function newIntroducedToday(db: Db, planId: number, now: Date): Promise<number> {
  const dayStart = startOfTokyoDay(now);
  // Only words reviewed today can have been introduced today; their first review decides.
  const today = db
    .selectDistinct({ wordId: wordReviews.wordId })
    .from(wordReviews)
    .where(and(eq(wordReviews.planId, planId), gte(wordReviews.reviewedAt, dayStart)));
  const [row] = await db
    .select({ words: count() })
    .from(
      db
        .select({ wordId: wordReviews.wordId, first: min(wordReviews.reviewedAt).as('first') })
        .from(wordReviews)
        .where(and(eq(wordReviews.planId, planId), inArray(wordReviews.wordId, today)))
        .groupBy(wordReviews.wordId)
        .as('firsts'),
    )
    .where(gte(sql`first`, dayStart));
  return row?.words ?? 0;
}

export type TodaySelection = { dueIds: number[]; newIds: number[]; dueCount: number; newCount: number };

/** Today's words: the due ones (earliest first, at most MAX_TASK_DUE) and the new ones still allowed today (position order). */
export async function todaySelection(db: Db, plan: PlanRow, now: Date): Promise<TodaySelection> {
  const dueWhere = and(eq(wordPlanWords.planId, plan.id), isNotNull(wordPlanWords.due), lte(wordPlanWords.due, now));
  const [dueRows, [dueTotal], introduced] = await Promise.all([
    db.select({ wordId: wordPlanWords.wordId }).from(wordPlanWords).where(dueWhere).orderBy(asc(wordPlanWords.due), asc(wordPlanWords.position)).limit(MAX_TASK_DUE),
    db.select({ words: count() }).from(wordPlanWords).where(dueWhere),
    newIntroducedToday(db, plan.id, now),
  ]);
  const allowed = Math.max(0, plan.dailyNew - introduced);
  const newRows =
    allowed === 0
      ? []
      : await db
          .select({ wordId: wordPlanWords.wordId })
          .from(wordPlanWords)
          .where(and(eq(wordPlanWords.planId, plan.id), isNull(wordPlanWords.due)))
          .orderBy(asc(wordPlanWords.position))
          .limit(allowed);
  return { dueIds: dueRows.map((row) => row.wordId), newIds: newRows.map((row) => row.wordId), dueCount: dueTotal?.words ?? 0, newCount: newRows.length };
}

/** The plan's words already reviewed, weakest predicted recall first (a challenge paper's words). */
export async function weakestSeenWords(db: Db, plan: PlanRow, now: Date, limit = CHALLENGE_SIZE): Promise<number[]> {
  const rows = await db
    .select()
    .from(wordPlanWords)
    .where(and(eq(wordPlanWords.planId, plan.id), isNotNull(wordPlanWords.due), ne(wordPlanWords.state, 0)));
  return rows
    .map((row) => ({ row, recall: retrievability(row, now, plan.desiredRetention) ?? 0 }))
    .sort((a, b) => a.recall - b.recall || a.row.position - b.row.position)
    .slice(0, limit)
    .map((entry) => entry.row.wordId);
}

export type ScheduleCounts = { new: number; learning: number; review: number; due_now: number };

/** Counts by FSRS state and the mean predicted recall of the reviewed words (null before any review). */
export function scheduleSummary(rows: PlanWordRow[], now: Date, desiredRetention: number): { counts: ScheduleCounts; retentionNow: number | null } {
  const counts: ScheduleCounts = { new: 0, learning: 0, review: 0, due_now: 0 };
  let recallSum = 0;
  let reviewed = 0;
  for (const row of rows) {
    if (row.due === null || row.state === 0) counts.new += 1;
    else if (row.state === 2) counts.review += 1;
    else counts.learning += 1;
    if (row.due !== null && row.due <= now) counts.due_now += 1;
    const recall = retrievability(row, now, desiredRetention);
    if (recall !== null) {
      recallSum += recall;
      reviewed += 1;
    }
  }
  return { counts, retentionNow: reviewed === 0 ? null : recallSum / reviewed };
}
