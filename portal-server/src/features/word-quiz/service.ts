// The word test (/study_word/test) and its wrong-topic loop (/study_word/wrong_topic) on the
// server: a timed test of 20 items of types 1, 14 and 22 over a word-study plan, marked by the
// server; answers after the end time are refused (423); leaving halfway gives 0 points; the
// items not answered right are practised again until every one is right.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { wordExamItems, wordExams, wordPlans, wordPlanWords } from '../../db/tables/word-study';
import { ApiError, badRequest, conflict, notFound } from '../../http/reply';
import { markPaperAnswer, paperItems, planQuestionId, TYPE_ID_KIND, type PaperAnswerBody, type PaperItem, type WordTypeId } from '../word-plans/paper';
import { planSummaries, requirePlan, type PlanRow } from '../word-plans/plans';
import { weakestSeenWords } from '../word-plans/today';
import { examScore, typeIdAt, WORD_EXAM_ITEMS, WORD_EXAM_SECONDS, wrongTopicState } from './exam-rules';

type Db = Database | Transaction;
type ExamRow = typeof wordExams.$inferSelect;
type ItemRow = typeof wordExamItems.$inferSelect;

export const MESSAGES = {
  examNotFound: '単語テストが見つかりません。',
  timeUp: '試験時間が終了しました。',
  examClosed: 'この単語テストはもう終わっています。',
  questionNotInExam: 'この問題はこの単語テストにありません。',
  notWrongTopic: 'この問題は間違えた問題の復習にありません。',
  guidOfOtherPlan: 'この guid は別のプランの単語テストで使われています。新しい guid で始めてください。',
} as const;

const examOf = (db: Db, studentId: number, guid: string) =>
  db
    .select()
    .from(wordExams)
    .where(and(eq(wordExams.studentId, studentId), eq(wordExams.guid, guid)))
    .limit(1)
    .then(([row]) => row);

async function requireExam(db: Db, studentId: number, guid: string): Promise<ExamRow> {
  const exam = await examOf(db, studentId, guid);
  if (!exam) throw notFound(MESSAGES.examNotFound);
  return exam;
}

const examItems = (db: Db, examId: number) => db.select().from(wordExamItems).where(eq(wordExamItems.examId, examId)).orderBy(asc(wordExamItems.position));

/**
 * Open tests whose end time has passed are finished as they stand (the student left at the
 * 423, or closed the tab): their answers count, and their wrong items join the wrong-topic loop.
 */
async function closeExpiredExams(db: Database, studentId: number, now: Date): Promise<void> {
  const expired = await db
    .select()
    .from(wordExams)
    .where(and(eq(wordExams.studentId, studentId), eq(wordExams.status, 'open'), lt(wordExams.endsAt, now)));
  for (const exam of expired) {
    const { score } = examScore(await examItems(db, exam.id));
    await db
      .update(wordExams)
      .set({ status: 'finished', finishedAt: exam.endsAt, score })
      .where(and(eq(wordExams.id, exam.id), eq(wordExams.status, 'open')));
  }
}

/** The plans a word test can be taken on, with an open test to resume and the last result. */
export async function quizTasks(db: Database, studentId: number, now: Date) {
  await closeExpiredExams(db, studentId, now);
  const plans = await db
    .select()
    .from(wordPlans)
    .where(and(eq(wordPlans.studentId, studentId), eq(wordPlans.module, 'study')))
    .orderBy(asc(wordPlans.createdAt), asc(wordPlans.id));
  const summaries = await planSummaries(db, plans);
  const exams = plans.length === 0 ? [] : await db.select().from(wordExams).where(inArray(wordExams.planId, plans.map((plan) => plan.id))).orderBy(desc(wordExams.startedAt), desc(wordExams.id));
  return {
    list: summaries.map((plan) => {
      const own = exams.filter((exam) => exam.planId === plan.plan_id);
      const open = own.find((exam) => exam.status === 'open');
      const last = own.find((exam) => exam.status === 'finished');
      return { plan_id: plan.plan_id, title: plan.title, word_count: plan.word_count, open_exam_guid: open?.guid ?? null, last: last ? { score: last.score, finished_at: last.finishedAt!.toISOString() } : null };
    }),
  };
}

/** The shape of a plan's test before it starts. */
export async function quizTopics(db: Database, studentId: number, planId: number) {
  const [plan] = await planSummaries(db, [await requirePlan(db, studentId, 'study', planId)]);
  return { time_limit_sec: WORD_EXAM_SECONDS, item_count: Math.min(WORD_EXAM_ITEMS, plan!.word_count), type_ids: [1, 14, 22] };
}

/** The test's words: seen words first (weakest recall first), then new words in plan order. */
async function examWords(db: Db, plan: PlanRow, now: Date): Promise<number[]> {
  const seen = await weakestSeenWords(db, plan, now, WORD_EXAM_ITEMS);
  if (seen.length >= WORD_EXAM_ITEMS) return seen;
  const fresh = await db
    .select({ wordId: wordPlanWords.wordId })
    .from(wordPlanWords)
    .where(and(eq(wordPlanWords.planId, plan.id), isNull(wordPlanWords.due)))
    .orderBy(asc(wordPlanWords.position))
    .limit(WORD_EXAM_ITEMS - seen.length);
  return [...seen, ...fresh.map((row) => row.wordId)];
}

/** Starts a test on the plan, or resumes the open one (an open test of the plan, or the one the guid names). */
export async function startExam(db: Database, studentId: number, planId: number, guid: string, now: Date) {
  const plan = await requirePlan(db, studentId, 'study', planId);
  await closeExpiredExams(db, studentId, now);
  const named = await examOf(db, studentId, guid);
  if (named && named.planId !== plan.id) throw conflict(MESSAGES.guidOfOtherPlan);
  const [open] = await db
    .select()
    .from(wordExams)
    .where(and(eq(wordExams.planId, plan.id), eq(wordExams.status, 'open')))
    .limit(1);
  const exam = named ?? open ?? (await createExam(db, studentId, plan, guid, now));
  return examPaper(db, exam, now);
}

async function createExam(db: Database, studentId: number, plan: PlanRow, guid: string, now: Date): Promise<ExamRow> {
  const wordIds = await examWords(db, plan, now);
  return db.transaction(async (tx) => {
    const [exam] = await tx
      .insert(wordExams)
      .values({ studentId, planId: plan.id, guid, status: 'open', startedAt: now, endsAt: new Date(now.getTime() + WORD_EXAM_SECONDS * 1000) })
      .onConflictDoNothing()
      .returning();
    // The same guid started twice at once: the second takes the first one's test.
    if (!exam) return (await examOf(tx, studentId, guid))!;
    const items = wordIds.map((wordId, position) => {
      const typeId = typeIdAt(position);
      return { examId: exam.id, position, wordId, typeId, questionId: planQuestionId(wordId, TYPE_ID_KIND[typeId]) };
    });
    if (items.length > 0) await tx.insert(wordExamItems).values(items);
    return exam;
  });
}

async function itemsWithPaper(db: Db, items: ItemRow[]): Promise<(PaperItem & { row: ItemRow })[]> {
  const papers = await paperItems(
    db,
    items.map((item) => ({ wordId: item.wordId, kind: TYPE_ID_KIND[item.typeId as WordTypeId] })),
  );
  return items.flatMap((row) => {
    const paper = papers.find((entry) => entry.question_id === row.questionId);
    return paper ? [{ ...paper, row }] : [];
  });
}

/** The test with its items; answered state per item, and whether each was right once the test is over. */
export async function examPaper(db: Database, exam: ExamRow, now: Date) {
  const items = await itemsWithPaper(db, await examItems(db, exam.id));
  const over = exam.status !== 'open';
  return {
    guid: exam.guid,
    plan_id: exam.planId,
    status: exam.status as 'open' | 'finished' | 'aborted',
    started_at: exam.startedAt.toISOString(),
    ends_at: exam.endsAt.toISOString(),
    remaining_sec: over ? 0 : Math.max(0, Math.ceil((exam.endsAt.getTime() - now.getTime()) / 1000)),
    score: exam.score,
    items: items.map(({ row, ...paper }) => ({ ...paper, answered: row.answeredAt === null ? (0 as const) : (1 as const), is_right: over && row.isRight !== null ? (row.isRight === 1 ? (1 as const) : (0 as const)) : null })),
  };
}

export async function examResource(db: Database, studentId: number, guid: string, now: Date) {
  await closeExpiredExams(db, studentId, now);
  return examPaper(db, await requireExam(db, studentId, guid), now);
}

async function requireItem(db: Db, exam: ExamRow, questionId: string, message: string): Promise<ItemRow> {
  const [item] = await db
    .select()
    .from(wordExamItems)
    .where(and(eq(wordExamItems.examId, exam.id), eq(wordExamItems.questionId, questionId)))
    .limit(1);
  if (!item) throw badRequest(message);
  return item;
}

async function markItem(db: Db, item: ItemRow, body: PaperAnswerBody) {
  const [paper] = await paperItems(db, [{ wordId: item.wordId, kind: TYPE_ID_KIND[item.typeId as WordTypeId] }]);
  if (!paper) throw badRequest(MESSAGES.questionNotInExam);
  return markPaperAnswer(paper, body);
}

/**
 * One answer of an open test, marked by the server. After the end time: 423 (the answer is
 * void). An item answered already keeps its first answer (a retried post changes nothing).
 */
export async function submitExamAnswer(db: Database, studentId: number, body: PaperAnswerBody, now: Date) {
  const exam = await requireExam(db, studentId, body.guid);
  // Past the end time every answer is void (423), whether or not the test was closed since.
  if (now.getTime() > exam.endsAt.getTime()) throw new ApiError(423, MESSAGES.timeUp);
  if (exam.status !== 'open') throw conflict(MESSAGES.examClosed);
  const item = await requireItem(db, exam, body.question_id, MESSAGES.questionNotInExam);
  if (item.answeredAt !== null) return answerReply(db, exam, item, 1);
  const marked = await markItem(db, item, body);
  await db
    .update(wordExamItems)
    .set({ isRight: marked.right ? 1 : 0, answer: marked.answer, answeredAt: now })
    .where(and(eq(wordExamItems.examId, exam.id), eq(wordExamItems.position, item.position), isNull(wordExamItems.answeredAt)));
  return answerReply(db, exam, await requireItem(db, exam, body.question_id, MESSAGES.questionNotInExam), 0);
}

async function answerReply(db: Db, exam: ExamRow, item: ItemRow, replayed: 0 | 1) {
  const items = await examItems(db, exam.id);
  return { question_id: item.questionId, is_right: item.isRight === 1 ? (1 as const) : (0 as const), answered: items.filter((entry) => entry.answeredAt !== null).length, total: items.length, replayed };
}

/** Ends an open test: 5 points per right item, percent from right / total. Finishing again gives the same result. */
export async function finishExam(db: Database, studentId: number, guid: string, now: Date) {
  const exam = await requireExam(db, studentId, guid);
  const items = await examItems(db, exam.id);
  const result = examScore(items);
  if (exam.status === 'open') {
    await db
      .update(wordExams)
      .set({ status: 'finished', finishedAt: now, score: result.score })
      .where(and(eq(wordExams.id, exam.id), eq(wordExams.status, 'open')));
  }
  const final = await requireExam(db, studentId, guid);
  const aborted = final.status === 'aborted';
  return { guid, status: final.status as 'finished' | 'aborted', score: aborted ? 0 : result.score, percent: aborted ? 0 : result.percent, right: aborted ? 0 : result.right, total: result.total };
}

/** Leaves an open test halfway: status aborted, 0 points (spec part 3 sections 4 and 8). */
export async function abortExam(db: Database, studentId: number, guid: string, now: Date) {
  const exam = await requireExam(db, studentId, guid);
  if (exam.status === 'finished') throw conflict(MESSAGES.examClosed);
  if (exam.status === 'open') await db.update(wordExams).set({ status: 'aborted', finishedAt: now, score: 0 }).where(and(eq(wordExams.id, exam.id), eq(wordExams.status, 'open')));
  return { guid, status: 'aborted' as const, score: 0 };
}

/** Finished tests that still have wrong or unanswered items not yet answered right. */
export async function wrongTopicList(db: Database, studentId: number, now: Date) {
  await closeExpiredExams(db, studentId, now);
  const rows = await db
    .select({ exam: wordExams, item: wordExamItems, title: wordPlans.title })
    .from(wordExams)
    .innerJoin(wordPlans, eq(wordPlans.id, wordExams.planId))
    .innerJoin(wordExamItems, eq(wordExamItems.examId, wordExams.id))
    .where(and(eq(wordExams.studentId, studentId), eq(wordExams.status, 'finished'), isNotNull(wordExams.finishedAt), eq(wordPlans.module, 'study')))
    .orderBy(desc(wordExams.finishedAt), asc(wordExamItems.position));
  const exams = new Map<number, { exam: ExamRow; title: string; items: ItemRow[] }>();
  for (const row of rows) {
    const entry = exams.get(row.exam.id) ?? { exam: row.exam, title: row.title, items: [] };
    entry.items.push(row.item);
    exams.set(row.exam.id, entry);
  }
  return {
    list: [...exams.values()].flatMap(({ exam, title, items }) => {
      const state = wrongTopicState(items);
      if (state.remaining === 0) return [];
      return [{ guid: exam.guid, plan_id: exam.planId, title, score: exam.score, finished_at: exam.finishedAt!.toISOString(), remaining: state.remaining, total: state.total }];
    }),
  };
}

async function requireFinishedExam(db: Db, studentId: number, guid: string): Promise<ExamRow> {
  const exam = await requireExam(db, studentId, guid);
  if (exam.status !== 'finished') throw notFound(MESSAGES.examNotFound);
  return exam;
}

/** The wrong-topic loop of a test: the items still to get right, with how many are fixed. */
export async function wrongTopicResource(db: Database, studentId: number, guid: string, now: Date) {
  await closeExpiredExams(db, studentId, now);
  const exam = await requireFinishedExam(db, studentId, guid);
  const state = wrongTopicState(await examItems(db, exam.id));
  const items = await itemsWithPaper(db, state.open);
  return { guid, items: items.map(({ row: _row, ...paper }) => paper), fixed: state.fixed, total: state.total, remaining: state.remaining };
}

/** One answer in the wrong-topic loop: a right answer fixes the item; a wrong one leaves it in the loop. */
export async function submitWrongTopicAnswer(db: Database, studentId: number, body: PaperAnswerBody, now: Date) {
  const exam = await requireFinishedExam(db, studentId, body.guid);
  const item = await requireItem(db, exam, body.question_id, MESSAGES.notWrongTopic);
  if (item.isRight === 1) throw badRequest(MESSAGES.notWrongTopic);
  let right = item.fixedAt !== null;
  if (!right) {
    right = (await markItem(db, item, body)).right;
    if (right) await db.update(wordExamItems).set({ fixedAt: now }).where(and(eq(wordExamItems.examId, exam.id), eq(wordExamItems.position, item.position), isNull(wordExamItems.fixedAt)));
  }
  const state = wrongTopicState(await examItems(db, exam.id));
  return { question_id: item.questionId, is_right: right ? (1 as const) : (0 as const), remaining: state.remaining, fixed: state.fixed, total: state.total };
}
