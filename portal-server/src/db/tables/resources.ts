import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ResourceItemMeta } from '../../lib/item-meta';

/**
 * The registry of practice resources (spec part 1 section 3 "Resource info", part 2 section 3
 * "Practice resource"). The content pipeline upserts one row per resource and writes the static
 * package (index.json plus media) that `packagePath` points to; answers, homework topics and
 * favourites refer to rows here.
 */
export const resources = pgTable(
  'resources',
  {
    /** resource_id / res_id */
    id: serial('id').primaryKey(),
    /** resource_code / res_code: the stable key the content pipeline upserts by. */
    code: text('code').notNull(),
    /** resource_type: the question type or module key the player opens it with. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    /** resource_version / res_version: cache-busting query on the package's media. */
    version: text('version').notNull(),
    /** resource_file / path: URL of the static package folder under /resources/ (ends with '/'). */
    packagePath: text('package_path').notNull(),
    level: text('level').notNull().default(''),
    rootPath: text('root_path').notNull().default(''),
    /** Resources of one unit (or one list) share a group key; `position` orders them (next-resource-info). */
    groupKey: text('group_key').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** question_ids: which questions of the package are shown, in order. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull().default([]),
    /** What the server needs to score and keep records per item (see item-meta.ts). */
    items: jsonb('items').$type<ResourceItemMeta[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resources_code_key').on(t.code), index('resources_group_idx').on(t.groupKey, t.position)],
);
