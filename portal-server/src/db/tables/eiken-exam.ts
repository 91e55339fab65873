import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { eikenLevels } from './eiken-toeic';
import { resources } from './resources';

/** A mock test section as loaded: its first-stage kind, title and the codes of its resources in order. */
export type ExamSectionDef = { kind: string; title: string; resource_codes: string[] };

/**
 * The timed mock tests of a level (/eiken/challenge; the "directories" of the spec's
 * /v3/eiken-toeic-exam/ calls): the `challenge` of content/exercises/eiken/<level>.yaml. Its
 * sections' resources are rows of `resources` sharing the test's group key. TOEIC mock tests
 * are meant to be rows here too (their level is a TOEIC course).
 */
export const eikenExams = pgTable(
  'eiken_exams',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    levelId: integer('level_id')
      .notNull()
      .references(() => eikenLevels.id),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description').notNull(),
    minutes: integer('minutes').notNull(),
    /** Share of correct answers taken as the pass line (content's pass_ratio). */
    passRatio: real('pass_ratio').notNull(),
    groupKey: text('group_key').notNull(),
    sections: jsonb('sections').$type<ExamSectionDef[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('eiken_exams_code_key').on(t.code), index('eiken_exams_level_idx').on(t.levelId, t.position)],
);

/** The score of a finished attempt as computed when it ended (kept: later content edits must not rewrite history). */
export type ExamAttemptResult = {
  correct: number;
  total: number;
  percent: number;
  sections: { kind: string; title: string; correct: number; total: number; percent: number; resources: { resource_id: number; title: string; correct: number; total: number; answered: number }[] }[];
  skills: { skill: string; correct: number; total: number; percent: number; scaled: number | null; scaled_max: number | null }[];
  estimate: {
    scaled_score: number | null;
    scaled_max: number | null;
    scaled_pass: number | null;
    pass_ratio: number;
    pass_probability: number;
    proportion_low: number;
    proportion_high: number;
    verdict: 'likely' | 'borderline' | 'unlikely';
  };
};

/**
 * One sitting of a mock test. Each section resource is answered in its own practice run whose
 * guid is `<attempt guid>-r<resource id>` (run guids are unique per student). While the attempt
 * is open `open_key` holds "<student>:<exam>" (one open sitting per test); answers are accepted
 * until `deadline_at` (plus a short grace for answers in flight).
 */
export const eikenExamAttempts = pgTable(
  'eiken_exam_attempts',
  {
    id: serial('id').primaryKey(),
    guid: text('guid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    examId: integer('exam_id')
      .notNull()
      .references(() => eikenExams.id),
    openKey: text('open_key'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** submitted (the student handed it in) or timeout (time ran out). */
    finishReason: text('finish_reason'),
    result: jsonb('result').$type<ExamAttemptResult>(),
  },
  (t) => [
    uniqueIndex('eiken_exam_attempts_guid_key').on(t.guid),
    uniqueIndex('eiken_exam_attempts_open_key').on(t.openKey),
    index('eiken_exam_attempts_user_idx').on(t.userId, t.examId, t.finishedAt),
  ],
);

/** An item of a review paper. */
export type ReviewItem = { resource_id: number; question_id: string };

/**
 * A review of a level's wrong answers (/eiken/rwl/review, POST /v3/eiken/suggest/guid/item/submit):
 * the paper is the wrong items when its first answer arrived, fixed from then on.
 */
export const eikenReviews = pgTable(
  'eiken_reviews',
  {
    id: serial('id').primaryKey(),
    guid: text('guid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    levelId: integer('level_id')
      .notNull()
      .references(() => eikenLevels.id),
    items: jsonb('items').$type<ReviewItem[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('eiken_reviews_guid_key').on(t.guid), index('eiken_reviews_user_idx').on(t.userId, t.levelId)],
);

/**
 * Answers given in a review, kept apart from practice runs (a review touches a few items of many
 * sets; as practice runs they would count as poor, incomplete runs of those sets). One answer per
 * item and review: the first one counts, a resend is the same answer.
 */
export const eikenReviewAnswers = pgTable(
  'eiken_review_answers',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => eikenReviews.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    questionId: text('question_id').notNull(),
    percentScore: integer('percent_score').notNull(),
    result: jsonb('result'),
    answerResult: text('answer_result').notNull().default(''),
    isSkipped: boolean('is_skipped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('eiken_review_answers_item_key').on(t.reviewId, t.questionId), index('eiken_review_answers_user_idx').on(t.userId, t.resourceId)],
);
