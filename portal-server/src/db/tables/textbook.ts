import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Textbooks of /bookList (spec part 3 "Textbook and skill-up"). Their units group practice
 * resources: a unit's resources are the registry rows whose group_key is the unit's.
 * Rows come from the content pipeline (content/exercises/), matched by code.
 */
export const textbooks = pgTable(
  'textbooks',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    titleJp: text('title_jp').notNull(),
    descriptionJp: text('description_jp').notNull().default(''),
    /** CEFR-style level label shown on the card (A1, A2, B1...). */
    level: text('level').notNull().default(''),
    /** Cover picture, a path under /resources/ (content pipeline). */
    cover: text('cover').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('textbooks_code_key').on(t.code)],
);

export const textbookUnits = pgTable(
  'textbook_units',
  {
    id: serial('id').primaryKey(),
    textbookId: integer('textbook_id')
      .notNull()
      .references(() => textbooks.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    titleJp: text('title_jp').notNull(),
    /** The resources registry's group_key of this unit's resources. */
    groupKey: text('group_key').notNull(),
  },
  (t) => [uniqueIndex('textbook_units_code_key').on(t.code), index('textbook_units_book_idx').on(t.textbookId, t.number)],
);
