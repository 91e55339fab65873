import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Speech-evaluation failures the browser reports (spec part 2 section 8): kept for operations. */
export const evaluationErrorReports = pgTable(
  'evaluation_error_reports',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    message: text('message').notNull(),
    /** The speech-server session id (sid) of the failed evaluation, '' when none was given. */
    sessionId: text('session_id').notNull().default(''),
    category: text('category').notNull().default(''),
    resourceId: text('resource_id').notNull().default(''),
    questionId: text('question_id').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('evaluation_error_reports_student_idx').on(t.studentId, t.createdAt), index('evaluation_error_reports_code_idx').on(t.code, t.createdAt)],
);
