import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Opinions sent from the feedback page (kind general) and problem reports about a practice
 * resource (kind resource). Images are stored under DATA_DIR/feedback, named here.
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['general', 'resource'] }).notNull(),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Resource feedback: the chosen option_values. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    resourceCode: text('resource_code').notNull().default(''),
    clientName: text('client_name').notNull().default(''),
    /** Paths relative to DATA_DIR/feedback. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedbacks_user_idx').on(t.userId, t.createdAt)],
);

/** Client errors reported by the shared API client (spec part 1, section 8). */
export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    /** The signed-in user when the report came with a valid token. */
    userId: integer('user_id').references(() => users.id),
    /** The user id the client claims (kept as text: it may come from a signed-out client). */
    reportedUserId: text('reported_user_id').notNull().default(''),
    code: text('code').notNull(),
    url: text('url').notNull().default(''),
    message: text('message').notNull().default(''),
    device: text('device').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_time_idx').on(t.createdAt)],
);
