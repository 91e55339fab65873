import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { classes, users } from './accounts';

/** A live (online) class a teacher holds for one class, with a link students join by. */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    teacherId: integer('teacher_id').references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    joinUrl: text('join_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_classes_class_idx').on(t.classId, t.startsAt)],
);
