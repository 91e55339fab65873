import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { authTokens, users } from '../../db/tables/accounts';

/** Tokens live 30 days; a new login elsewhere, a password change or a logout ends them earlier. */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type RevokeReason = 'logout' | 'replaced' | 'password';

/**
 * Issues a token for the user and revokes every other live token of theirs, so the older
 * device's next call gets the "logged out because of login on another device" 401.
 */
export async function issueToken(tx: Transaction, userId: number, device: string): Promise<string> {
  // Two logins at the same moment must not both survive: serialise them on the user row.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await tx
    .update(authTokens)
    .set({ revokedAt: now, revokedReason: 'replaced' })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  await tx.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    device: device.slice(0, 200),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return token;
}

export type TokenLookup =
  | { status: 'valid'; user: typeof users.$inferSelect; tokenId: number; expiresAt: Date }
  | { status: RevokeReason | 'revoked' | 'expired' | 'unknown' };

export async function lookupToken(db: Database, token: string): Promise<TokenLookup> {
  // A token is 43 base64url characters; anything else cannot be ours and needs no query.
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { status: 'unknown' };
  const rows = await db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  if (row.token.revokedAt) {
    const reason = row.token.revokedReason;
    return { status: reason === 'replaced' || reason === 'password' || reason === 'logout' ? reason : 'revoked' };
  }
  if (row.token.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'valid', user: row.user, tokenId: row.token.id, expiresAt: row.token.expiresAt };
}

export async function revokeToken(db: Database | Transaction, tokenId: number, reason: RevokeReason = 'logout'): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Ends every live token of the user except the one making the request (after a password change). */
export async function revokeOtherTokens(tx: Transaction, userId: number, keepTokenId: number, reason: RevokeReason): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), ne(authTokens.id, keepTokenId)));
}
