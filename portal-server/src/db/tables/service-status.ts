import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every change operations made to the service status; the newest row is the current status.
 * opt_status uses the spec's ops modes: 0 DevOpsDisabled, 1 DevOpsTips, 2 Normal.
 */
export const serviceStatusChanges = pgTable('service_status_changes', {
  id: serial('id').primaryKey(),
  optStatus: integer('opt_status').notNull(),
  optContent: text('opt_content').notNull().default(''),
  changedBy: integer('changed_by').references(() => users.id),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
