// Graded readers (/ebook): the books built from content/ebook/ by the seed (features/ebook/build.ts),
// and what each student does with them: the shelf, the reading position, reading time, impressions,
// level checks, vocabulary tests; and homework that assigns books.
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { homework } from './homework';

/** A sentence of a chapter as the reader shows and plays it. */
export type EbookSentence = { text: string; words: number; audio: string; duration_ms: number };
export type EbookChapter = { title: string; title_ja: string; word_count: number; paragraphs: EbookSentence[][] };
export type EbookGloss = { word: string; forms: string[]; ja: string };

/** One graded reader; `chapters` holds the whole text with each sentence's audio file. */
export const ebooks = pgTable(
  'ebooks',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    titleJa: text('title_ja').notNull(),
    level: integer('level').notNull(),
    genre: text('genre').$type<'fiction' | 'nonfiction'>().notNull().default('fiction'),
    /** The genre as the card shows it (物語, ノンフィクション). */
    genreJa: text('genre_ja').notNull(),
    topicJa: text('topic_ja').notNull().default(''),
    wordCount: integer('word_count').notNull(),
    sentenceCount: integer('sentence_count').notNull().default(0),
    summaryJa: text('summary_ja').notNull(),
    firstLine: text('first_line').notNull(),
    voice: text('voice').notNull().default('en-us'),
    /** The book's package (/resources/ebook-<code>/<version>/): cover.svg and audio/. */
    packagePath: text('package_path').notNull().default(''),
    chapters: jsonb('chapters').$type<EbookChapter[]>().notNull().default([]),
    glosses: jsonb('glosses').$type<EbookGloss[]>().notNull().default([]),
    /** Group key of the book's exercise resources in the registry. */
    exerciseGroup: text('exercise_group').notNull().default(''),
    /** False for a book no longer in the content (kept: students' rows point at it). */
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('ebooks_code_key').on(t.code)],
);

/** The student's shelf (at most EBOOK_SHELF_LIMIT books). */
export const ebookShelf = pgTable(
  'ebook_shelf',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    bookId: integer('book_id')
      .notNull()
      .references(() => ebooks.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.bookId] })],
);

/** Where the student is in a book (last write wins, from any device) and whether they reached the end. */
export const ebookPositions = pgTable(
  'ebook_positions',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    bookId: integer('book_id')
      .notNull()
      .references(() => ebooks.id),
    chapterIndex: integer('chapter_index').notNull(),
    sentenceIndex: integer('sentence_index').notNull(),
    percent: integer('percent').notNull(),
    finished: boolean('finished').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.bookId] }), index('ebook_positions_student_idx').on(t.studentId, t.updatedAt)],
);

/** A stretch of reading the reader reports (idempotent by guid): the history's minutes and words per minute. */
export const ebookReadingLogs = pgTable(
  'ebook_reading_logs',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    bookId: integer('book_id')
      .notNull()
      .references(() => ebooks.id),
    chapterIndex: integer('chapter_index').notNull(),
    seconds: integer('seconds').notNull(),
    words: integer('words').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ebook_reading_logs_guid_key').on(t.guid), index('ebook_reading_logs_student_idx').on(t.studentId, t.createdAt)],
);

/** A student's star rating and written impression of a book (one per book, editable). */
export const ebookImpressions = pgTable(
  'ebook_impressions',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    bookId: integer('book_id')
      .notNull()
      .references(() => ebooks.id),
    stars: integer('stars').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.bookId] }), index('ebook_impressions_book_idx').on(t.bookId)],
);

export type LevelCheckTally = { level: number; correct: number; total: number }[];

/** A finished level check and the level it recommended. */
export const ebookLevelChecks = pgTable(
  'ebook_level_checks',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    level: integer('level').notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    perLevel: jsonb('per_level').$type<LevelCheckTally>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ebook_level_checks_student_idx').on(t.studentId, t.createdAt)],
);

export type EbookTestQuestion = { question_id: number; book_id: number; book_title: string; word: string; example: string; choices: string[]; answer: string };
export type EbookTestResult = { question_id: number; chosen: string; is_right: boolean };

/** A vocabulary test drawn from the glosses of books the student read; answered once. */
export const ebookTests = pgTable(
  'ebook_tests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    questions: jsonb('questions').$type<EbookTestQuestion[]>().notNull(),
    results: jsonb('results').$type<EbookTestResult[]>(),
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [index('ebook_tests_student_idx').on(t.studentId, t.createdAt)],
);

/** Books a homework assigns for free reading: done when the student reached each book's end. */
export const homeworkEbooks = pgTable(
  'homework_ebooks',
  {
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => ebooks.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.homeworkId, t.bookId] }), index('homework_ebooks_book_idx').on(t.bookId)],
);
