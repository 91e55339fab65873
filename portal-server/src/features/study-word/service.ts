// Word study (/study_word) on the server: the student's word plans of module 'study' over the
// word-plans core: plans, today's task as a run, the challenge paper, a plan's words and their
// memory, and a run's result. Every "now" comes from the route (requestNow), so tests can move
// the study clock.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wordPlanWords } from '../../db/tables/word-study';
import { words } from '../../db/tables/words';
import { badRequest } from '../../http/reply';
import { MESSAGES as WORD_PLAN_MESSAGES } from '../word-plans/messages';
import type { PaperAnswerBody } from '../word-plans/paper';
import { MAX_PLANS, planSummaries, planSummary, requirePlan, studentPlans, type PlanRow } from '../word-plans/plans';
import { answerInRun, nextItem, requireRun, runPaper, runResult, startRun } from '../word-plans/runs';
import { retrievability, stateName } from '../word-plans/scheduler';
import { CHALLENGE_SIZE, planSchedules, todaySelection, weakestSeenWords, type PlanSchedule } from '../word-plans/today';

const MODULE = 'study' as const;

export const studyPlan = (db: Database, studentId: number, planId: number) => requirePlan(db, studentId, MODULE, planId);

const scheduleOut = (schedule: PlanSchedule) => ({ counts: schedule.counts, retention_now: schedule.retentionNow });

/** The student's plans, each with its schedule at a glance and today's task size (the plan cards), in grouped queries for all of them. */
export async function planList(db: Database, studentId: number, now: Date) {
  const rows = await studentPlans(db, studentId, MODULE);
  const [plans, schedules] = await Promise.all([planSummaries(db, rows), planSchedules(db, rows, now)]);
  return {
    list: plans.map((plan) => {
      const schedule = schedules.get(plan.plan_id)!;
      return { ...plan, ...scheduleOut(schedule), today: { due_count: schedule.today.dueCount, new_count: schedule.today.newCount } };
    }),
    max_plans: MAX_PLANS,
  };
}

/** Today's task at a glance: what is due, how many new words are left for today. */
export async function todayTask(db: Database, studentId: number, planId: number, now: Date) {
  const plan = await studyPlan(db, studentId, planId);
  const today = await todaySelection(db, plan, now);
  return { plan: await planSummary(db, plan), due_count: today.dueCount, new_count: today.newCount, finished_today: today.dueCount === 0 && today.newCount === 0 ? (1 as const) : (0 as const) };
}

/** Starts (or resumes, for the same guid) today's task run and gives its first item. */
export async function startTask(db: Database, studentId: number, planId: number, guid: string, now: Date) {
  const plan = await studyPlan(db, studentId, planId);
  const today = await todaySelection(db, plan, now);
  const run = await startRun(db, { plan, studentId, guid, kind: 'task', wordIds: [...today.dueIds, ...today.newIds], now });
  return nextItem(db, plan, run, now);
}

export async function taskNextItem(db: Database, studentId: number, planId: number, guid: string, now: Date) {
  const plan = await studyPlan(db, studentId, planId);
  return nextItem(db, plan, await requireTaskOrChallenge(db, studentId, plan, guid), now);
}

async function requireTaskOrChallenge(db: Database, studentId: number, plan: PlanRow, guid: string) {
  const run = await requireRun(db, studentId, plan, guid);
  if (run.kind !== 'task' && run.kind !== 'challenge') throw badRequest(WORD_PLAN_MESSAGES.runNotFound);
  return run;
}

/** A challenge run over the plan's weakest seen words (the spec's challenge-paper2), all items at once. */
export async function challengePaper(db: Database, studentId: number, planId: number, now: Date) {
  const plan = await studyPlan(db, studentId, planId);
  const wordIds = await weakestSeenWords(db, plan, now, CHALLENGE_SIZE);
  if (wordIds.length === 0) throw badRequest(WORD_PLAN_MESSAGES.noSeenWords);
  const run = await startRun(db, { plan, studentId, guid: randomUUID(), kind: 'challenge', wordIds, now });
  return { guid: run.guid, items: await runPaper(db, plan, run) };
}

/** One answer of a task or challenge run (the spec's upload-challenge-log): marked by the server, rated, rescheduled. */
export async function uploadAnswer(db: Database, studentId: number, body: PaperAnswerBody & { plan_id: number; word_id?: number | undefined; is_right?: 0 | 1 | undefined }, now: Date) {
  // A posted is_right (the spec's field) is left out: the server marks the answer itself.
  const { plan_id: planId, word_id: wordId, is_right: _ignored, ...answer } = body;
  const plan = await studyPlan(db, studentId, planId);
  const run = await requireTaskOrChallenge(db, studentId, plan, answer.guid);
  return answerInRun(db, { plan, run, body: answer, wordId, now });
}

export async function taskResult(db: Database, studentId: number, planId: number, guid: string) {
  const plan = await studyPlan(db, studentId, planId);
  const run = await requireTaskOrChallenge(db, studentId, plan, guid);
  return { plan: await planSummary(db, plan), ...(await runResult(db, run)) };
}

/** The plan with its schedule: counts by state, the mean predicted recall (as the plan list gives them), and a page of its words. */
export async function planInfo(db: Database, studentId: number, planId: number, page: { page: number; limit: number }, now: Date) {
  const plan = await studyPlan(db, studentId, planId);
  const [schedules, shown] = await Promise.all([
    planSchedules(db, [plan], now),
    db
      .select({ card: wordPlanWords, word: words.word, meaning: words.meaning })
      .from(wordPlanWords)
      .innerJoin(words, eq(words.id, wordPlanWords.wordId))
      .where(eq(wordPlanWords.planId, plan.id))
      .orderBy(asc(wordPlanWords.position))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
  ]);
  const schedule = schedules.get(plan.id)!;
  const { counts } = schedule;
  return {
    plan: await planSummary(db, plan),
    ...scheduleOut(schedule),
    total: counts.new + counts.learning + counts.review,
    words: shown.map(({ card, word, meaning }) => ({
      word_id: card.wordId,
      word,
      meaning,
      state: stateName(card.state),
      due: card.due?.toISOString() ?? null,
      retrievability: retrievability(card, now, plan.desiredRetention),
      reps: card.reps,
      lapses: card.lapses,
    })),
  };
}

async function planWordsPage(db: Database, plan: PlanRow, page: { page: number; limit: number }) {
  const where = eq(wordPlanWords.planId, plan.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ word: words })
      .from(wordPlanWords)
      .innerJoin(words, eq(words.id, wordPlanWords.wordId))
      .where(where)
      .orderBy(asc(wordPlanWords.position))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ words: count() }).from(wordPlanWords).where(and(where)),
  ]);
  return { rows: rows.map((row) => row.word), total: total?.words ?? 0 };
}

/** A page of the plan's words with their audio (the word list screen). */
export async function planWordList(db: Database, studentId: number, planId: number, page: { page: number; limit: number }) {
  const plan = await studyPlan(db, studentId, planId);
  const { rows, total } = await planWordsPage(db, plan, page);
  return {
    total,
    list: rows.map((word) => ({ word_id: word.id, word: word.word, pos: word.pos, ipa: word.ipa, meaning: word.meaning, audio_file: word.audioPath })),
  };
}

/** A page of the plan's example sentences with their audio (the sentence list screen). */
export async function planSentenceList(db: Database, studentId: number, planId: number, page: { page: number; limit: number }) {
  const plan = await studyPlan(db, studentId, planId);
  const { rows, total } = await planWordsPage(db, plan, page);
  return {
    total,
    list: rows.map((word) => ({ word_id: word.id, word: word.word, meaning: word.meaning, example: word.example, example_jp: word.exampleJp, example_audio_file: word.exampleAudioPath })),
  };
}
