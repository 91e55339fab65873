// A learning card's review: the student says whether they knew the word (or reads it aloud and
// the speech score decides), and the word's FSRS card moves on. The word-plan core marks answers
// to paper items only (answerInRun); a self-assessed card has no item to mark, so this is the
// same transaction with the rightness given. It belongs beside answerInRun in word-plans/ and can
// move there unchanged (it uses the core's rating rule, scheduler and tables only).
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { wordPlanWords, wordReviews, wordRuns } from '../../db/tables/word-study';
import { badRequest, conflict } from '../../http/reply';
import { ratingFor, responseMsSince, reviewCard, WORD_PLAN_MESSAGES, type PlanRow, type RunRow } from '../word-plans';

type Db = Database | Transaction;

/** The question id a learning card's review is stored under: one review per word and run. */
export const learnQuestionId = (wordId: number) => `w${wordId}-learn`;

export type LearningOutcome = { word_id: number; is_right: 0 | 1; rating: number; due: string; replayed: 0 | 1; finished: 0 | 1; remaining: number };

/** Issued words of the run not reviewed yet. */
async function remainingWords(db: Db, run: RunRow): Promise<number> {
  const reviewed = new Set((await db.select({ wordId: wordReviews.wordId }).from(wordReviews).where(eq(wordReviews.runId, run.id))).map((row) => row.wordId));
  return run.wordIds.filter((wordId) => !reviewed.has(wordId)).length;
}

/**
 * Records the review of one card of a learning run, once: a repeated post returns the stored
 * outcome. The response time is the server's (since the run's last activity, capped); the run
 * finishes with its last card.
 */
export async function reviewLearningCard(db: Database, input: { plan: PlanRow; run: RunRow; wordId: number; right: boolean; answer: string; now: Date }): Promise<LearningOutcome> {
  const { plan, wordId, now } = input;
  if (!input.run.wordIds.includes(wordId)) throw badRequest(WORD_PLAN_MESSAGES.questionNotInRun);
  const questionId = learnQuestionId(wordId);
  return db.transaction(async (tx) => {
    // The run row is the lock, as in answerInRun: a replay waits for the first post and sees it.
    const [run] = await tx.select().from(wordRuns).where(eq(wordRuns.id, input.run.id)).for('update');
    const [stored] = await tx.select().from(wordReviews).where(and(eq(wordReviews.runId, run!.id), eq(wordReviews.questionId, questionId))).limit(1);
    const outcome = async (review: typeof wordReviews.$inferSelect, replayed: 0 | 1, finished: boolean): Promise<LearningOutcome> => ({
      word_id: review.wordId,
      is_right: review.isRight === 1 ? 1 : 0,
      rating: review.rating,
      due: review.dueAfter.toISOString(),
      replayed,
      finished: finished ? 1 : 0,
      remaining: await remainingWords(tx, run!),
    });
    if (stored) return outcome(stored, 1, run!.finishedAt !== null);
    if (run!.finishedAt !== null) throw conflict(WORD_PLAN_MESSAGES.runFinished);
    const [card] = await tx.select().from(wordPlanWords).where(and(eq(wordPlanWords.planId, plan.id), eq(wordPlanWords.wordId, wordId))).for('update');
    if (!card) throw badRequest(WORD_PLAN_MESSAGES.questionNotInRun);
    const responseMs = responseMsSince(run!.lastActivityAt, now);
    const rating = ratingFor(input.right, responseMs);
    const next = reviewCard(card, rating, now, plan.desiredRetention);
    const [review] = await tx
      .insert(wordReviews)
      .values({ runId: run!.id, planId: plan.id, wordId, questionId, isRight: input.right ? 1 : 0, rating, responseMs, answer: input.answer, reviewedAt: now, dueAfter: next.due! })
      .returning();
    await tx.update(wordPlanWords).set(next).where(and(eq(wordPlanWords.planId, plan.id), eq(wordPlanWords.wordId, wordId)));
    const finished = (await remainingWords(tx, run!)) === 0;
    await tx.update(wordRuns).set({ lastActivityAt: now, finishedAt: finished ? now : null }).where(eq(wordRuns.id, run!.id));
    return outcome(review!, 0, finished);
  });
}
