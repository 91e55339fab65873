// Business-word plans on the word-plan core (features/word-plans, module 'biz', the business word
// list): the plan list with today's state, the list's units as the "levels" a plan is made of,
// learning runs of today's cards, test papers, their results and whether today's work is done.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favoriteWords, poorWords, wordBookmarkLists, wordReviews, wordRuns } from '../../db/tables/word-study';
import { badRequest, notFound } from '../../http/reply';
import { startOfTokyoDay } from '../../lib/tokyo-time';
import { MESSAGES as WORD_PLAN_MESSAGES } from '../word-plans/messages';
import { createPlan, MAX_PLANS, moduleWordLists, planSummaries, planSummary, requirePlan, studentPlans, type PlanOut, type PlanRow } from '../word-plans/plans';
import { requireRun, runPaper, runResult, startRun, type RunRow } from '../word-plans/runs';
import { CHALLENGE_SIZE, planSchedules, todaySelection, weakestSeenWords } from '../word-plans/today';
import { bizWordCards, wordsByIds } from './cards';
import { BIZ_LIST } from './units';

export const BIZ = 'biz' as const;

/** A learning run brings new words (new_task=1) or the words due for review (0); a test is a paper over words already learned. */
export const RUN_KINDS = { learnNew: 'learn-new', learnReview: 'learn-review', test: 'test' } as const;
const learnKind = (newTask: 0 | 1) => (newTask === 1 ? RUN_KINDS.learnNew : RUN_KINDS.learnReview);

/** The test paper's size: the core's challenge size (the weakest words learned so far). */
export const TEST_SIZE = CHALLENGE_SIZE;

export const MESSAGES = {
  noLevels: 'ビジネス単語のリストがまだ読み込まれていません。',
} as const;

/**
 * The plan's last run of `kind` of today (Tokyo day): `open`, issued today and not finished (a
 * learner coming back resumes it), or `finished` today.
 */
async function runToday(db: Database, plan: PlanRow, kind: string, state: 'open' | 'finished', now: Date): Promise<RunRow | undefined> {
  const dayStart = startOfTokyoDay(now);
  const ofToday = state === 'open' ? and(isNull(wordRuns.finishedAt), gte(wordRuns.issuedAt, dayStart)) : and(isNotNull(wordRuns.finishedAt), gte(wordRuns.finishedAt, dayStart));
  const [run] = await db
    .select()
    .from(wordRuns)
    .where(and(eq(wordRuns.planId, plan.id), eq(wordRuns.kind, kind), ofToday))
    .orderBy(desc(wordRuns.id))
    .limit(1);
  return run;
}

/** Of `plans`, those with a test finished today (one grouped query). */
async function testedToday(db: Database, plans: PlanRow[], now: Date): Promise<Set<number>> {
  if (plans.length === 0) return new Set();
  const ids = plans.map((plan) => plan.id);
  const rows = await db
    .selectDistinct({ planId: wordRuns.planId })
    .from(wordRuns)
    .where(and(inArray(wordRuns.planId, ids), eq(wordRuns.kind, RUN_KINDS.test), isNotNull(wordRuns.finishedAt), gte(wordRuns.finishedAt, startOfTokyoDay(now))));
  return new Set(rows.map((row) => row.planId));
}

const flag = (value: boolean) => (value ? (1 as const) : (0 as const));

export type PlanToday = { due_count: number; new_count: number; learn_completed: 0 | 1; test_completed: 0 | 1 };

/**
 * Today's state of each plan: what is left to learn (the core's grouped schedules, as
 * todaySelection would pick today's words) and whether today's learning and test are done, in a
 * fixed number of queries however many plans there are.
 */
async function todayOfPlans(db: Database, plans: PlanRow[], now: Date): Promise<Map<number, PlanToday>> {
  const [schedules, tested] = await Promise.all([planSchedules(db, plans, now), testedToday(db, plans, now)]);
  return new Map(
    plans.map((plan) => {
      const { dueCount, newCount } = schedules.get(plan.id)!.today;
      return [plan.id, { due_count: dueCount, new_count: newCount, learn_completed: flag(dueCount === 0 && newCount === 0), test_completed: flag(tested.has(plan.id)) }];
    }),
  );
}

const todayOf = async (db: Database, plan: PlanRow, now: Date): Promise<PlanToday> => (await todayOfPlans(db, [plan], now)).get(plan.id)!;

/** The student's business plans, oldest first, each with today's state (a fixed number of queries for all of them). */
export async function myPlanList(db: Database, studentId: number, now: Date) {
  const rows = await studentPlans(db, studentId, BIZ);
  const [summaries, today] = await Promise.all([planSummaries(db, rows), todayOfPlans(db, rows, now)]);
  return { list: summaries.map((plan) => ({ ...plan, today: today.get(plan.plan_id)! })), max_plans: MAX_PLANS };
}

/** The business list's units, each a "level" a plan is made of (and the word list's levels), with their word counts. */
export async function wordLevelList(db: Database) {
  const [list] = await moduleWordLists(db, BIZ);
  if (!list) return { list_code: BIZ_LIST, title: '', word_count: 0, list: [] };
  return {
    list_code: list.list_code,
    title: list.title,
    word_count: list.word_count,
    list: list.units.map((unit) => ({ level_id: unit.unit_id, title: unit.title, title_en: unit.title_en, word_count: unit.word_count })),
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
async function planWithToday(db: Database, plan: PlanRow, now: Date): Promise<PlanOut & { today: PlanToday }> {
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
  let run = await runToday(db, plan, kind, 'open', now);
  if (!run) {
    const selection = await todaySelection(db, plan, now);
    const wordIds = newTask === 1 ? selection.newIds : selection.dueIds;
    if (wordIds.length > 0) run = await startRun(db, { plan, studentId, guid: randomUUID(), kind, wordIds, now });
    // Today's words all learned: the day's finished run comes back with every card learned, so the
    // page shows what was learned (and the way to the test) rather than "nothing to learn".
    else run = await runToday(db, plan, kind, 'finished', now);
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
  let run = await runToday(db, plan, RUN_KINDS.test, 'open', now);
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
  const lastTest = await runToday(db, plan, RUN_KINDS.test, 'finished', now);
  return {
    plan_id: plan.id,
    action_type: actionType,
    completed: actionType === 'learn' ? today.learn_completed : today.test_completed,
    due_count: today.due_count,
    new_count: today.new_count,
    last_test_guid: lastTest?.guid ?? null,
  };
}

