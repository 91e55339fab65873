import { index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { wordLists, words } from './words';

/**
 * A student's word plan: word study (/study_word, module 'study') or business words
 * (/eiken/biz, module 'biz'). Its words come from one word list (listId, optionally narrowed to
 * some of its units) or from the student's own typed words (listId null). Each word's memory is
 * scheduled by FSRS (word_plan_words); `desiredRetention` is the plan's FSRS request retention.
 */
export const wordPlans = pgTable(
  'word_plans',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    module: text('module').notNull(),
    listId: integer('list_id').references(() => wordLists.id),
    title: text('title').notNull(),
    /** New words a day's task brings in (besides the words due). */
    dailyNew: integer('daily_new').notNull(),
    desiredRetention: real('desired_retention').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('word_plans_student_idx').on(t.studentId, t.module)],
);

/**
 * One word of a plan with its FSRS card (ts-fsrs Card fields). `due` null: a new word, never
 * reviewed. Today's task reads the due words through (plan_id, due).
 */
export const wordPlanWords = pgTable(
  'word_plan_words',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => wordPlans.id, { onDelete: 'cascade' }),
    wordId: integer('word_id')
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    due: timestamp('due', { withTimezone: true }),
    stability: real('stability').notNull().default(0),
    difficulty: real('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.wordId] }), index('word_plan_words_due_idx').on(t.planId, t.due), index('word_plan_words_position_idx').on(t.planId, t.position)],
);

/**
 * One sitting over a plan's words: today's task, a challenge paper, a business learning or test
 * run. `wordIds` is the paper as issued (in order); `lastActivityAt` is when the paper was issued
 * or last answered, from which the server measures each answer's response time.
 */
export const wordRuns = pgTable(
  'word_runs',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => wordPlans.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    guid: text('guid').notNull(),
    kind: text('kind').notNull(),
    wordIds: jsonb('word_ids').$type<number[]>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('word_runs_guid_key').on(t.studentId, t.guid), index('word_runs_plan_idx').on(t.planId, t.issuedAt)],
);

/** Every answer given in a word run, once per (run, question): the FSRS rating it gave and the due date after it. */
export const wordReviews = pgTable(
  'word_reviews',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => wordRuns.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => wordPlans.id, { onDelete: 'cascade' }),
    wordId: integer('word_id')
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    isRight: integer('is_right').notNull(),
    /** ts-fsrs Rating 1..4 (again, hard, good, easy). */
    rating: integer('rating').notNull(),
    responseMs: integer('response_ms').notNull(),
    answer: text('answer').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    dueAfter: timestamp('due_after', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('word_reviews_question_key').on(t.runId, t.questionId), index('word_reviews_plan_idx').on(t.planId, t.reviewedAt)],
);

/**
 * A word test (word quiz) sitting: types 1 (word reading), 14 (Japanese to English) and 22
 * (word-meaning choice) over a plan's words, with an end time after which answers are refused
 * (423). status: open, finished, aborted (left halfway: 0 points).
 */
export const wordExams = pgTable(
  'word_exams',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => wordPlans.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    score: integer('score').notNull().default(0),
  },
  (t) => [uniqueIndex('word_exams_guid_key').on(t.studentId, t.guid), index('word_exams_student_idx').on(t.studentId, t.startedAt)],
);

/**
 * One item of a word test. isRight null: not answered. `fixedAt`: when the wrong-topic loop got a
 * wrong or unanswered item right (the loop ends when every such item is fixed).
 */
export const wordExamItems = pgTable(
  'word_exam_items',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => wordExams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: text('question_id').notNull(),
    wordId: integer('word_id')
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    isRight: integer('is_right'),
    answer: text('answer').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.examId, t.position] }), uniqueIndex('word_exam_items_question_key').on(t.examId, t.questionId)],
);

/** A named bookmark list of business words (a name is required, unique per student). */
export const wordBookmarkLists = pgTable(
  'word_bookmark_lists',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('word_bookmark_lists_name_key').on(t.studentId, t.name)],
);

export const wordBookmarks = pgTable(
  'word_bookmarks',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => wordBookmarkLists.id, { onDelete: 'cascade' }),
    wordId: integer('word_id')
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.wordId] })],
);

/**
 * Words the speech server reported as poorly pronounced (poorly_words) in the student's word
 * readings: how often, the last score, and when; a good reading later clears the word.
 */
export const poorWords = pgTable(
  'poor_words',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    wordId: integer('word_id')
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    poorCount: integer('poor_count').notNull().default(1),
    lastScore: real('last_score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.wordId] }), index('poor_words_student_idx').on(t.studentId, t.updatedAt)],
);

/** Favourite words (word study: module 'word'; business words: 'biz'): word_name and its meaning (words). */
export const favoriteWords = pgTable(
  'favorite_words',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    module: text('module').notNull(),
    wordName: text('word_name').notNull(),
    words: text('words').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_words_key').on(t.studentId, t.module, t.wordName)],
);
