import { index, integer, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { resources } from './resources';

/**
 * Favourite sentences and words (spec part 3 "Favourite sentence"). `sentenceKey` identifies the
 * sentence for this student: "<sentence_source>:<sentence_id>" when the client names one, else
 * "<resource_id>:<question_index>"; collecting the same sentence twice keeps one row.
 */
export const favoriteSentences = pgTable(
  'favorite_sentences',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    sentenceKey: text('sentence_key').notNull(),
    client: text('client').notNull().default(''),
    resourceId: integer('resource_id').references(() => resources.id),
    resourceCode: text('resource_code').notNull().default(''),
    questionIndex: integer('question_index'),
    sentenceId: text('sentence_id').notNull().default(''),
    sentenceSource: text('sentence_source').notNull().default(''),
    screenEnText: text('screen_en_text').notNull().default(''),
    screenJpText: text('screen_jp_text').notNull().default(''),
    evaluateText: text('evaluate_text').notNull().default(''),
    audioFileName: text('audio_file_name').notNull().default(''),
    /** read_word or read_sentence: how the collection page lets the student practise it again. */
    category: text('category').notNull(),
    recordMaxTime: integer('record_max_time').notNull().default(20),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_sentences_key').on(t.studentId, t.sentenceKey), index('favorite_sentences_student_idx').on(t.studentId, t.createdAt)],
);

/** Recordings a student kept with their scores (spec part 3 "Device favourites"), one per item. */
export const deviceFavorites = pgTable(
  'device_favorites',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    /** '' when the whole resource was kept (e.g. an article reading). */
    questionId: text('question_id').notNull().default(''),
    client: text('client').notNull().default(''),
    /** English reference text: favourites with one are listed on the English page, the rest elsewhere. */
    screenEnText: text('screen_en_text').notNull().default(''),
    screenJpText: text('screen_jp_text').notNull().default(''),
    evaluateHtml: text('evaluate_html').notNull().default(''),
    evaluateResult: text('evaluate_result').notNull().default(''),
    /** JSON object of the scores the client showed (accuracy, fluency, integrity, total). */
    scores: text('scores').notNull().default(''),
    recordDuration: real('record_duration'),
    percentScore: integer('percent_score').notNull().default(0),
    soundFile: text('sound_file').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_favorites_key').on(t.studentId, t.resourceId, t.questionId), index('device_favorites_student_idx').on(t.studentId, t.createdAt)],
);
