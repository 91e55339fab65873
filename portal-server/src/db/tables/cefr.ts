import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { resources } from './resources';

/**
 * The can-do units of the CEFR level map (content/exercises/cefr/<level>.yaml). Their practice
 * sets are rows of `resources` sharing the unit's group key.
 */
export const cefrUnits = pgTable(
  'cefr_units',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    level: text('level').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    canDo: text('can_do').notNull(),
    canDoEn: text('can_do_en').notNull(),
    groupKey: text('group_key').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('cefr_units_code_key').on(t.code), index('cefr_units_level_idx').on(t.level, t.position)],
);

/** The placement test's item bank: every item of the units' sets with its Rasch difficulty. */
export const cefrItems = pgTable(
  'cefr_items',
  {
    questionId: text('question_id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => cefrUnits.id),
    level: text('level').notNull(),
    skill: text('skill').notNull(),
    difficulty: real('difficulty').notNull(),
  },
  (t) => [index('cefr_items_level_idx').on(t.level)],
);

/** Each student's CEFR level (studentCefrLevel), set by their placement tests. */
export const studentCefrLevels = pgTable('student_cefr_levels', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  level: text('level').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One placement test. `test_level` is the level it was taken at (the student's level then;
 * null for a first test, which places). The result columns are filled when it ends.
 */
export const cefrTests = pgTable(
  'cefr_tests',
  {
    id: serial('id').primaryKey(),
    guid: text('guid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    testLevel: text('test_level'),
    priorMean: real('prior_mean').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    theta: real('theta'),
    se: real('se'),
    placedLevel: text('placed_level'),
    score: real('score'),
    /** Lost test score by skill: [{ skill, lost }]. */
    lost: jsonb('lost').$type<{ skill: string; lost: number }[]>(),
    levelBefore: text('level_before'),
    levelAfter: text('level_after'),
  },
  (t) => [uniqueIndex('cefr_tests_guid_key').on(t.guid), index('cefr_tests_user_idx').on(t.userId, t.startedAt)],
);

/** The answers of a test, one per item (a resent answer changes nothing). */
export const cefrTestAnswers = pgTable(
  'cefr_test_answers',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => cefrTests.id),
    questionId: text('question_id').notNull(),
    position: integer('position').notNull(),
    correct: boolean('correct').notNull(),
    /** What the engine posted (the option chosen, its score), for the review. */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.questionId] })],
);
