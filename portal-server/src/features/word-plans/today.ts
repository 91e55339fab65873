// Today's task of a plan and the plan's schedule at a glance. "Today" is the Tokyo calendar day
// (lib/tokyo-time.ts), so a student's new words reset at midnight in Japan.
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, min, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { wordPlanWords, wordReviews } from '../../db/tables/word-study';
import { startOfTokyoDay } from '../../lib/tokyo-time';
import type { PlanRow } from './plans';
import { FORGETTING_CURVE, retrievability } from './scheduler';

type Db = Database | Transaction;

/** A task run asks at most this many due words (a student back after a long break works through them over days). */
export const MAX_TASK_DUE = 200;
/** A challenge paper asks this many words (the weakest first). */
export const CHALLENGE_SIZE = 20;

/** How many words of the plan had their first review today (Tokyo day): those count against daily_new. */
export async function newIntroducedToday(db: Db, planId: number, now: Date): Promise<number> {
  return (await newIntroducedTodayByPlan(db, [planId], now)).get(planId) ?? 0;
}

/** newIntroducedToday of several plans in one grouped query (plans with none are absent). */
async function newIntroducedTodayByPlan(db: Db, planIds: number[], now: Date): Promise<Map<number, number>> {
  const dayStart = startOfTokyoDay(now);
  const ofPlans = inArray(wordReviews.planId, planIds);
  // Only words reviewed today can have been introduced today; their first review decides.
  const today = db
    .selectDistinct({ wordId: wordReviews.wordId })
    .from(wordReviews)
    .where(and(ofPlans, gte(wordReviews.reviewedAt, dayStart)));
  const firsts = db
    .select({ planId: wordReviews.planId, wordId: wordReviews.wordId, first: min(wordReviews.reviewedAt).as('first') })
    .from(wordReviews)
    .where(and(ofPlans, inArray(wordReviews.wordId, today)))
    .groupBy(wordReviews.planId, wordReviews.wordId)
    .as('firsts');
  const rows = await db
    .select({ planId: firsts.planId, words: count() })
    .from(firsts)
    .where(gte(sql`first`, dayStart))
    .groupBy(firsts.planId);
  return new Map(rows.map((row) => [row.planId, row.words]));
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
export type PlanSchedule = {
  counts: ScheduleCounts;
  /** The mean predicted recall of the reviewed words now (0..1), null before any review. */
  retentionNow: number | null;
  /** Today's task as todaySelection would pick it: the words due now and the new words still allowed today. */
  today: { dueCount: number; newCount: number };
};

const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Each plan's schedule at a glance (the plan cards, a plan's info): words by FSRS state, those
 * due now, the mean predicted recall of the reviewed ones and today's task size, for any number
 * of plans in two grouped queries (cards, and the new words begun today) however many words and
 * plans there are. Recall is ts-fsrs's forgetting curve (FORGETTING_CURVE) evaluated by the
 * database, as retrievability() evaluates it for one card.
 */
export async function planSchedules(db: Db, plans: PlanRow[], now: Date): Promise<Map<number, PlanSchedule>> {
  if (plans.length === 0) return new Map();
  const ids = plans.map((plan) => plan.id);
  const card = wordPlanWords;
  const unseen = or(isNull(card.due), eq(card.state, 0));
  const { decay, factor } = FORGETTING_CURVE;
  const daysSinceReview = sql`greatest(floor(extract(epoch from (${now.toISOString()}::timestamptz - ${card.lastReview})) / 86400), 0)`;
  const recall = sql`power(1 + ${factor}::float8 * ${daysSinceReview} / ${card.stability}, ${decay}::float8)`;
  const [rows, introduced] = await Promise.all([
    db
      .select({
        planId: card.planId,
        new: countWhere(unseen),
        learning: countWhere(and(not(unseen!), ne(card.state, 2))),
        review: countWhere(and(not(unseen!), eq(card.state, 2))),
        dueNow: countWhere(and(isNotNull(card.due), lte(card.due, now))),
        neverAsked: countWhere(isNull(card.due)),
        retention: sql<number | null>`avg(${recall}) filter (where not ${unseen} and ${card.lastReview} is not null and ${card.stability} > 0)`.mapWith(Number),
      })
      .from(card)
      .where(inArray(card.planId, ids))
      .groupBy(card.planId),
    newIntroducedTodayByPlan(db, ids, now),
  ]);
  return new Map(
    plans.map((plan) => {
      const row = rows.find((entry) => entry.planId === plan.id);
      const allowed = Math.max(0, plan.dailyNew - (introduced.get(plan.id) ?? 0));
      return [
        plan.id,
        {
          counts: { new: row?.new ?? 0, learning: row?.learning ?? 0, review: row?.review ?? 0, due_now: row?.dueNow ?? 0 },
          retentionNow: row?.retention ?? null,
          today: { dueCount: row?.dueNow ?? 0, newCount: Math.min(allowed, row?.neverAsked ?? 0) },
        },
      ];
    }),
  );
}
