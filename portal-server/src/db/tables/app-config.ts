import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Settings operations can change at run time (scoring config overrides, service status), as JSON by key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
});

/** Tiles on the home page; audience picks who sees them. */
export const homeModules = pgTable(
  'home_modules',
  {
    id: serial('id').primaryKey(),
    moduleKey: text('module_key').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    icon: text('icon').notNull(),
    route: text('route').notNull(),
    color: text('color').notNull().default('#2f6fde'),
    audience: text('audience', { enum: ['all', 'business', 'college'] }).notNull().default('all'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('home_modules_key').on(t.moduleKey)],
);

/** Home page banners, shown between starts_at and ends_at. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    bannerKey: text('banner_key').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('banners_key').on(t.bannerKey)],
);

/** Words a student pronounced poorly, reported after speech evaluations (POST /v3/poorly-words). */
export const studentPoorlyWords = pgTable(
  'student_poorly_words',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    word: text('word').notNull(),
    times: integer('times').notNull().default(1),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.word] })],
);
