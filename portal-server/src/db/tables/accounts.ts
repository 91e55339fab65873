import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Shown as the app name in the header (user info app_name). */
  appName: text('app_name').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  linkUrl: text('link_url').notNull().default(''),
});

/** Students, teachers and operations staff share one table; role tells them apart. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['student', 'teacher', 'ops'] }).notNull(),
    username: text('username').notNull(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    schoolId: integer('school_id').references(() => schools.id),
    isCollegeStudent: boolean('is_college_student').notNull().default(false),
    isBusinessStudent: boolean('is_business_student').notNull().default(false),
    studentFlag: text('student_flag').notNull().default('BIZ'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_login_id_key').on(t.loginId), uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    joinCode: text('join_code').notNull(),
    teacherId: integer('teacher_id').references(() => users.id),
  },
  (t) => [uniqueIndex('classes_join_code_key').on(t.joinCode)],
);

export const classMembers = pgTable(
  'class_members',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] })],
);

/**
 * Education cards: a student needs an active, unexpired card to use the portal. A card
 * handed out on paper has no user until a student activates it with its number.
 */
export const eduCards = pgTable(
  'edu_cards',
  {
    id: serial('id').primaryKey(),
    cardId: text('card_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    activeStatus: integer('active_status').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('edu_cards_card_id_key').on(t.cardId), index('edu_cards_user_idx').on(t.userId)],
);

/** Login tokens, stored as SHA-256 hashes only. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout', 'replaced' (a newer login on another device) or 'password' (password changed elsewhere). */
    revokedReason: text('revoked_reason'),
    /** Push token the device registered after this login (POST /v3/student/fcm-token). */
    pushToken: text('push_token'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Failed-login counters per account and per address, in fixed windows (shared by all servers). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
