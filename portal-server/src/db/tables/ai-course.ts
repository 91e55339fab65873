import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { practiceRuns } from './answers';
import { resources } from './resources';

export type AiLessonExplanation = {
  intro: string;
  sections: { heading: string; body: string[]; examples: { en: string; ja: string; note: string }[] }[];
  key_phrases: { en: string; ja: string }[];
};

/** AI study courses (content/ai-course/courses.yaml). */
export const aiCourses = pgTable(
  'ai_courses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    titleJa: text('title_ja').notNull(),
    titleEn: text('title_en').notNull(),
    cefr: text('cefr').notNull(),
    descriptionJa: text('description_ja').notNull(),
    sort: integer('sort').notNull(),
    /** The course test: an engine resource's code (content's `test:`), linked after the exercises are seeded. */
    testCode: text('test_code'),
    testResourceId: integer('test_resource_id').references(() => resources.id),
  },
  (t) => [uniqueIndex('ai_courses_code_key').on(t.code)],
);

/** Lessons of a course, in order; each has video, explanation, review and consolidation steps. */
export const aiLessons = pgTable(
  'ai_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => aiCourses.id),
    position: integer('position').notNull(),
    titleJa: text('title_ja').notNull(),
    titleEn: text('title_en').notNull(),
    /** What the lesson trains (content's skills); the recommendation and the report group scores by these. */
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    /** The explanation step as the lesson file has it (intro, sections, key phrases). */
    explanation: jsonb('explanation').$type<AiLessonExplanation>(),
  },
  (t) => [uniqueIndex('ai_lessons_course_position_key').on(t.courseId, t.position), index('ai_lessons_course_idx').on(t.courseId)],
);

/** The four steps of every lesson, in order; review and consolidation play an engine resource. */
export const AI_STEP_KINDS = ['video', 'explanation', 'review', 'consolidation'] as const;
export type AiStepKind = (typeof AI_STEP_KINDS)[number];

/**
 * A step of a lesson: its id is the `resource_id` the spec's submit calls take. Upserted by
 * (lesson, kind), so ids stay the same across reseeds and students' progress keeps pointing at them.
 */
export const aiLessonSteps = pgTable(
  'ai_lesson_steps',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => aiLessons.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AiStepKind>().notNull(),
    position: integer('position').notNull(),
    /** Review and consolidation: the engine resource's code in content/exercises/ai-course/ (linked after the exercises are seeded). */
    exerciseCode: text('exercise_code'),
    exerciseResourceId: integer('exercise_resource_id').references(() => resources.id),
  },
  (t) => [uniqueIndex('ai_lesson_steps_lesson_kind_key').on(t.lessonId, t.kind), check('ai_lesson_steps_kind_check', sql`${t.kind} in ('video', 'explanation', 'review', 'consolidation')`)],
);

/** A student's progress on one step. */
export const aiStepProgress = pgTable(
  'ai_step_progress',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    stepId: integer('step_id')
      .notNull()
      .references(() => aiLessonSteps.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Video: the furthest playback the player reported (only grows); the step is done at 90 % of the video. */
    watchedSeconds: real('watched_seconds').notNull().default(0),
    /** Video: where playback stopped, to resume. */
    lastPosition: real('last_position').notNull().default(0),
    /** Review and consolidation: the best score of the submitted runs and the last run's guid. */
    bestScore: integer('best_score'),
    lastGuid: text('last_guid'),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_step_progress_student_step_key').on(t.studentId, t.stepId)],
);

/** What a submitted engine run was in the course. */
export const AI_RUN_KINDS = ['review', 'consolidation', 'test', 'recommend'] as const;
export type AiRunKind = (typeof AI_RUN_KINDS)[number];

export type AiRunSkill = { skill: string; correct: number; total: number; percent: number };

/**
 * An engine run (practice_runs) submitted to the course: a review or consolidation step, a
 * course test attempt or a recommended resource. One row per run guid and student, so a resent
 * submit finds its first answer and counts nothing twice. Score, correct and total are kept as
 * computed at submit time (later content edits must not rewrite history).
 */
export const aiCourseRuns = pgTable(
  'ai_course_runs',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => aiCourses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AiRunKind>().notNull(),
    /** Review and consolidation: the step. */
    stepId: integer('step_id').references(() => aiLessonSteps.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    runId: integer('run_id')
      .notNull()
      .references(() => practiceRuns.id),
    guid: text('guid').notNull(),
    score: integer('score').notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    /** Test: per skill. */
    skills: jsonb('skills').$type<AiRunSkill[]>().notNull().default([]),
    /** Recommend: why the resource was recommended (Japanese), as shown at the time. */
    reason: text('reason'),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_course_runs_student_guid_key').on(t.studentId, t.guid),
    index('ai_course_runs_student_course_idx').on(t.studentId, t.courseId, t.kind),
    check('ai_course_runs_kind_check', sql`${t.kind} in ('review', 'consolidation', 'test', 'recommend')`),
  ],
);

/** Seconds a student studied in the course per day (video watched, runs submitted), for the report's last 14 days. */
export const aiStudyDays = pgTable(
  'ai_study_days',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => aiCourses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.courseId, t.day] })],
);
