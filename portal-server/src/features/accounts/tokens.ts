import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { authTokens, users } from './schema';

/** Tokens live 30 days; a new login elsewhere or a logout ends them earlier. */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a token for the user and revokes every other live token of theirs, so the older
 * device's next call gets the "logged out because of login on another device" 401.
 */
export async function issueToken(tx: Transaction, userId: number, device: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await tx
    .update(authTokens)
    .set({ revokedAt: now, revokedReason: 'replaced' })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  await tx.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    device,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return token;
}

export type TokenLookup =
  | { status: 'valid'; user: typeof users.$inferSelect; tokenId: number }
  | { status: 'replaced' | 'revoked' | 'expired' | 'unknown' };

export async function lookupToken(db: Database, token: string): Promise<TokenLookup> {
  const rows = await db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  if (row.token.revokedAt) return { status: row.token.revokedReason === 'replaced' ? 'replaced' : 'revoked' };
  if (row.token.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'valid', user: row.user, tokenId: row.token.id };
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(authTokens.id, tokenId));
}
