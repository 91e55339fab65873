import { count, eq, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { classMembers } from '../../db/tables/accounts';
import { newsReadCountQuery } from '../news/service';

/** The period a mission counts over; null for achievements, which count everything so far. */
export type MetricWindow = { from: Date; to: Date } | null;

/**
 * How far a student has got on one kind of mission in a period: a query selecting one count, not
 * yet run, so that every mission's count goes to the database in one statement (db/counts.ts).
 */
export type MissionMetric = (db: Database | Transaction, studentId: number, window: MetricWindow) => SQLWrapper;

const metrics = new Map<string, MissionMetric>([
  ['news_read', newsReadCountQuery],
  ['class_joined', (db, studentId) => db.select({ n: count() }).from(classMembers).where(eq(classMembers.userId, studentId))],
]);

/**
 * Lets another feature provide a metric (the study records provide practice counts from their
 * answers table). Missions whose metric nobody provides are not listed and cannot be claimed.
 */
export function registerMissionMetric(name: string, metric: MissionMetric): void {
  metrics.set(name, metric);
}

export function missionMetric(name: string): MissionMetric | undefined {
  return metrics.get(name);
}
