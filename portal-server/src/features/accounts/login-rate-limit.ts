import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from './schema';

/** At most this many failed logins per account, and per address, in one window. */
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;

const windowStart = (now = Date.now()) => new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);

export async function checkLoginAllowed(db: Database, keys: string[]): Promise<boolean> {
  const rows = await db
    .select({ failures: loginAttempts.failures })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gte(loginAttempts.windowStart, windowStart())));
  return rows.every((row) => row.failures < MAX_FAILURES);
}

export async function recordLoginFailure(db: Database, keys: string[]): Promise<void> {
  const start = windowStart();
  for (const key of keys) {
    await db
      .insert(loginAttempts)
      .values({ key, windowStart: start, failures: 1 })
      .onConflictDoUpdate({ target: [loginAttempts.key, loginAttempts.windowStart], set: { failures: sql`${loginAttempts.failures} + 1` } });
  }
}

export async function clearLoginFailures(db: Database, keys: string[]): Promise<void> {
  await db.delete(loginAttempts).where(and(inArray(loginAttempts.key, keys), eq(loginAttempts.windowStart, windowStart())));
}
