import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, users } from '../../db/tables/accounts';
import { forbidden, unauthorized } from '../../http/reply';
import { limitedPasswordCheck, loginSubject } from '../accounts/login-rate-limit';
import { verifyPassword } from '../accounts/passwords';
import { hashToken } from '../accounts/tokens';

/** Ops sessions are short: a working day. */
export const OPS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

const LOGIN_FAILED = 'ID かパスワードが正しくありません。';
const NOT_OPS = '運用担当者のアカウントではありません。';

/**
 * Logs in an operations user. Unlike a student login it does not end the user's other
 * sessions: the CLI, a deploy script and the ops page may be signed in side by side.
 */
export async function opsLogin(db: Database, input: { account: string; password: string; ip: string; device: string }) {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.loginId, input.account), eq(sql`lower(${users.email})`, input.account.toLowerCase())))
    .limit(1);
  const right = await limitedPasswordCheck(db, user ? loginSubject(user.id) : input.account, input.ip, async (beforeHash) =>
    user ? verifyPassword(input.password, user.passwordHash, beforeHash) : (await beforeHash(), false),
  );
  if (!user || !right) throw unauthorized(LOGIN_FAILED);
  if (user.role !== 'ops') throw forbidden(NOT_OPS);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + OPS_TOKEN_TTL_MS);
  await db.insert(authTokens).values({ tokenHash: hashToken(token), userId: user.id, device: input.device.slice(0, 200), expiresAt });
  return { token, account: user.loginId, expires_at: expiresAt.toISOString() };
}
