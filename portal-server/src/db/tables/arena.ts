import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Battle types of the arena (content/arena/types.yaml). */
export const arenaTypes = pgTable(
  'arena_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionJa: text('description_ja').notNull(),
    questionCount: integer('question_count').notNull(),
    secondsPerQuestion: integer('seconds_per_question').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('arena_types_code_key').on(t.code)],
);
