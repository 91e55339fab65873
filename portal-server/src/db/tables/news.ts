import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classes, schools, users } from './accounts';

/**
 * Notices for students. school_id null: every school; class_id set: only that class's
 * members. jump_schema follows the push targets (spec part 1, section 4): 2 homework,
 * 3 news detail (default), 4 nothing, 5 CEFR home, 6 home.
 */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    newsKey: text('news_key').notNull(),
    schoolId: integer('school_id').references(() => schools.id),
    classId: integer('class_id').references(() => classes.id),
    category: text('category', { enum: ['notice', 'homework', 'event', 'maintenance'] }).notNull().default('notice'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Plain text with line breaks; the client shows it as it is (never as HTML). */
    content: text('content').notNull(),
    jumpSchema: integer('jump_schema').notNull().default(3),
    authorId: integer('author_id').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('news_key').on(t.newsKey), index('news_published_idx').on(t.publishedAt)],
);

/** Which student has read which notice (for unread counts and new_msg_num). */
export const newsReads = pgTable(
  'news_reads',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] }), index('news_reads_user_idx').on(t.userId, t.readAt)],
);
