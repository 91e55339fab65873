import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FeedMark } from '../db/change-feed';
import type { DatabaseHandle } from '../db/client';
import type { users } from '../db/tables/accounts';
import type { TokenLookup } from '../features/accounts/tokens';
import { SessionCache } from './session-cache';
import { ApiError, forbidden, unauthorized } from './reply';

export type AuthUser = typeof users.$inferSelect;

/**
 * Who may call a route. Every route states it in `config.auth`:
 * - 'student': bearer token of a student, and the student_id query parameter must be theirs
 * - 'user': bearer token of any role (student, teacher, ops)
 * - 'ops': bearer token of an operations user
 * - 'public': no token
 */
export type AuthRule = 'student' | 'user' | 'ops' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
  interface FastifyInstance {
    /** Valid sessions and per-user account data, kept correct across processes (session-cache.ts). */
    sessions: SessionCache;
  }
  interface FastifyRequest {
    /** Set by the auth hook for every route whose rule is not 'public'. */
    authUser: AuthUser | null;
    authTokenId: number | null;
    /**
     * The change feed's mark taken as the request was authenticated (ChangeFeed.mark): the
     * caches it reads before it writes anything pass it, and share the session's round trip.
     * Null on public routes.
     */
    feedMark: FeedMark | null;
  }
}

export const MESSAGES = {
  missingToken: 'ログインしてください。',
  invalidToken: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  replaced: '他の端末でログインされたため、ログアウトしました。',
  passwordChanged: 'パスワードが変更されたため、ログアウトしました。新しいパスワードでログインしてください。',
  loggedOut: 'ログアウトしました。もう一度ログインしてください。',
  wrongStudent: 'このデータにはアクセスできません。',
  notStudent: 'このページは生徒アカウントでのみ利用できます。',
  notOps: '運用担当者のアカウントでログインしてください。',
  badStudentId: 'パラメータが正しくありません（querystring: student_id: 生徒IDを正しく指定してください）',
} as const;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The 401 message for a token that no longer works: the client shows it before signing out. */
export function tokenProblemMessage(status: Exclude<TokenLookup['status'], 'valid'>): string {
  if (status === 'replaced') return MESSAGES.replaced;
  if (status === 'password') return MESSAGES.passwordChanged;
  if (status === 'logout') return MESSAGES.loggedOut;
  return MESSAGES.invalidToken;
}

async function authenticate(sessions: SessionCache, request: FastifyRequest, rule: AuthRule): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(MESSAGES.missingToken);
  const found = await sessions.lookup(token, request.feedMark ?? undefined);
  if (found.status !== 'valid') throw unauthorized(tokenProblemMessage(found.status));
  const user = found.user;
  if (rule === 'ops' && user.role !== 'ops') throw forbidden(MESSAGES.notOps);
  if (rule === 'student') {
    if (user.role !== 'student') throw forbidden(MESSAGES.notStudent);
    const studentId = (request.query as Record<string, unknown> | undefined)?.student_id;
    // A missing or malformed id is bad input (400); a well-formed id that is not the
    // token's student is refused (403) before any handler runs, so nothing leaks.
    if (typeof studentId !== 'string' || !/^[1-9][0-9]{0,9}$/.test(studentId)) throw new ApiError(400, MESSAGES.badStudentId);
    if (Number(studentId) !== user.id) throw new ApiError(403, MESSAGES.wrongStudent);
  }
  request.authUser = user;
  request.authTokenId = found.tokenId;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  const sessions = new SessionCache(options.database.db, options.database.changes);
  app.decorate('sessions', sessions);
  app.addHook('onClose', async () => sessions.close());
  app.decorateRequest('authUser', null);
  app.decorateRequest('authTokenId', null);
  app.decorateRequest('feedMark', null);
  // preValidation: after the query string is parsed, before the route's schema runs, so a
  // missing token is 401 even when the parameters are also bad.
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.auth;
    if (!rule || rule === 'public') return;
    request.feedMark = options.database.changes.mark();
    await authenticate(sessions, request, rule);
  });
});

/**
 * The request's change-feed mark for a cache read before the request writes anything (a cache
 * read after its own write must see that write, so it syncs anew: pass nothing there).
 */
export const requestFeedMark = (request: FastifyRequest): FeedMark | undefined => request.feedMark ?? undefined;

/** The authenticated user of a route whose rule is not 'public'. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized(MESSAGES.missingToken);
  return request.authUser;
}
