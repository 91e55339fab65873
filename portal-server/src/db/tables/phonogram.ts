// Phonics (phonogram, /phonogram): sound-spelling patterns for Japanese learners, loaded from
// content/phonogram/patterns.yaml by the seed (features/phonogram/seed.ts), and the students'
// readings of their example words, marked on the target sound by the speech server's per-phone
// scores (shared-contract phonogram-marking).
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A group of patterns (consonants, short vowels, ...), in the order the list shows them. */
export const phonogramGroups = pgTable('phonogram_groups', {
  code: text('code').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  description: text('description').notNull(),
});

/**
 * One sound-spelling pattern: its id from the content file ("short-a", "th-voiceless"), the
 * spellings, the IPA, the target phones as the speech server names them (ARPAbet, e.g. ["AE"] or
 * ["AA", "R"]), and the Japanese explanation, usual mistake and short tip.
 */
export const phonogramPatterns = pgTable(
  'phonogram_patterns',
  {
    id: text('id').primaryKey(),
    groupCode: text('group_code')
      .notNull()
      .references(() => phonogramGroups.code),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    spellings: jsonb('spellings').$type<string[]>().notNull(),
    ipa: text('ipa').notNull(),
    phones: jsonb('phones').$type<string[]>().notNull(),
    howJa: text('how_ja').notNull(),
    mistakeJa: text('mistake_ja').notNull(),
    tipJa: text('tip_ja').notNull(),
  },
  (t) => [index('phonogram_patterns_group_idx').on(t.groupCode, t.position)],
);

/**
 * An example word of a pattern: its pronunciation in the speech server's dictionary (ARPAbet,
 * sent as the reading's vocabulary) and which letters spell the target sound ([start, end) pairs).
 * Kept by (pattern, word) across reloads, so a student's readings keep their word.
 */
export const phonogramWords = pgTable(
  'phonogram_words',
  {
    id: serial('id').primaryKey(),
    patternId: text('pattern_id')
      .notNull()
      .references(() => phonogramPatterns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    word: text('word').notNull(),
    meaning: text('meaning').notNull(),
    phones: text('phones').notNull(),
    marks: jsonb('marks').$type<[number, number][]>().notNull(),
  },
  (t) => [uniqueIndex('phonogram_words_key').on(t.patternId, t.word)],
);

/**
 * A timed challenge: a mix of words from several patterns, weighted toward the student's weak
 * ones. `submittedAt` is set once (answers are taken once); a challenge not submitted by its end
 * time (and the grace after it) is closed with every item unanswered (`timedOut`).
 */
export const phonogramChallenges = pgTable(
  'phonogram_challenges',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    timedOut: boolean('timed_out').notNull().default(false),
    score: integer('score'),
  },
  (t) => [index('phonogram_challenges_student_idx').on(t.studentId, t.startedAt)],
);

/** One reading of an example word, marked on the target sound: a practice reading or a challenge answer. */
export const phonogramAttempts = pgTable(
  'phonogram_attempts',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    patternId: text('pattern_id')
      .notNull()
      .references(() => phonogramPatterns.id, { onDelete: 'cascade' }),
    wordId: integer('word_id')
      .notNull()
      .references(() => phonogramWords.id, { onDelete: 'cascade' }),
    /** The client's id of a practice reading (resending it changes nothing); null for challenge answers. */
    guid: text('guid'),
    challengeId: integer('challenge_id').references(() => phonogramChallenges.id, { onDelete: 'cascade' }),
    isRight: boolean('is_right').notNull(),
    /** The target sound's score (0..100); null when the reading had no target phones to score. */
    targetScore: real('target_score'),
    wordScore: real('word_score').notNull(),
    /** Why the target was marked as it was (shared-contract TargetMark reason). */
    reason: text('reason').notNull(),
    /** The phones posted from the speech evaluation: [{ phone, ipa, score, type, start_ms, end_ms }]. */
    phones: jsonb('phones').$type<{ phone: string; ipa: string; score: number; type: string; start_ms?: number | null; end_ms?: number | null }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('phonogram_attempts_guid_key').on(t.studentId, t.guid), index('phonogram_attempts_student_idx').on(t.studentId, t.patternId, t.id)],
);

/** A word of a challenge, in order; `attemptId` is its answer once submitted (null: not answered). */
export const phonogramChallengeItems = pgTable(
  'phonogram_challenge_items',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => phonogramChallenges.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    patternId: text('pattern_id')
      .notNull()
      .references(() => phonogramPatterns.id, { onDelete: 'cascade' }),
    wordId: integer('word_id')
      .notNull()
      .references(() => phonogramWords.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id').references(() => phonogramAttempts.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.position] })],
);
