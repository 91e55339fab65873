import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Speech addresses handed to students (GET /v3/app/new-evaluation-service and the two xfyun
 * calls). Only the SHA-256 of the ticket is kept, so a database dump cannot be replayed. A
 * socket ticket is claimed once (used_at); a stream is open while ended_at is empty. The rows are
 * the per-student stream counters too, so every portal process on the database sees the same.
 */
export const speechTickets = pgTable(
  'speech_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** evaluate, recognize (one stream each) or tts (any number of readings until it expires). */
    kind: text('kind', { enum: ['evaluate', 'recognize', 'tts'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('speech_tickets_user_used_idx').on(t.userId, t.usedAt), index('speech_tickets_expires_idx').on(t.expiresAt)],
);

/** Text-to-speech readings per student and minute (fixed windows), for the per-student rate. */
export const speechTtsCounts = pgTable(
  'speech_tts_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    minuteStart: timestamp('minute_start', { withTimezone: true }).notNull(),
    readings: integer('readings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.minuteStart] })],
);
