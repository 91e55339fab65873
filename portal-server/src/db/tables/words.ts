import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { eikenLevels } from './eiken-toeic';

/**
 * The word lists of content/words/<list>.yaml: one source for every module that studies words
 * (Eiken word training and word learning, word-study plans, business words). Loaded by the
 * content pipeline (textbook/content-load-words.ts), matched by code.
 */
export const wordLists = pgTable(
  'word_lists',
  {
    id: serial('id').primaryKey(),
    /** eiken-5 ... eiken-2, business (content-schema-words.ts WORD_LISTS). */
    code: text('code').notNull(),
    /** The Eiken grade the list belongs to (null for lists of no grade, such as business). */
    levelId: integer('level_id').references(() => eikenLevels.id),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('word_lists_code_key').on(t.code)],
);

/**
 * A list's topic groups in study order. Word training and word learning practise a unit; the
 * generated practice resources of the unit share `trainingGroupKey` (choice, spelling, reading)
 * or `learningGroupKey` (the check after the study cards) in `resources`.
 */
export const wordUnits = pgTable(
  'word_units',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    listId: integer('list_id')
      .notNull()
      .references(() => wordLists.id),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    position: integer('position').notNull(),
    trainingGroupKey: text('training_group_key').notNull(),
    learningGroupKey: text('learning_group_key').notNull(),
  },
  (t) => [uniqueIndex('word_units_code_key').on(t.code), index('word_units_list_idx').on(t.listId, t.position)],
);

/**
 * One headword of a unit (a word is in one list only: content-schema-words.ts). `key` is the
 * word's stable identity (a hash of headword and part of speech) that generated question ids
 * carry, so answers keep pointing at their word when a unit is reordered. The audio paths are
 * absolute URLs of the unit's audio package (/resources/words-<unit>/<version>/audio/...),
 * synthesised at content build time through the TTS cache.
 */
export const words = pgTable(
  'words',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => wordUnits.id),
    position: integer('position').notNull(),
    word: text('word').notNull(),
    pos: text('pos').notNull(),
    ipa: text('ipa').notNull(),
    meaning: text('meaning').notNull(),
    example: text('example').notNull(),
    exampleJp: text('example_jp').notNull(),
    /** The form the example uses when it is irregular (went for go). */
    form: text('form'),
    audioPath: text('audio_path').notNull(),
    exampleAudioPath: text('example_audio_path').notNull(),
  },
  (t) => [uniqueIndex('words_key_key').on(t.key), index('words_unit_idx').on(t.unitId, t.position)],
);
