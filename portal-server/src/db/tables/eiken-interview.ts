import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { eikenLevels } from './eiken-toeic';
import { resources } from './resources';

/**
 * The second-stage interview cards of a grade (/eiken/interview): the `interviews` of
 * content/exercises/eiken/<level>.yaml. The card's passage and picture are shown beside the
 * practice; its reading and questions are a generated integrated-process resource
 * (`resourceId`), so answers are ordinary answer records.
 */
export const eikenInterviews = pgTable(
  'eiken_interviews',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    levelId: integer('level_id')
      .notNull()
      .references(() => eikenLevels.id),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    passageTitle: text('passage_title').notNull(),
    passage: text('passage').notNull(),
    passageJp: text('passage_jp').notNull(),
    /** URL of the card's picture inside the resource's package. */
    picture: text('picture').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('eiken_interviews_code_key').on(t.code), index('eiken_interviews_level_idx').on(t.levelId, t.position)],
);
