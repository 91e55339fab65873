import { feedIsCurrent, type ChangeFeed, type FeedMark } from '../db/change-feed';
import type { Database } from '../db/client';
import { hashToken, lookupToken, type TokenLookup } from '../features/accounts/tokens';

/** Longest an entry is served without being read again, whatever the notifications say. */
const ENTRY_TTL_MS = 60_000;
/** Beyond this many tokens or memos the cache starts over (memory bound, not a working limit). */
const MAX_ENTRIES = 100_000;

type TokenEntry = { userId: number; lookup: Extract<TokenLookup, { status: 'valid' }>; expiresAt: number; storedAt: number };
type MemoEntry = { value: unknown; storedAt: number };

/**
 * Valid sessions and per-user data derived from the accounts tables (users, auth_tokens,
 * class_members, classes, schools, edu_cards), kept in memory so that an authenticated call needs no
 * token query. Correct across processes: the tables' triggers (drizzle/0010) notify every
 * process at commit, and an entry of a user named in a notification is dropped. Only valid
 * tokens are kept, so a revoked one always reaches the database.
 *
 * What keeps it exact:
 * - before an entry is served, the feed is synced (ChangeFeed.sync: one shared round trip on the
 *   listening connection), so every change committed before the request arrived, in this
 *   process or another, has dropped what it names: a logout or a login elsewhere ends the
 *   session for the very next call everywhere;
 * - a lookup that started before a change of its user is not stored (`changedAt` > its start);
 * - when the feed cannot sync (its connection dropped) the database answers, and nothing cached
 *   before the drop survives it.
 */
export class SessionCache {
  private readonly tokens = new Map<string, TokenEntry>();
  private readonly tokensOfUser = new Map<number, Set<string>>();
  private readonly memos = new Map<number, Map<string, MemoEntry>>();
  private memoCount = 0;
  /** Change counter: every notification and gap moves it on. */
  private sequence = 0;
  /** The counter value of each user's last change, and of the last "forget everything". */
  private readonly changedAt = new Map<number, number>();
  private clearedAt = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Database,
    private readonly feed: ChangeFeed,
  ) {
    this.unsubscribe = feed.subscribe({
      onChange: (payload) => {
        // A shared table's change is for the table caches (db/table-cache.ts), not the accounts'.
        if (payload.startsWith('table:')) return;
        const userId = payload.startsWith('user:') ? Number(payload.slice(5)) : Number.NaN;
        if (Number.isInteger(userId)) this.dropUser(userId);
        else this.clear();
      },
      onGap: () => this.clear(),
    });
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  /**
   * lookupToken, answered from memory when the token was valid a moment ago and nothing changed
   * since; `after`: the request's feed mark (ChangeFeed.mark), by default now.
   */
  async lookup(token: string, after?: FeedMark): Promise<TokenLookup> {
    if (!(await feedIsCurrent(this.feed, after))) return lookupToken(this.db, token);
    const key = hashToken(token);
    const now = Date.now();
    const cached = this.tokens.get(key);
    if (cached && now - cached.storedAt < ENTRY_TTL_MS) {
      if (cached.expiresAt > now) return cached.lookup;
      return { status: 'expired' };
    }
    const started = this.sequence;
    const found = await lookupToken(this.db, token);
    if (found.status === 'valid' && this.mayStore(found.user.id, started)) {
      this.makeRoom(this.tokens.size);
      this.tokens.set(key, { userId: found.user.id, lookup: found, expiresAt: found.expiresAt.getTime(), storedAt: now });
      const keys = this.tokensOfUser.get(found.user.id) ?? new Set<string>();
      keys.add(key);
      this.tokensOfUser.set(found.user.id, keys);
    }
    return found;
  }

  /**
   * A value computed from the user's rows in the accounts tables (never from other tables:
   * nothing else notifies), kept like the sessions.
   */
  async memo<T>(userId: number, name: string, compute: () => Promise<T>, after?: FeedMark): Promise<T> {
    if (!(await feedIsCurrent(this.feed, after))) return compute();
    const now = Date.now();
    const cached = this.memos.get(userId)?.get(name);
    if (cached && now - cached.storedAt < ENTRY_TTL_MS) return cached.value as T;
    const started = this.sequence;
    const value = await compute();
    if (this.mayStore(userId, started)) {
      this.makeRoom(this.memoCount);
      const ofUser = this.memos.get(userId) ?? new Map<string, MemoEntry>();
      if (!ofUser.has(name)) this.memoCount += 1;
      ofUser.set(name, { value, storedAt: now });
      this.memos.set(userId, ofUser);
    }
    return value;
  }

  private mayStore(userId: number, started: number): boolean {
    return this.feed.live && this.clearedAt <= started && (this.changedAt.get(userId) ?? -1) <= started;
  }

  private dropUser(userId: number): void {
    this.sequence += 1;
    this.changedAt.set(userId, this.sequence);
    for (const key of this.tokensOfUser.get(userId) ?? []) this.tokens.delete(key);
    this.tokensOfUser.delete(userId);
    this.memoCount -= this.memos.get(userId)?.size ?? 0;
    this.memos.delete(userId);
  }

  private clear(): void {
    this.sequence += 1;
    this.clearedAt = this.sequence;
    this.tokens.clear();
    this.tokensOfUser.clear();
    this.memos.clear();
    this.memoCount = 0;
    // Older per-user marks are covered by clearedAt.
    this.changedAt.clear();
  }

  private makeRoom(size: number): void {
    if (size >= MAX_ENTRIES) this.clear();
  }
}
