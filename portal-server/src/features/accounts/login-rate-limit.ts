import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/tables/accounts';
import { ApiError, tooManyRequests } from '../../http/reply';

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

export const TOO_MANY_LOGINS = 'ログインの失敗が続いたため、しばらくログインできません。15分ほど待ってからもう一度お試しください。';

/**
 * Runs a login's password check (student or operations) within its limits, and says whether the
 * password was right. The account-and-address counter (10) is reserved as the try arrives, so a
 * burst at one account gets no more than that. The address's counter (100: a whole school may sit
 * behind one address) is reserved when the try's password hash is about to run: hashes run one at
 * a time per process, so by then every earlier try from the address has its outcome counted, and
 * a school's students arriving together are not counted as failures while they queue for their
 * hash (counted at arrival, 500 students of the load test at 8:50 on a busy machine had more than
 * 100 tries waiting at once, and 317 of them were refused). A right password gives both tries back
 * and clears the account's failures at this address.
 *
 * `check` gets the address reservation to run before its hash (verifyPassword's beforeHash); a
 * check without a hash (no such user) must run it itself.
 */
export async function limitedPasswordCheck(db: Database, subject: string, address: string, check: (beforeHash: () => Promise<void>) => Promise<boolean>): Promise<boolean> {
  const account = accountAddressKey(subject, address);
  const fromAddress = addressKey(address);
  if (!(await reserveAttempt(db, [account]))) throw tooManyRequests(TOO_MANY_LOGINS);
  const right = await check(async () => {
    if (!(await reserveAttempt(db, [fromAddress]))) throw tooManyRequests(TOO_MANY_LOGINS);
  });
  if (!right) return false;
  await releaseAttempt(db, [account, fromAddress]);
  await clearFailures(db, [account]);
  return true;
}
