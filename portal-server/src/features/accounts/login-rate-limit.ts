import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/tables/accounts';
import { ApiError } from '../../http/reply';

/**
 * Failure counters in fixed windows, shared by every portal-server on the database: logins (per
 * address, and per account and address together), and guessable codes (card numbers, class codes)
 * per student.
 *
 * A login is never limited per account alone: then anyone who knows a student's ID could keep that
 * student out by failing on purpose. Failures slow down the address that makes them (a school
 * behind one address gets a wide allowance) and that address's tries at that account; the owner on
 * another address still gets in. A success clears only its own account-and-address counter, so a
 * guesser cannot reset its address by signing in to an account of its own.
 */
export const WINDOW_MS = 15 * 60 * 1000;

export type AttemptKey = { key: string; max: number };

/** Failed logins from one address, whatever the account. */
export const addressKey = (address: string): AttemptKey => ({ key: `ip:${address}`, max: 100 });
/** What a login names: the user when one matches (its ID and email are one account), else the text typed. */
export const loginSubject = (userId: number): string => `#${userId}`;
/** Failed logins at one account from one address. */
export const accountAddressKey = (account: string, address: string): AttemptKey => ({ key: `account-ip:${account.trim().toLowerCase()}|${address}`, max: 10 });
/** The two counters a login (student or operations) checks and adds to. */
export const loginKeys = (account: string, address: string): AttemptKey[] => [accountAddressKey(account, address), addressKey(address)];
/** Wrong card numbers or class codes tried by one student. */
export const guessKey = (what: 'card' | 'class-code' | 'password', userId: number): AttemptKey => ({ key: `${what}:${userId}`, max: 10 });

const windowStart = (now = Date.now()) => new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);

/**
 * Counts a try before it is made and says whether every counter is still within its limit. The
 * count and the check are one statement per counter, so a burst of simultaneous tries cannot all
 * pass a check made before any of them failed (a password hash takes long enough for hundreds to
 * queue). A try that turns out not to be a failure is given back with releaseAttempt.
 */
export async function reserveAttempt(db: Database, keys: AttemptKey[]): Promise<boolean> {
  const start = windowStart();
  let allowed = true;
  for (const { key, max } of keys) {
    const [row] = await db
      .insert(loginAttempts)
      .values({ key, windowStart: start, failures: 1 })
      .onConflictDoUpdate({ target: [loginAttempts.key, loginAttempts.windowStart], set: { failures: sql`${loginAttempts.failures} + 1` } })
      .returning({ failures: loginAttempts.failures });
    if ((row?.failures ?? 0) > max) allowed = false;
  }
  return allowed;
}

/** Gives back a reserved try that succeeded (or failed for a reason that is not a guess). */
export async function releaseAttempt(db: Database, keys: AttemptKey[]): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(and(inArray(loginAttempts.key, keys.map((k) => k.key)), eq(loginAttempts.windowStart, windowStart())));
}

/** Runs a try at a guessable code: only "no such code" (404) stays counted; anything else is given back. */
export async function countingWrongCodes<T>(db: Database, keys: AttemptKey[], attempt: () => Promise<T>): Promise<T> {
  try {
    const result = await attempt();
    await releaseAttempt(db, keys);
    return result;
  } catch (error) {
    if (!(error instanceof ApiError && error.errcode === 404)) await releaseAttempt(db, keys);
    throw error;
  }
}

export async function clearFailures(db: Database, keys: AttemptKey[]): Promise<void> {
  await db.delete(loginAttempts).where(and(inArray(loginAttempts.key, keys.map((k) => k.key)), eq(loginAttempts.windowStart, windowStart())));
}

export const TOO_MANY_ATTEMPTS = '失敗が続いたため、しばらく操作できません。15分ほど待ってからもう一度お試しください。';
