import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/tables/accounts';

/**
 * Failure counters in fixed windows, shared by every portal-server on the database: logins
 * (per account and per address), and guessable codes (card numbers, class codes) per student.
 */
export const WINDOW_MS = 15 * 60 * 1000;

export type AttemptKey = { key: string; max: number };

/** Failed logins for one account; a school behind one address gets a wider allowance. */
export const accountKey = (account: string): AttemptKey => ({ key: `account:${account.toLowerCase()}`, max: 10 });
export const addressKey = (address: string): AttemptKey => ({ key: `ip:${address}`, max: 100 });
/** Wrong card numbers or class codes tried by one student. */
export const guessKey = (what: 'card' | 'class-code' | 'password', userId: number): AttemptKey => ({ key: `${what}:${userId}`, max: 10 });

const windowStart = (now = Date.now()) => new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);

export async function attemptsAllowed(db: Database, keys: AttemptKey[]): Promise<boolean> {
  const rows = await db
    .select({ key: loginAttempts.key, failures: loginAttempts.failures })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys.map((k) => k.key)), gte(loginAttempts.windowStart, windowStart())));
  return rows.every((row) => row.failures < (keys.find((k) => k.key === row.key)?.max ?? 0));
}

export async function recordFailure(db: Database, keys: AttemptKey[]): Promise<void> {
  const start = windowStart();
  for (const { key } of keys) {
    await db
      .insert(loginAttempts)
      .values({ key, windowStart: start, failures: 1 })
      .onConflictDoUpdate({ target: [loginAttempts.key, loginAttempts.windowStart], set: { failures: sql`${loginAttempts.failures} + 1` } });
  }
}

export async function clearFailures(db: Database, keys: AttemptKey[]): Promise<void> {
  await db.delete(loginAttempts).where(and(inArray(loginAttempts.key, keys.map((k) => k.key)), eq(loginAttempts.windowStart, windowStart())));
}

export const TOO_MANY_ATTEMPTS = '失敗が続いたため、しばらく操作できません。15分ほど待ってからもう一度お試しください。';

/** Limits for plain string keys ("account:..." and "ip:..."), as the ops login passes them. */
const keyWithLimit = (key: string): AttemptKey => (key.startsWith('ip:') ? { key, max: addressKey('').max } : { key, max: accountKey('').max });

/** @deprecated use attemptsAllowed with accountKey/addressKey */
export const checkLoginAllowed = (db: Database, keys: string[]) => attemptsAllowed(db, keys.map(keyWithLimit));
/** @deprecated use recordFailure */
export const recordLoginFailure = (db: Database, keys: string[]) => recordFailure(db, keys.map(keyWithLimit));
/** @deprecated use clearFailures */
export const clearLoginFailures = (db: Database, keys: string[]) => clearFailures(db, keys.map(keyWithLimit));
