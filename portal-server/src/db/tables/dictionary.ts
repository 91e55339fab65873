import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Dictionary entries (content/dictionary/dictionary.yaml); word is stored in lower case. */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    ipa: text('ipa').notNull(),
    partOfSpeech: text('part_of_speech').notNull(),
    meaningJa: text('meaning_ja').notNull(),
    exampleEn: text('example_en').notNull(),
    exampleJa: text('example_ja').notNull(),
  },
  (t) => [uniqueIndex('dictionary_entries_word_key').on(t.word)],
);

/** The dictionary's introduction page (GET /v3/dictionary/introduce); one row. */
export const dictionaryIntroduction = pgTable('dictionary_introduction', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
});

/** Each student's searches, newest first in the search log. */
export const dictionarySearchLogs = pgTable(
  'dictionary_search_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    word: text('word').notNull(),
    found: integer('found').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dictionary_search_logs_user_idx').on(t.userId, t.id)],
);
