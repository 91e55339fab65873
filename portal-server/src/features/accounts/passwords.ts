import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/**
 * One hash at a time per process. A hash is tens of milliseconds of CPU in libuv's thread pool
 * (four threads): a whole class logging in at once would otherwise take every core from the
 * event loop, and every other request of the process (dashboards, answer posts) would wait
 * behind the logins. With one process per core, logins queue and everything else keeps going.
 */
let hashing: Promise<unknown> = Promise.resolve();
function scrypt(password: string, salt: Buffer, keylen: number, options: object, beforeHash?: () => Promise<void>): Promise<Buffer> {
  const result = hashing.then(async () => {
    await beforeHash?.();
    return scryptAsync(password, salt, keylen, options);
  });
  hashing = result.catch(() => undefined);
  return result;
}
export type ScryptParams = { N: number; r: number; p: number };
const PARAMS: ScryptParams = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * `scrypt$N$r$p$salt$hash`, both base64. The cost is stored with the hash, so a check always uses
 * the cost the hash was made with; tests that sign in hundreds of accounts give them a cheaper one
 * (the hash queue and the counting around it are the same, only each hash is shorter).
 */
export async function hashPassword(password: string, params: ScryptParams = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * Whether `password` is the one `stored` was made from. `beforeHash` runs when this check's turn
 * in the process's hash queue comes, just before the hash (a login's address allowance is counted
 * there: login-rate-limit.ts); if it throws, the check fails with its error.
 */
export async function verifyPassword(password: string, stored: string, beforeHash?: () => Promise<void>): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) {
    await beforeHash?.();
    return false;
  }
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) }, beforeHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
