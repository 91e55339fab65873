// Business-word plans on the word-plan core (features/word-plans, module 'biz', the business word
// list): the plan list with today's state, the list's units as the "levels" a plan is made of,
// learning runs of today's cards, test papers, their results and whether today's work is done.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favoriteWords, poorWords, wordBookmarkLists, wordPlans, wordReviews, wordRuns } from '../../db/tables/word-study';
import { wordLists, wordUnits, words } from '../../db/tables/words';
import { badRequest, notFound } from '../../http/reply';
import { startOfTokyoDay } from '../../lib/tokyo-time';
import { MESSAGES as WORD_PLAN_MESSAGES } from '../word-plans/messages';
import { createPlan, MAX_PLANS, planSummaries, planSummary, requirePlan, type PlanOut, type PlanRow } from '../word-plans/plans';
import { requireRun, runPaper, runResult, startRun, type RunRow } from '../word-plans/runs';
import { CHALLENGE_SIZE, todaySelection, weakestSeenWords } from '../word-plans/today';
import { bizWordCards, wordsByIds } from './cards';

export const BIZ = 'biz' as const;
export const BIZ_LIST = 'business';

/** A learning run brings new words (new_task=1) or the words due for review (0); a test is a paper over words already learned. */
export const RUN_KINDS = { learnNew: 'learn-new', learnReview: 'learn-review', test: 'test' } as const;
const learnKind = (newTask: 0 | 1) => (newTask === 1 ? RUN_KINDS.learnNew : RUN_KINDS.learnReview);

/** The test paper's size: the core's challenge size (the weakest words learned so far). */
export const TEST_SIZE = CHALLENGE_SIZE;

export const MESSAGES = {
  noLevels: 'ビジネス単語のリストがまだ読み込まれていません。',
} as const;

/** The plan's run of `kind` issued today and not finished (a learner coming back resumes it). */
async function openRunToday(db: Database, plan: PlanRow, kind: string, now: Date): Promise<RunRow | undefined> {
  const [run] = await db
    .select()
    .from(wordRuns)
    .where(and(eq(wordRuns.planId, plan.id), eq(wordRuns.kind, kind), isNull(wordRuns.finishedAt), gte(wordRuns.issuedAt, startOfTokyoDay(now))))
    .orderBy(desc(wordRuns.id))
    .limit(1);
  return run;
}

/** The plan's last run of `kind` finished today. */
async function finishedRunToday(db: Database, plan: PlanRow, kind: string, now: Date): Promise<RunRow | undefined> {
  const [run] = await db
    .select()
    .from(wordRuns)
    .where(and(eq(wordRuns.planId, plan.id), eq(wordRuns.kind, kind), isNotNull(wordRuns.finishedAt), gte(wordRuns.finishedAt, startOfTokyoDay(now))))
    .orderBy(desc(wordRuns.id))
    .limit(1);
  return run;
}

/** Today's state of a plan: what is left to learn and whether today's learning and test are done. */
async function todayOf(db: Database, plan: PlanRow, now: Date) {
  const selection = await todaySelection(db, plan, now);
  const tested = await finishedRunToday(db, plan, RUN_KINDS.test, now);
  return {
    due_count: selection.dueCount,
    new_count: selection.newCount,
    learn_completed: selection.dueCount === 0 && selection.newCount === 0 ? (1 as const) : (0 as const),
    test_completed: tested ? (1 as const) : (0 as const),
  };
}

/** The student's business plans, oldest first, each with today's state. */
export async function myPlanList(db: Database, studentId: number, now: Date) {
  const rows = await db
    .select()
    .from(wordPlans)
    .where(and(eq(wordPlans.studentId, studentId), eq(wordPlans.module, BIZ)))
    .orderBy(asc(wordPlans.createdAt), asc(wordPlans.id));
  const summaries = await planSummaries(db, rows);
  const list = [];
  for (const [at, row] of rows.entries()) list.push({ ...summaries[at]!, today: await todayOf(db, row, now) });
  return { list, max_plans: MAX_PLANS };
}

/** The business list's units, each a "level" a plan is made of (and the word list's levels), with their word counts. */
export async function wordLevelList(db: Database) {
  const [list] = await db.select().from(wordLists).where(eq(wordLists.code, BIZ_LIST)).limit(1);
  if (!list) return { list_code: BIZ_LIST, title: '', word_count: 0, list: [] };
  const units = await db
    .select({ id: wordUnits.id, title: wordUnits.title, titleEn: wordUnits.titleEn, words: count(words.id) })
    .from(wordUnits)
    .leftJoin(words, eq(words.unitId, wordUnits.id))
    .where(eq(wordUnits.listId, list.id))
    .groupBy(wordUnits.id)
    .orderBy(asc(wordUnits.position));
  return {
    list_code: list.code,
    title: list.title,
    word_count: units.reduce((sum, unit) => sum + unit.words, 0),
    list: units.map((unit) => ({ level_id: unit.id, title: unit.title, title_en: unit.titleEn, word_count: unit.words })),
  };
}

/** The business-word home: plans with today's state, the list, and the counts of bookmarks, poor words and favourites. */
export async function bizIndex(db: Database, studentId: number, now: Date) {
  const [plans, levels, [bookmarks], [poor], [favorites]] = await Promise.all([
    myPlanList(db, studentId, now),
    wordLevelList(db),
    db.select({ total: count() }).from(wordBookmarkLists).where(eq(wordBookmarkLists.studentId, studentId)),
    db.select({ total: count() }).from(poorWords).where(eq(poorWords.studentId, studentId)),
    db.select({ total: count() }).from(favoriteWords).where(and(eq(favoriteWords.studentId, studentId), eq(favoriteWords.module, BIZ))),
  ]);
  return {
    plan_list: plans.list,
    max_plans: plans.max_plans,
    word_list: { list_code: levels.list_code, title: levels.title, word_count: levels.word_count, level_count: levels.list.length },
    bookmark_list_count: bookmarks?.total ?? 0,
    poor_word_count: poor?.total ?? 0,
    favorite_word_count: favorites?.total ?? 0,
  };
}

/** A plan's default title: the levels it is made of (or the whole list). */
function defaultTitle(levelTitles: string[]): string {
  if (levelTitles.length === 0) return 'ビジネス英単語（全部）';
  const joined = levelTitles.join('・');
  return joined.length <= 40 ? joined : `${joined.slice(0, 37)}…`;
}

export async function addWordPlan(db: Database, studentId: number, input: { title?: string | undefined; level_ids?: number[] | undefined; daily_new?: number | undefined; desired_retention?: number | undefined }, now: Date) {
  const levels = (await wordLevelList(db)).list;
  if (levels.length === 0) throw badRequest(MESSAGES.noLevels);
  const wanted = input.level_ids ?? [];
  const title = input.title ?? defaultTitle(levels.filter((level) => wanted.includes(level.level_id)).map((level) => level.title));
  const created = await createPlan(db, studentId, BIZ, { title, dailyNew: input.daily_new, desiredRetention: input.desired_retention, source: { listCode: BIZ_LIST, unitIds: wanted } }, now);
  return { plan: created.plan, added_count: created.added.length };
}

/** A plan with today's state, for the replies of the plan's screens. */
async function planWithToday(db: Database, plan: PlanRow, now: Date): Promise<PlanOut & { today: Awaited<ReturnType<typeof todayOf>> }> {
  return { ...(await planSummary(db, plan)), today: await todayOf(db, plan, now) };
}

/**
 * Today's learning cards: new words (new_task=1, up to what daily_new still allows today) or the
 * words due (0). The run is issued on the first call and resumed by later ones the same day, so
 * reopening the screen shows the same cards with those already reviewed marked.
 */
export async function startLearning(db: Database, studentId: number, planId: number, newTask: 0 | 1, now: Date) {
  const plan = await requirePlan(db, studentId, BIZ, planId);
  const kind = learnKind(newTask);
  let run = await openRunToday(db, plan, kind, now);
  if (!run) {
    const selection = await todaySelection(db, plan, now);
    const wordIds = newTask === 1 ? selection.newIds : selection.dueIds;
    if (wordIds.length > 0) run = await startRun(db, { plan, studentId, guid: randomUUID(), kind, wordIds, now });
    // Today's words all learned: the day's finished run comes back with every card learned, so the
    // page shows what was learned (and the way to the test) rather than "nothing to learn".
    else run = await finishedRunToday(db, plan, kind, now);
  }
  const reviewed = run ? await reviewedWordIds(db, run) : new Set<number>();
  const cards = run ? await bizWordCards(db, studentId, await wordsByIds(db, run.wordIds)) : [];
  return {
    plan: await planWithToday(db, plan, now),
    guid: run?.guid ?? '',
    new_task: newTask,
    total: cards.length,
    learned_count: cards.filter((card) => reviewed.has(card.word_id)).length,
    cards: cards.map((card) => ({ ...card, learned: reviewed.has(card.word_id) ? (1 as const) : (0 as const) })),
  };
}

async function reviewedWordIds(db: Database, run: RunRow): Promise<Set<number>> {
  if (run.wordIds.length === 0) return new Set();
  const rows = await db.select({ wordId: wordReviews.wordId }).from(wordReviews).where(and(eq(wordReviews.runId, run.id), inArray(wordReviews.wordId, run.wordIds)));
  return new Set(rows.map((row) => row.wordId));
}

/** The plan's learning run named by guid (404 when it is another plan's, another student's, or not a learning run). */
export async function requireLearningRun(db: Database, studentId: number, planId: number, guid: string) {
  const plan = await requirePlan(db, studentId, BIZ, planId);
  const run = await requireRun(db, studentId, plan, guid);
  if (run.kind !== RUN_KINDS.learnNew && run.kind !== RUN_KINDS.learnReview) throw notFound(WORD_PLAN_MESSAGES.runNotFound);
  return { plan, run };
}

/**
 * A test paper: the plan's learned words, weakest predicted recall first, each asked the way its
 * card says (core paper items). An unfinished test of today is resumed with its paper.
 */
export async function startTesting(db: Database, studentId: number, planId: number, now: Date) {
  const plan = await requirePlan(db, studentId, BIZ, planId);
  let run = await openRunToday(db, plan, RUN_KINDS.test, now);
  if (!run) {
    const wordIds = await weakestSeenWords(db, plan, now, TEST_SIZE);
    if (wordIds.length === 0) throw badRequest(WORD_PLAN_MESSAGES.noSeenWords);
    run = await startRun(db, { plan, studentId, guid: randomUUID(), kind: RUN_KINDS.test, wordIds, now });
  }
  const answered = (await runResult(db, run)).items.map((item) => item.question_id);
  return { plan: await planSummary(db, plan), guid: run.guid, items: await runPaper(db, plan, run), answered };
}

/** The plan's test run named by guid. */
export async function requireTestRun(db: Database, studentId: number, planId: number, guid: string) {
  const plan = await requirePlan(db, studentId, BIZ, planId);
  const run = await requireRun(db, studentId, plan, guid);
  if (run.kind !== RUN_KINDS.test) throw notFound(WORD_PLAN_MESSAGES.runNotFound);
  return { plan, run };
}

/** A run's result with the spec's scores: 5 points a right answer, percent of the paper right. */
export async function viewTestResults(db: Database, studentId: number, planId: number, guid: string) {
  const plan = await requirePlan(db, studentId, BIZ, planId);
  const run = await requireRun(db, studentId, plan, guid);
  const result = await runResult(db, run);
  const total = run.wordIds.length;
  return {
    plan: await planSummary(db, plan),
    ...result,
    total,
    unanswered: Math.max(0, total - result.items.length),
    score: result.right * 5,
    percent: total === 0 ? 0 : Math.round((result.right / total) * 100),
  };
}

/** Whether today's learning (nothing new or due left) or test (one finished today) is done. */
export async function checkPlanCompleted(db: Database, studentId: number, planId: number, actionType: 'learn' | 'test', now: Date) {
  const plan = await requirePlan(db, studentId, BIZ, planId);
  const today = await todayOf(db, plan, now);
  const lastTest = await finishedRunToday(db, plan, RUN_KINDS.test, now);
  return {
    plan_id: plan.id,
    action_type: actionType,
    completed: actionType === 'learn' ? today.learn_completed : today.test_completed,
    due_count: today.due_count,
    new_count: today.new_count,
    last_test_guid: lastTest?.guid ?? null,
  };
}

