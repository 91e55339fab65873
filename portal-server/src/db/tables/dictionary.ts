// The English-Japanese dictionary (features/dictionary). Its words are built from Debian's
// packaged dictionaries (cli/dictionary-build.ts) and loaded by the seed step; the ids come
// from the build, so the same data gives the same word_id on every machine.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export type DictionarySense = { pos: string; pos_ja: string; meanings: string[]; definition_en: string };
export type DictionaryExample = { en: string; ja: string; source: string };
export type DictionaryForm = { kind: string; label_ja: string; word: string };
export type DictionaryRelated = { word: string; word_id: number | null; relation: string; relation_ja: string };
export type DictionaryPhraseRef = { word_id: number; word: string; mean: string };

/** One headword (a word or a multi-word entry such as "take off"); key is its lower-case form. */
export const dictionaryWords = pgTable(
  'dictionary_words',
  {
    id: integer('id').primaryKey(),
    key: text('key').notNull(),
    word: text('word').notNull(),
    ipa: text('ipa').notNull(),
    isPhrase: boolean('is_phrase').notNull(),
    /** The entry's main part of speech (its first sense's): tells a plural from a third person. */
    pos: text('pos').notNull().default(''),
    /** Short Japanese summary ("行く、動く"). */
    mean: text('mean').notNull(),
    /** 1 = the most common word (WordNet tag counts, then the other sources); larger is rarer. */
    rank: integer('rank').notNull(),
    senses: jsonb('senses').$type<DictionarySense[]>().notNull(),
    examples: jsonb('examples').$type<DictionaryExample[]>().notNull(),
    forms: jsonb('forms').$type<DictionaryForm[]>().notNull(),
    related: jsonb('related').$type<DictionaryRelated[]>().notNull(),
    phrases: jsonb('phrases').$type<DictionaryPhraseRef[]>().notNull(),
    sources: jsonb('sources').$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex('dictionary_words_key').on(t.key), index('dictionary_words_key_prefix').on(t.key.op('text_pattern_ops'))],
);

/** Japanese meanings of the words, one row per (meaning, word), for searching in Japanese (type 2). */
export const dictionaryMeanings = pgTable(
  'dictionary_meanings',
  {
    term: text('term').notNull(),
    wordId: integer('word_id').notNull(),
    /** Where the meaning stands in its word's list (0 = the word's first meaning). */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.wordId] }), index('dictionary_meanings_term_prefix').on(t.term.op('text_pattern_ops'))],
);

/** Which build is loaded (one row): the seed skips loading when the version is the same. */
export const dictionaryBuild = pgTable('dictionary_build', {
  id: integer('id').primaryKey(),
  version: text('version').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  stats: jsonb('stats').$type<{ headwords: number; phrases: number; with_ipa: number; with_examples: number }>().notNull(),
});

/**
 * The words each student opened: one row per student and word. word is the entry's key, so a
 * log still finds its word after the dictionary is rebuilt with other ids.
 */
export const dictionaryLookupLogs = pgTable(
  'dictionary_lookup_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    wordId: integer('word_id').notNull(),
    word: text('word').notNull(),
    times: integer('times').notNull().default(1),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('dictionary_lookup_logs_user_word').on(t.userId, t.wordId), index('dictionary_lookup_logs_user_time').on(t.userId, t.searchedAt)],
);
