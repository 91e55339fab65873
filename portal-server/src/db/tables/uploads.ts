import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Recordings students uploaded (stored under DATA_DIR/uploads/<student>/<file>). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    /** The public URL, /uploads/<student>/<random>.mp3; answers may only name their own. */
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
    /** Length of the audio worked out from its MP3 frames. */
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_url_key').on(t.url), index('uploads_student_idx').on(t.studentId, t.createdAt)],
);
