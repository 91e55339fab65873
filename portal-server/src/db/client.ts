import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { withNamedStatements } from './pglite-named';
import { startTableMaintenance } from './pglite-maintenance';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import { NamedStatementClient } from './named-statements';

export type Schema = typeof schema;
/** The one database handle type; PGlite and node-postgres drizzle instances both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside db.transaction(); always use it there, never the outer db. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Notifications of changes to cached tables, from any process on this database. */
  changes: ChangeFeed;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle');
/** Arbitrary constant: the advisory-lock key every portal-server uses while migrating. */
const MIGRATION_LOCK_KEY = 7_414_001;

export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/**
 * Connections per process. Several processes share the server's max_connections (100 by
 * default): PORTAL_WORKERS x this, plus one listening connection each, must stay below it.
 */
export const POOL_SIZE = 10;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, Client: NamedStatementClient });
  // An idle connection the server dropped (restart, network) must not take the process down:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`portal-server: PostgreSQL connection lost (${error.message}); reconnecting on next use`));
  // Several stateless portal-servers may start together: one migrates, the others wait.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const changes = await postgresChangeFeed(url).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  return {
    db,
    kind: 'postgres',
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dbDir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dbDir, { recursive: true });
  // PGlite is single-process: a second server on the same folder would corrupt it.
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(dbDir);
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    const db = drizzlePglite({ client: withNamedStatements(client), schema });
    const changes = await pgliteChangeFeed(client);
    const maintenance = startTableMaintenance(client);
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      changes,
      close: async () => {
        await changes.close();
        await maintenance.stop();
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
