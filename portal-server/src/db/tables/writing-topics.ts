import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Writing topics (content/writing/topics.yaml, seeded by the writing feature). Kept apart from
 * the submissions so homework_topics can point at a topic without an import cycle between the
 * homework and writing tables (a submission names its homework).
 */
export const writingTopics = pgTable(
  'writing_topics',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** eiken-3 | eiken-pre2 | eiken-2 | eiken-pre1 | free (free writing: no relevance check). */
    level: text('level').notNull(),
    titleEn: text('title_en').notNull(),
    titleJa: text('title_ja').notNull(),
    promptEn: text('prompt_en').notNull(),
    instructionJa: text('instruction_ja').notNull(),
    minWords: integer('min_words').notNull(),
    maxWords: integer('max_words').notNull(),
    /** Words the relevance check looks for. */
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    modelAnswerEn: text('model_answer_en').notNull(),
    modelAnswerJa: text('model_answer_ja').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('writing_topics_code_key').on(t.code)],
);
