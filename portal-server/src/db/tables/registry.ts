import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type RemoteTitle = { ja: string; en: string };

/** Every version of every remote ever published. The files live in DATA_DIR/remotes/<remote>/<version>/ and never change. */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** Route prefixes this build owns (its portal-remote.json). */
    prefixes: jsonb('prefixes').$type<string[]>().notNull(),
    /** Display name (its portal-remote.json), shown by the host when the remote cannot load; null for builds older than the field. */
    title: jsonb('title').$type<RemoteTitle>(),
    fileCount: integer('file_count').notNull(),
    totalBytes: integer('total_bytes').notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remote_versions_remote_version_key').on(t.remote, t.version)],
);

/** The version every browser gets, one row per remote that has one. */
export const remoteActive = pgTable('remote_active', {
  remote: text('remote').primaryKey(),
  version: text('version').notNull(),
  activatedBy: text('activated_by').notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const REGISTRY_ACTIONS = ['publish', 'activate', 'rollback', 'override_create', 'override_revoke'] as const;
export type RegistryAction = (typeof REGISTRY_ACTIONS)[number];

/** Who switched what when: an append-only log of every registry change. */
export const registryEvents = pgTable(
  'registry_events',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    action: text('action', { enum: REGISTRY_ACTIONS }).notNull(),
    fromVersion: text('from_version'),
    toVersion: text('to_version'),
    actor: text('actor').notNull(),
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registry_events_remote_idx').on(t.remote, t.id)],
);

/**
 * Allowlisted per-browser overrides: ops pin a version of one remote for whoever opens the
 * override link (a cookie holds the random token; only its hash is stored).
 */
export const browserOverrides = pgTable(
  'browser_overrides',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('browser_overrides_token_key').on(t.tokenHash)],
);
