import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every point a student earned or spent, once per source: source_key is unique, so an answer
 * post, a mission claim or anything else credits at most once however often it is retried.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sourceKey: text('source_key').notNull(),
    points: integer('points').notNull(),
    /** Shown in the points log, in Japanese ("ミッション達成: 今日5問解答する"). */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('point_ledger_source_key').on(t.sourceKey), index('point_ledger_user_time').on(t.userId, t.createdAt)],
);

/**
 * Missions (spec part 3, "Points and missions"). type_id 1 daily, 2 weekly, 3 achievements
 * (once). Progress is the metric counted over the mission's period; reached at target.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    missionKey: text('mission_key').notNull(),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    metric: text('metric').notNull(),
    target: integer('target').notNull(),
    points: integer('points').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('missions_key').on(t.missionKey)],
);

/** A claimed mission, once per student, mission and period ("2025-04-01", "2025-W14", "once"). */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    periodKey: text('period_key').notNull(),
    points: integer('points').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mission_claims_once').on(t.userId, t.missionId, t.periodKey)],
);

/** Reached missions the student has been told about (mission-reach-message shows each once). */
export const missionReachNotices = pgTable(
  'mission_reach_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    periodKey: text('period_key').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('mission_reach_notices_once').on(t.userId, t.missionId, t.periodKey)],
);
