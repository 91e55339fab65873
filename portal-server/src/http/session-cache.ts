import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { hashToken, lookupToken, type TokenLookup } from '../features/accounts/tokens';

/** Longest an entry is served without being read again, whatever the notifications say. */
const ENTRY_TTL_MS = 60_000;
/** After a write this process made, how long it waits at most for the database's notification. */
const HOLD_MS = 5_000;
/** Beyond this many tokens or memos the cache starts over (memory bound, not a working limit). */
const MAX_ENTRIES = 100_000;

type TokenEntry = { userId: number; lookup: Extract<TokenLookup, { status: 'valid' }>; expiresAt: number; storedAt: number };
type MemoEntry = { value: unknown; storedAt: number };

/**
 * Valid sessions and per-user data derived from the accounts tables (users, auth_tokens,
 * class_members, classes, schools), kept in memory so that an authenticated call needs no
 * token query. Correct across processes: the tables' triggers (drizzle/0010) notify every
 * process at commit, and an entry of a user named in a notification is dropped. Only valid
 * tokens are kept, so a revoked one always reaches the database.
 *
 * The order of events is what keeps it exact:
 * - a lookup that started before a change of its user is not stored (`changedAt` > its start);
 * - after a write of its own (logout, login, password) the process calls `forgetUser`, which
 *   drops the user's entries and stops storing new ones until the notification of that write
 *   has arrived, so the next call in this process never sees the old state;
 * - while the feed is not live (its connection dropped) nothing is served or stored.
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
  /** Users whose own write's notification is still on its way: not stored until then. */
  private readonly held = new Map<number, number>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Database,
    private readonly feed: ChangeFeed,
  ) {
    this.unsubscribe = feed.subscribe({
      onChange: (payload) => {
        const userId = payload.startsWith('user:') ? Number(payload.slice(5)) : Number.NaN;
        if (Number.isInteger(userId)) this.dropUser(userId, true);
        else this.clear();
      },
      onGap: () => this.clear(),
    });
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  /** lookupToken, answered from memory when the token was valid a moment ago and nothing changed since. */
  async lookup(token: string): Promise<TokenLookup> {
    if (!this.feed.live) return lookupToken(this.db, token);
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
  async memo<T>(userId: number, name: string, compute: () => Promise<T>): Promise<T> {
    if (!this.feed.live) return compute();
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

  /** Call after this process committed a change to the user's accounts rows (see the class comment). */
  forgetUser(userId: number): void {
    this.dropUser(userId, false);
    this.held.set(userId, Date.now() + HOLD_MS);
  }

  private mayStore(userId: number, started: number): boolean {
    if (!this.feed.live || this.clearedAt > started || (this.changedAt.get(userId) ?? -1) > started) return false;
    const hold = this.held.get(userId);
    if (hold === undefined) return true;
    if (hold > Date.now()) return false;
    this.held.delete(userId);
    return true;
  }

  private dropUser(userId: number, notified: boolean): void {
    this.sequence += 1;
    this.changedAt.set(userId, this.sequence);
    if (notified) this.held.delete(userId);
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
