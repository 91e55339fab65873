import { feedIsCurrent, type ChangeFeed, type FeedMark } from './change-feed';

/** Beyond this many entries the cache starts over (a memory bound, not a working limit). */
const MAX_ENTRIES = 20_000;

/**
 * Values read from a rarely written table that every student reads (resources, missions), kept
 * in memory so that hot calls (an answer post, the dashboard) need no statement for them.
 * Correct across processes like the session cache (http/session-cache.ts): the table's trigger
 * (drizzle/0023) sends 'table:<name>' at the commit of every statement that writes it, and this
 * cache then drops everything; before serving, the feed is synced, so a change committed before
 * the request arrived (in any process) is never answered from memory; a load that started before
 * a change is not stored; while the feed is down every read goes to the database.
 *
 * Only for values that depend on nothing but the table's rows (no user, no clock).
 */
export class TableCache<K, V> {
  private readonly entries = new Map<K, V>();
  /** Moves on at every drop, so a load that overlapped one is not stored. */
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly table: string,
  ) {
    const payload = `table:${table}`;
    feed.subscribe({
      onChange: (change) => {
        if (change === payload) this.clear();
      },
      onGap: () => this.clear(),
    });
  }

  /** The value of `key`, from memory when nothing changed the table since it was loaded (as of `after`, a request's feed mark; by default now). */
  async get(key: K, load: () => Promise<V>, after?: FeedMark): Promise<V> {
    if (!(await feedIsCurrent(this.feed, after))) return load();
    if (this.entries.has(key)) return this.entries.get(key) as V;
    const started = this.generation;
    const value = await load();
    if (this.feed.live && this.generation === started) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const cachesOfFeed = new WeakMap<ChangeFeed, Map<string, TableCache<unknown, unknown>>>();

/**
 * The one cache of `table` for a database's change feed: every route module of the process
 * shares it (and with it the memory), and a test's fresh database gets its own.
 */
export function tableCache<K, V>(feed: ChangeFeed, table: string): TableCache<K, V> {
  let caches = cachesOfFeed.get(feed);
  if (!caches) {
    caches = new Map();
    cachesOfFeed.set(feed, caches);
  }
  let cache = caches.get(table);
  if (!cache) {
    cache = new TableCache(feed, table);
    caches.set(table, cache);
  }
  return cache as TableCache<K, V>;
}
