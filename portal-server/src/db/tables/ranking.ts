import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One computed ranking: made at 03:00 (Japan time) of `day` from the practices before then. */
export const rankingDays = pgTable('ranking_days', {
  /** YYYY-MM-DD in Japan time. */
  day: text('day').primaryKey(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ranked students of a day, per school (school 0: students without one). */
export const rankingEntries = pgTable(
  'ranking_entries',
  {
    day: text('day')
      .notNull()
      .references(() => rankingDays.day, { onDelete: 'cascade' }),
    schoolId: integer('school_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    practiceCount: integer('practice_count').notNull(),
    averageScore: integer('average_score').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.studentId] }), index('ranking_entries_school_idx').on(t.day, t.schoolId, t.rank)],
);
