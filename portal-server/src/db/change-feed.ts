import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel drizzle/0010_change_notifications.sql's triggers notify on. */
export const CHANGE_CHANNEL = 'portal_changes';
/**
 * The channel of live events for students' screens (the arena's matches and battles): a feature
 * sends one with `select pg_notify(LIVE_CHANNEL, <json>)`, inside the transaction that made the
 * change, so it is heard by every process once, and only if the change committed.
 */
export const LIVE_CHANNEL = 'portal_live';

/** The number of sync rounds started when the mark was taken: a round numbered above it started after. */
export type FeedMark = number;

export type ChangeSubscriber = {
  /** A notification's payload: 'user:<id>' or 'all'. */
  onChange: (payload: string) => void;
  /** Notifications may have been missed (the listening connection dropped): forget everything. */
  onGap: () => void;
};

/**
 * What the database tells this process about changes other processes (and this one) made,
 * for the caches in memory (DESIGN.md "Scale": a cache must stay correct when another process
 * changes what it holds). A cache may serve only while `live` is true.
 */
export type ChangeFeed = {
  readonly live: boolean;
  /**
   * A point in time for sync: a request takes one as it is authenticated, and every cache it
   * reads after that may share one round trip (requestFeedMark in http/auth.ts).
   */
  mark(): FeedMark;
  /**
   * Resolves once every change committed before `after` (a mark; by default this call) has been
   * handed to the subscribers; rejects when that cannot be known (the feed is down). A cache
   * checks this before serving.
   */
  sync(after?: FeedMark): Promise<void>;
  subscribe(subscriber: ChangeSubscriber): () => void;
  /** Live events (LIVE_CHANNEL payloads) as they arrive; none are replayed after a gap. */
  subscribeLive(listener: (payload: string) => void): () => void;
  close(): Promise<void>;
};

/**
 * Whether every change committed until now has reached the feed's subscribers, so a cache may
 * answer from memory: false (read the database) while the feed is down or cannot sync.
 */
export async function feedIsCurrent(feed: ChangeFeed, after?: FeedMark): Promise<boolean> {
  if (!feed.live) return false;
  return feed.sync(after).then(
    () => true,
    () => false,
  );
}

class Subscribers {
  private readonly list = new Set<ChangeSubscriber>();
  private readonly live = new Set<(payload: string) => void>();
  addLive(listener: (payload: string) => void): () => void {
    this.live.add(listener);
    return () => this.live.delete(listener);
  }
  liveEvent(payload: string) {
    for (const listener of this.live) listener(payload);
  }
  add(subscriber: ChangeSubscriber): () => void {
    this.list.add(subscriber);
    return () => this.list.delete(subscriber);
  }
  change(payload: string) {
    for (const subscriber of this.list) subscriber.onChange(payload);
  }
  gap() {
    for (const subscriber of this.list) subscriber.onGap();
  }
}

/** How long to wait before listening again after the connection dropped. */
const RECONNECT_MS = 1_000;

/**
 * The cheapest round trip on a connection: a lone Sync, which PostgreSQL answers with
 * ReadyForQuery (preceded, like every ReadyForQuery, by the notifications the backend has been
 * signalled). A query ('SELECT 1') does the same with a parse, a plan and three more messages each
 * way, and this runs once per request or so. Sent as a custom query in node-postgres's sense
 * (statement-batches.ts uses the same protocol).
 */
function readyRoundTrip(client: pg.Client): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const ignore = () => undefined;
    const round = {
      submit: (connection: { sync(): void }) => connection.sync(),
      handleReadyForQuery: () => resolve(),
      handleError: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      handleRowDescription: ignore,
      handleDataRow: ignore,
      handleCommandComplete: ignore,
      handleEmptyQuery: ignore,
      handlePortalSuspended: ignore,
      handleCopyInResponse: ignore,
      handleCopyData: ignore,
    };
    void client.query(round as unknown as pg.QueryConfig);
  });
}

/**
 * PostgreSQL: one connection of its own (outside the pool: LISTEN holds it) that listens on the
 * channel and reconnects when it drops. While it is down the feed is not live, so caches step
 * aside and every request reads the database; when it is back they start empty.
 *
 * sync() is a round trip on the listening connection (readyRoundTrip). A committing backend
 * signals every listening backend before its COMMIT returns, and a listening backend sends the
 * notifications it has been signalled before its next ReadyForQuery (PostgreSQL's
 * postgres.c, "if any notifies were received ... they'll be seen by the client before
 * ReadyForQuery is"); node-postgres emits them as it parses, before the query resolves. So a
 * round that starts after a request arrived has delivered every change committed before it,
 * whichever process made it. Rounds are shared: one at a time, and every caller that arrives
 * while one is under way waits for the next, so many requests cost one round trip. A caller with
 * a mark (a request's, taken as it was authenticated) takes any round that started after it, so
 * the session, the user's memos and a table cache read by one request cost one round trip, not
 * one each.
 */
export async function postgresChangeFeed(url: string): Promise<ChangeFeed> {
  const subscribers = new Subscribers();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const lost = (error?: Error) => {
    if (!live && client === null) return;
    live = false;
    client = null;
    subscribers.gap();
    if (closed) return;
    if (error) console.error(`portal-server: change notifications lost (${error.message}); caches off until they are back`);
    retry = setTimeout(() => void connect().catch(() => lost()), RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next) lost(new Error('connection ended'));
    });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) subscribers.change(message.payload ?? 'all');
      else if (message.channel === LIVE_CHANNEL && message.payload) subscribers.liveEvent(message.payload);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${LIVE_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    // Anything cached before this point may have changed unheard: start empty, then serve.
    subscribers.gap();
    live = true;
  };

  // Rounds are numbered as they start; they run one at a time, so they also end in that order.
  let started = 0;
  let completed = 0;
  let inFlight: { number: number; work: Promise<void> } | null = null;
  let queued: Promise<void> | null = null;
  const round = (): Promise<void> => {
    const current = client;
    const number = ++started;
    const work = current && live ? readyRoundTrip(current) : Promise.reject(new Error('change notifications are not connected'));
    inFlight = { number, work };
    void work
      .then(() => (completed = number))
      .catch(() => undefined)
      .finally(() => {
        if (inFlight?.work === work) inFlight = null;
      });
    return work;
  };
  await connect();
  return {
    get live() {
      return live;
    },
    mark: () => started,
    sync: (after = started) => {
      if (!live) return Promise.reject(new Error('change notifications are not connected'));
      // A round that started after the mark delivered everything committed before it.
      if (completed > after) return Promise.resolve();
      if (inFlight && inFlight.number > after) return inFlight.work;
      if (!inFlight) return round();
      queued ??= inFlight.work
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return round();
        });
      return queued;
    },
    subscribe: (subscriber) => subscribers.add(subscriber),
    subscribeLive: (listener) => subscribers.addLive(listener),
    close: async () => {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * PGlite runs in this process and is its only user: it hands over a transaction's
 * notifications as the commit returns, so the feed is always live.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const subscribers = new Subscribers();
  const unlisten = await client.listen(CHANGE_CHANNEL, (payload) => subscribers.change(payload));
  const unlistenLive = await client.listen(LIVE_CHANNEL, (payload) => subscribers.liveEvent(payload));
  let live = true;
  return {
    get live() {
      return live;
    },
    mark: () => 0,
    // Notifications arrive with the commit that sent them, in this process: nothing to wait for.
    sync: () => (live ? Promise.resolve() : Promise.reject(new Error('change notifications are closed'))),
    subscribe: (subscriber) => subscribers.add(subscriber),
    subscribeLive: (listener) => subscribers.addLive(listener),
    close: async () => {
      live = false;
      await unlisten().catch(() => undefined);
      await unlistenLive().catch(() => undefined);
    },
  };
}
