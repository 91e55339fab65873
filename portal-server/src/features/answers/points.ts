import { and, countDistinct, eq, gte, lt, count } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { answers } from '../../db/tables/answers';
import { tokyoDaySql } from '../../lib/tokyo-time';
import type { CreditInput } from '../points/ledger';
import { registerMissionMetric, type MetricWindow } from '../points/metrics';

/** Points for answering an item (the first answer of each item in a run; a retry earns none). */
export const POINTS_PER_ANSWER = 1;
/** A perfect answer earns one more. */
export const POINTS_PERFECT_BONUS = 1;
/** Finishing a resource (completing a run). */
export const POINTS_PER_COMPLETED_RUN = 5;

/**
 * The credit of an answer about to be stored, worth `points` (answerPoints), to make inside its
 * transaction. The ledger's source key is the run and the item, so resends, 20 simultaneous posts
 * and retries of the item in the same run credit once.
 */
export function answerCredit(studentId: number, runGuid: string, questionId: string, points: number): CreditInput | null {
  if (points === 0) return null;
  return { studentId, sourceKey: `answer:${studentId}:${runGuid}:${questionId}`, points, reason: '問題に解答' };
}

/** What an answer earns: nothing for a skip, one point, one more when perfect. */
export function pointsFor(answer: { isSkipped: boolean; percentScore: number }): number {
  if (answer.isSkipped) return 0;
  return POINTS_PER_ANSWER + (answer.percentScore === 100 ? POINTS_PERFECT_BONUS : 0);
}

/** The points an answer about to be stored will earn if its item has not earned any in the run yet. */
export const answerPoints = (prepared: { kind: string; scored: { percent: number } }) => pointsFor({ isSkipped: prepared.kind === 'skip', percentScore: prepared.scored.percent });

/** The credit of finishing a run, once per run. */
export const completionCredit = (studentId: number, runGuid: string): CreditInput => ({
  studentId,
  sourceKey: `run:${studentId}:${runGuid}`,
  points: POINTS_PER_COMPLETED_RUN,
  reason: '教材を最後までやり終えた',
});

const inWindow = (studentId: number, window: MetricWindow) =>
  and(eq(answers.studentId, studentId), eq(answers.isSkipped, false), window ? gte(answers.createdAt, window.from) : undefined, window ? lt(answers.createdAt, window.to) : undefined);

/** Missions count answers (not skips) and days with practice from the study records. */
registerMissionMetric('answers', (db: Database | Transaction, studentId, window) => db.select({ total: count() }).from(answers).where(inWindow(studentId, window)));

registerMissionMetric('practice_days', (db: Database | Transaction, studentId, window) =>
  db.select({ total: countDistinct(tokyoDaySql(answers.createdAt)) }).from(answers).where(inWindow(studentId, window)),
);
