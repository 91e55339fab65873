import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Graded readers (content/ebook/books.yaml). */
export const ebooks = pgTable(
  'ebooks',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    titleJa: text('title_ja').notNull(),
    level: integer('level').notNull(),
    wordCount: integer('word_count').notNull(),
    genreJa: text('genre_ja').notNull(),
    summaryJa: text('summary_ja').notNull(),
    firstLine: text('first_line').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('ebooks_code_key').on(t.code)],
);
