// Word runs: one sitting over a plan's words (today's task, a challenge paper, a business
// learning or test run). The client names a run by its guid; the server keeps the paper as
// issued (word_runs.word_ids) and every answer once per (run, question) in word_reviews, with the
// FSRS rating it gave. Marking, rating and the card update happen in one transaction.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { wordPlanWords, wordReviews, wordRuns } from '../../db/tables/word-study';
import { badRequest, conflict, notFound } from '../../http/reply';
import { MESSAGES } from './messages';
import { kindForCard, markPaperAnswer, paperItem, paperItems, paperItemSchema, parseQuestionId, planQuestionId, wordsById, type PaperAnswerBody, type PaperItem, type WordKind } from './paper';
import type { PlanRow } from './plans';
import { ratingFor, responseMsSince } from './rating';
import { reviewCard, type PlanWordRow } from './scheduler';

type Db = Database | Transaction;

export type RunRow = typeof wordRuns.$inferSelect;
/** task: today's task; challenge: a challenge paper; other modules name their own (biz: learn, test). */
export type RunKind = 'task' | 'challenge' | (string & {});

/**
 * Starts a run with the client's guid over the given words, or returns the run the guid already
 * names (a retried start resumes). A guid used for another plan or kind is refused.
 */
export async function startRun(db: Db, input: { plan: PlanRow; studentId: number; guid: string; kind: RunKind; wordIds: number[]; now: Date }): Promise<RunRow> {
  const existing = await findRun(db, input.studentId, input.guid);
  if (existing) return sameRunOrRefuse(existing, input.plan, input.kind);
  await db
    .insert(wordRuns)
    .values({ planId: input.plan.id, studentId: input.studentId, guid: input.guid, kind: input.kind, wordIds: input.wordIds, issuedAt: input.now, lastActivityAt: input.now, finishedAt: input.wordIds.length === 0 ? input.now : null })
    .onConflictDoNothing();
  // Two starts with one guid at once: both read the row the first one wrote.
  return sameRunOrRefuse((await findRun(db, input.studentId, input.guid))!, input.plan, input.kind);
}

function sameRunOrRefuse(run: RunRow, plan: PlanRow, kind: RunKind): RunRow {
  if (run.planId !== plan.id || run.kind !== kind) throw conflict(MESSAGES.guidOfOtherPlan);
  return run;
}

async function findRun(db: Db, studentId: number, guid: string): Promise<RunRow | undefined> {
  const [run] = await db.select().from(wordRuns).where(and(eq(wordRuns.studentId, studentId), eq(wordRuns.guid, guid))).limit(1);
  return run;
}

/** The student's run of this plan named by guid, or 404. */
export async function requireRun(db: Db, studentId: number, plan: PlanRow, guid: string): Promise<RunRow> {
  const run = await findRun(db, studentId, guid);
  if (!run || run.planId !== plan.id) throw notFound(MESSAGES.runNotFound);
  return run;
}

type ReviewRow = typeof wordReviews.$inferSelect;

async function runReviews(db: Db, runId: number): Promise<ReviewRow[]> {
  return db.select().from(wordReviews).where(eq(wordReviews.runId, runId)).orderBy(asc(wordReviews.id));
}

async function planCards(db: Db, planId: number, wordIds: number[]): Promise<Map<number, PlanWordRow>> {
  if (wordIds.length === 0) return new Map();
  const rows = await db.select().from(wordPlanWords).where(and(eq(wordPlanWords.planId, planId), inArray(wordPlanWords.wordId, wordIds)));
  return new Map(rows.map((row) => [row.wordId, row]));
}

export type RunProgress = { finished: boolean; answered: number; total: number; next: { wordId: number; kind: WordKind } | null };

/**
 * Where a run stands: the issued words not answered yet come first, in paper order; then, in a
 * task run, the words answered wrong in it whose card is due again (FSRS's learning step) and
 * whose next way of asking has not been asked in this run. Pure over the rows, so it is tested
 * without a database.
 */
export function runProgressOf(run: RunRow, reviews: ReviewRow[], cards: Map<number, PlanWordRow>, now: Date): RunProgress {
  const asked = new Set(reviews.map((review) => review.questionId));
  const latest = new Map(reviews.map((review) => [review.wordId, review]));
  const unanswered = run.wordIds.filter((wordId) => !latest.has(wordId) && cards.has(wordId));
  const comingBack =
    run.kind !== 'task'
      ? []
      : [...latest.values()]
          .flatMap((review) => {
            const card = cards.get(review.wordId);
            if (!card || review.isRight === 1 || card.due === null || card.due > now) return [];
            return asked.has(planQuestionId(review.wordId, kindForCard(card))) ? [] : [card];
          })
          .sort((a, b) => a.due!.getTime() - b.due!.getTime());
  const nextWord = unanswered[0] ?? comingBack[0]?.wordId;
  const nextCard = nextWord === undefined ? undefined : cards.get(nextWord);
  return {
    finished: run.finishedAt !== null || nextCard === undefined,
    answered: reviews.length,
    total: reviews.length + unanswered.length + comingBack.length,
    next: run.finishedAt !== null || nextCard === undefined ? null : { wordId: nextCard.wordId, kind: kindForCard(nextCard) },
  };
}

export async function runProgress(db: Db, plan: PlanRow, run: RunRow, now: Date): Promise<RunProgress> {
  const reviews = await runReviews(db, run.id);
  const cards = await planCards(db, plan.id, [...new Set([...run.wordIds, ...reviews.map((review) => review.wordId)])]);
  return runProgressOf(run, reviews, cards, now);
}

export const nextItemSchema = z.object({
  guid: z.string(),
  finished: z.union([z.literal(0), z.literal(1)]),
  position: z.number().int().describe('この問題が何問目か（1から）。終わったときは答えた数'),
  total: z.number().int().describe('この回の問題数の見込み（間違えた単語がもう一度出ると増える）'),
  item: paperItemSchema.nullable(),
});
export type NextItem = z.output<typeof nextItemSchema>;

/**
 * The run's current item (asking again before answering gives the same item), or finished:
 * a run with nothing left is closed here, so a word that comes due later starts a new run.
 */
export async function nextItem(db: Db, plan: PlanRow, run: RunRow, now: Date): Promise<NextItem> {
  const progress = await runProgress(db, plan, run, now);
  if (!progress.next) {
    if (run.finishedAt === null) await db.update(wordRuns).set({ finishedAt: now }).where(eq(wordRuns.id, run.id));
    return { guid: run.guid, finished: 1, position: progress.answered, total: progress.answered, item: null };
  }
  const item = await paperItem(db, progress.next.wordId, progress.next.kind);
  return { guid: run.guid, finished: 0, position: progress.answered + 1, total: Math.max(progress.total, progress.answered + 1), item };
}

/** The whole paper of a fixed run (challenge, test): every issued word asked the way its card says now. */
export async function runPaper(db: Db, plan: PlanRow, run: RunRow): Promise<PaperItem[]> {
  const cards = await planCards(db, plan.id, run.wordIds);
  return paperItems(
    db,
    run.wordIds.flatMap((wordId) => {
      const card = cards.get(wordId);
      return card ? [{ wordId, kind: kindForCard(card) }] : [];
    }),
  );
}

export const answerOutcomeSchema = z.object({
  word_id: z.number().int(),
  question_id: z.string(),
  is_right: z.union([z.literal(0), z.literal(1)]).describe('サーバーが採点した結果'),
  percent: z.number().int().describe('0〜100（発音は送られた percent_score、ほかは正解 100・不正解 0）'),
  rating: z.number().int().min(1).max(4).describe('FSRS の評価（1 Again、2 Hard、3 Good、4 Easy）'),
  due: z.string().describe('次に復習する日時（ISO 8601）'),
  replayed: z.union([z.literal(0), z.literal(1)]).describe('1: 同じ問題の回答が既にあり、その結果を返した（何も変えていない）'),
});
export type AnswerOutcome = z.output<typeof answerOutcomeSchema>;

const outcomeOf = (review: ReviewRow, replayed: 0 | 1): AnswerOutcome => ({
  word_id: review.wordId,
  question_id: review.questionId,
  is_right: review.isRight === 1 ? 1 : 0,
  // A reading keeps its speech score as its answer; everything else is all or nothing.
  percent: parseQuestionId(review.questionId)?.kind === 'read' ? Math.round(Number(review.answer) || 0) : review.isRight * 100,
  rating: review.rating,
  due: review.dueAfter.toISOString(),
  replayed,
});

/**
 * Marks an answer of a run and reschedules its word, once per (run, question_id): a repeated
 * post returns the stored outcome and changes nothing. The response time is the server's, since
 * the run's last activity (capped), so a client cannot claim a fast answer.
 */
export async function answerInRun(db: Database, input: { plan: PlanRow; run: RunRow; body: PaperAnswerBody; wordId?: number | undefined; now: Date }): Promise<AnswerOutcome> {
  const { body } = input;
  const question = parseQuestionId(body.question_id);
  if (!question) throw badRequest(MESSAGES.badQuestionId);
  if (input.wordId !== undefined && input.wordId !== question.wordId) throw badRequest(MESSAGES.wordIdMismatch);
  if (!input.run.wordIds.includes(question.wordId)) throw badRequest(MESSAGES.questionNotInRun);
  const marked = markPaperAnswer(await paperItem(db, question.wordId, question.kind), body);
  return recordReview(
    db,
    { plan: input.plan, run: input.run, wordId: question.wordId, questionId: body.question_id, right: marked.right, answer: marked.answer, now: input.now },
    (_tx, { review, replayed }) => outcomeOf(review, replayed),
  );
}

/** The question id a learning card's review is stored under: one review per word and run. */
export const learnQuestionId = (wordId: number) => `w${wordId}-learn`;

export type LearningOutcome = { word_id: number; is_right: 0 | 1; rating: number; due: string; replayed: 0 | 1; finished: 0 | 1; remaining: number };

/**
 * A learning card's review (business words): the student says whether they knew the word (or
 * reads it aloud and the speech score decides), so there is no paper item to mark and the
 * rightness is given; otherwise it is answerInRun: once per (run, word), the server's response
 * time, the same rating rule and card update. The run finishes with its last card.
 */
export async function reviewLearningCard(db: Database, input: { plan: PlanRow; run: RunRow; wordId: number; right: boolean; answer: string; now: Date }): Promise<LearningOutcome> {
  if (!input.run.wordIds.includes(input.wordId)) throw badRequest(MESSAGES.questionNotInRun);
  return recordReview(db, { ...input, questionId: learnQuestionId(input.wordId) }, async (tx, { review, replayed, finished, run }) => ({
    word_id: review.wordId,
    is_right: review.isRight === 1 ? 1 : 0,
    rating: review.rating,
    due: review.dueAfter.toISOString(),
    replayed,
    finished: finished ? 1 : 0,
    remaining: await remainingWords(tx, run),
  }));
}

type RecordedReview = { review: ReviewRow; replayed: 0 | 1; finished: boolean; run: RunRow };

/**
 * The one transaction behind every answer of a run: under a lock on the run row (answers of one
 * run are taken one at a time, so a replay sees the first), a question already answered in the
 * run returns its stored review (replayed); otherwise the word's card is rated from the
 * rightness and the server's response time (since the run's last activity, capped), rescheduled
 * by FSRS, the review stored, and the run's activity moved on (a fixed paper finishes with its
 * last word). `outcome` shapes the reply inside the transaction.
 */
async function recordReview<T>(
  db: Database,
  input: { plan: PlanRow; run: RunRow; wordId: number; questionId: string; right: boolean; answer: string; now: Date },
  outcome: (tx: Transaction, recorded: RecordedReview) => T | Promise<T>,
): Promise<T> {
  const { plan, wordId, questionId, now } = input;
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(wordRuns).where(eq(wordRuns.id, input.run.id)).for('update');
    const [stored] = await tx.select().from(wordReviews).where(and(eq(wordReviews.runId, run!.id), eq(wordReviews.questionId, questionId))).limit(1);
    if (stored) return outcome(tx, { review: stored, replayed: 1, finished: run!.finishedAt !== null, run: run! });
    if (run!.finishedAt !== null) throw conflict(MESSAGES.runFinished);
    const [card] = await tx.select().from(wordPlanWords).where(and(eq(wordPlanWords.planId, plan.id), eq(wordPlanWords.wordId, wordId))).for('update');
    if (!card) throw badRequest(MESSAGES.questionNotInRun);
    const responseMs = responseMsSince(run!.lastActivityAt, now);
    const rating = ratingFor(input.right, responseMs);
    const next = reviewCard(card, rating, now, plan.desiredRetention);
    const [review] = await tx
      .insert(wordReviews)
      .values({ runId: run!.id, planId: plan.id, wordId, questionId, isRight: input.right ? 1 : 0, rating, responseMs, answer: input.answer, reviewedAt: now, dueAfter: next.due! })
      .returning();
    await tx.update(wordPlanWords).set(next).where(and(eq(wordPlanWords.planId, plan.id), eq(wordPlanWords.wordId, wordId)));
    const finished = await fixedRunDone(tx, run!);
    await tx.update(wordRuns).set({ lastActivityAt: now, finishedAt: finished ? now : null }).where(eq(wordRuns.id, run!.id));
    return outcome(tx, { review: review!, replayed: 0, finished, run: run! });
  });
}

/** Issued words of the run not answered yet. */
async function remainingWords(db: Db, run: RunRow): Promise<number> {
  const answered = new Set((await db.select({ wordId: wordReviews.wordId }).from(wordReviews).where(eq(wordReviews.runId, run.id))).map((row) => row.wordId));
  return run.wordIds.filter((wordId) => !answered.has(wordId)).length;
}

/** A fixed paper (anything but a task run: a challenge, a test, a learning run) ends with the answer to its last issued word. */
async function fixedRunDone(tx: Db, run: RunRow): Promise<boolean> {
  return run.kind !== 'task' && (await remainingWords(tx, run)) === 0;
}

export const runResultSchema = z.object({
  run: z.object({ guid: z.string(), kind: z.string(), finished: z.union([z.literal(0), z.literal(1)]) }),
  right: z.number().int(),
  wrong: z.number().int(),
  items: z.array(
    z.object({
      word_id: z.number().int(),
      word: z.string(),
      meaning: z.string(),
      question_id: z.string(),
      is_right: z.union([z.literal(0), z.literal(1)]),
      rating: z.number().int(),
      due_after: z.string(),
    }),
  ),
});

/** A run's answers in the order given, with each word and the due date the answer set. */
export async function runResult(db: Db, run: RunRow): Promise<z.output<typeof runResultSchema>> {
  const reviews = await runReviews(db, run.id);
  const byId = await wordsById(db, [...new Set(reviews.map((review) => review.wordId))]);
  const right = reviews.filter((review) => review.isRight === 1).length;
  return {
    run: { guid: run.guid, kind: run.kind, finished: run.finishedAt === null ? 0 : 1 },
    right,
    wrong: reviews.length - right,
    items: reviews.map((review) => ({
      word_id: review.wordId,
      word: byId.get(review.wordId)?.word ?? '',
      meaning: byId.get(review.wordId)?.meaning ?? '',
      question_id: review.questionId,
      is_right: review.isRight === 1 ? 1 : 0,
      rating: review.rating,
      due_after: review.dueAfter.toISOString(),
    })),
  };
}
