import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Exams the levels belong to: Eiken grades and TOEIC courses are chosen by the student; tokyo,
 * college and highschool have one level each that holds their directories and mock tests.
 */
export const EXAM_KINDS = ['eiken', 'toeic', 'tokyo', 'college', 'highschool'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];
/** The exams whose levels a student picks on the level list. */
export const CHOSEN_LEVEL_EXAMS: readonly ExamKind[] = ['eiken', 'toeic'];

/** Eiken grades and TOEIC courses a student can prepare for, and the other exams' levels (content/eiken-toeic/levels.yaml). */
export const eikenLevels = pgTable(
  'eiken_levels',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    exam: text('exam', { enum: EXAM_KINDS }).notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    cefr: text('cefr').notNull(),
    descriptionJa: text('description_ja').notNull(),
    sampleEn: text('sample_en').notNull(),
    sampleJa: text('sample_ja').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('eiken_levels_code_key').on(t.code)],
);

/** The level each student chose to prepare for (POST /v3/eiken-toeic/submit-level). */
export const studentEikenLevels = pgTable(
  'student_eiken_levels',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    levelId: integer('level_id')
      .notNull()
      .references(() => eikenLevels.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_eiken_levels_level_idx').on(t.levelId)],
);

/**
 * The practice directories of a grade (/eiken/practice, "class" or "directory" in the spec's
 * calls): the classes of content/exercises/eiken/<level>.yaml. Their practice sets are rows of
 * `resources` sharing the directory's group key.
 */
export const eikenClasses = pgTable(
  'eiken_classes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    levelId: integer('level_id')
      .notNull()
      .references(() => eikenLevels.id),
    /** vocabulary | conversation | reading | listening: the first-stage section it practises. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description').notNull(),
    groupKey: text('group_key').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('eiken_classes_code_key').on(t.code), index('eiken_classes_level_idx').on(t.levelId, t.position)],
);

/**
 * The region each student chose for the high-school-entrance listening (/v3/college-exam/region/
 * submit): one of the `region` directories of that exam's level.
 */
export const studentExamRegions = pgTable('student_exam_regions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  classId: integer('class_id')
    .notNull()
    .references(() => eikenClasses.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
