// The durable answer outbox. Every answer post is written to IndexedDB before it is sent
// and removed only when the server has accepted it, so a network failure, a stopped server
// or a closed tab never loses an answer: the entry is sent again when the connection or the
// student comes back. Every post carries the run's guid and the server keeps the same answer
// of a run once, so a post whose reply was lost and is sent a second time counts once.
import { openDatabase, requestToPromise, transactionDone } from './idb';

export type OutboxBody = Record<string, string>;

export type OutboxEntry = {
  /** The post's own id in the outbox (body.guid is the run's guid). */
  key: string;
  /** The practice run (attempt) the post belongs to, so a result screen can wait for it. */
  attempt: string;
  studentId: number;
  /** API path under /v3, e.g. /homework/topic-answer-record. */
  path: string;
  body: OutboxBody;
  createdAt: number;
  tries: number;
  status: 'pending' | 'rejected';
  lastError?: string;
  /**
   * The HTTP status the server refused a rejected entry with (423: the exam's time is over, 409:
   * closed, ...), for callers that act on the kind of refusal rather than its wording.
   */
  lastStatus?: number;
};

/**
 * What happened to one send: accepted; try later (network, 5xx, 429); refused for good
 * (the server answered 4xx, with its status: keep it visible, do not resend); or the login is
 * gone (keep it and wait for the student to log in again).
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; error: string }
  | { kind: 'rejected'; error: string; status?: number }
  | { kind: 'unauthorised'; error: string };

export type Sender = (entry: OutboxEntry) => Promise<SendOutcome>;

/**
 * `pending`: answers not yet accepted; `stalled`: those of them a send has already failed for
 * (offline, server down), which is when the practice screen says answers are waiting.
 */
export type OutboxSnapshot = { pending: number; stalled: number; rejected: number; sending: boolean; lastError?: string };
type Listener = (snapshot: OutboxSnapshot) => void;

const STORE = 'answers';
const REJECTED_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Backoff between automatic retries while entries wait: 2 s doubling up to 60 s. */
const RETRY_BASE_MS = 2000;
const RETRY_MAX_MS = 60_000;

export type AnswerOutboxOptions = {
  databaseName?: string;
  send: Sender;
  /** The logged-in student; entries of another student wait for them. */
  currentStudentId: () => number | null;
  now?: () => number;
};

export class AnswerOutbox {
  private database: Promise<IDBDatabase> | null = null;
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  private pausedForLogin = false;
  private listeners = new Set<Listener>();
  private rejectedListeners = new Set<(entry: OutboxEntry) => void>();
  private snapshot: OutboxSnapshot = { pending: 0, stalled: 0, rejected: 0, sending: false };
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay = RETRY_BASE_MS;
  private stopListening: (() => void) | null = null;
  private readonly now: () => number;

  constructor(private readonly options: AnswerOutboxOptions) {
    this.now = options.now ?? Date.now;
  }

  private open(): Promise<IDBDatabase> {
    this.database ??= openDatabase(this.options.databaseName ?? 'exercise-outbox', 1, (db) => {
      const store = db.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex('by_attempt', 'attempt');
      store.createIndex('by_created', 'createdAt');
    });
    return this.database;
  }

  private async withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const db = await this.open();
    const transaction = db.transaction(STORE, mode);
    const result = requestToPromise(work(transaction.objectStore(STORE)));
    await transactionDone(transaction);
    return result;
  }

  /** Stores the answer durably, then tries to send everything waiting. Resolves once stored. */
  // A key stored before is kept as it was (a double click, a resubmitted form).
  async enqueue(entry: Omit<OutboxEntry, 'createdAt' | 'tries' | 'status'>): Promise<void> {
    const existing = await this.withStore('readonly', (store) => store.get(entry.key) as IDBRequest<OutboxEntry | undefined>);
    // The same key again (a double click, a resubmitted form) keeps the first answer.
    if (!existing) {
      await this.withStore('readwrite', (store) => store.put({ ...entry, createdAt: this.now(), tries: 0, status: 'pending' } satisfies OutboxEntry));
    }
    await this.refreshSnapshot();
    void this.resume();
  }

  async entries(filter: { attempt?: string } = {}): Promise<OutboxEntry[]> {
    const all = filter.attempt
      ? await this.withStore('readonly', (store) => store.index('by_attempt').getAll(filter.attempt) as IDBRequest<OutboxEntry[]>)
      : await this.withStore('readonly', (store) => store.getAll() as IDBRequest<OutboxEntry[]>);
    return all.sort((a, b) => a.createdAt - b.createdAt);
  }

  async pendingFor(attempt: string): Promise<OutboxEntry[]> {
    return (await this.entries({ attempt })).filter((entry) => entry.status === 'pending');
  }

  /**
   * Sends the waiting entries of the current student, oldest first, one at a time. Only one
   * flush runs per tab; across tabs a Web Lock keeps two tabs from sending the same entry.
   */
  flush(): Promise<void> {
    if (this.flushing) {
      // Entries stored while a flush runs may have been read too late: go round once more.
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      let blocked = false;
      do {
        this.flushAgain = false;
        await this.runExclusive(async () => {
          blocked = await this.sendPending();
        });
      } while (this.flushAgain && !blocked);
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async runExclusive(work: () => Promise<void>): Promise<void> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return work();
    await locks.request('exercise-outbox-flush', { ifAvailable: true }, async (lock) => {
      // Another tab is sending: it will deliver these entries too.
      if (lock) await work();
    });
  }

  /** Sends what waits; true when it had to stop (offline, or the login is gone). */
  private async sendPending(): Promise<boolean> {
    const studentId = this.options.currentStudentId();
    if (studentId === null || this.pausedForLogin) return true;
    await this.purgeOldRejected();
    const waiting = (await this.entries()).filter((entry) => entry.status === 'pending' && entry.studentId === studentId);
    if (waiting.length === 0) {
      this.retryDelay = RETRY_BASE_MS;
      await this.refreshSnapshot();
      return false;
    }
    this.publish({ ...this.snapshot, sending: true });
    let blocked = false;
    for (const entry of waiting) {
      const outcome = await this.sendOne(entry);
      if (outcome.kind === 'retry' || outcome.kind === 'unauthorised') {
        // The connection or the login is down: the rest would fail the same way.
        blocked = true;
        this.snapshot.lastError = outcome.error;
        if (outcome.kind === 'retry') this.scheduleRetry();
        // A 401 would repeat for every entry: wait until resume() (a new answer, the tab coming back).
        else this.pausedForLogin = true;
        break;
      }
    }
    if (!blocked) this.retryDelay = RETRY_BASE_MS;
    await this.refreshSnapshot();
    return blocked;
  }

  /** Lifts the pause after a lost login and sends what waits. */
  resume(): Promise<void> {
    this.pausedForLogin = false;
    return this.flush();
  }

  private async sendOne(entry: OutboxEntry): Promise<SendOutcome> {
    let outcome: SendOutcome;
    try {
      outcome = await this.options.send(entry);
    } catch (error) {
      outcome = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.kind === 'sent') {
      await this.withStore('readwrite', (store) => store.delete(entry.key));
    } else if (outcome.kind === 'rejected') {
      const rejected: OutboxEntry = { ...entry, tries: entry.tries + 1, status: 'rejected', lastError: outcome.error, ...(outcome.status !== undefined ? { lastStatus: outcome.status } : {}) };
      await this.withStore('readwrite', (store) => store.put(rejected));
      for (const listener of this.rejectedListeners) listener(rejected);
    } else {
      await this.withStore('readwrite', (store) => store.put({ ...entry, tries: entry.tries + 1, lastError: outcome.error }));
    }
    return outcome;
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(RETRY_MAX_MS, this.retryDelay * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
  }

  private async purgeOldRejected(): Promise<void> {
    const cutoff = this.now() - REJECTED_KEEP_MS;
    for (const entry of await this.entries()) {
      if (entry.status === 'rejected' && entry.createdAt < cutoff) {
        await this.withStore('readwrite', (store) => store.delete(entry.key));
      }
    }
  }

  /**
   * Resolves when no answer of the attempt waits any more (sent or refused), flushing as it
   * goes; gives up after `timeoutMs` and reports what still waits.
   */
  async waitUntilDrained(attempt: string, timeoutMs = 15_000): Promise<{ drained: boolean; pending: OutboxEntry[]; rejected: OutboxEntry[] }> {
    const deadline = this.now() + timeoutMs;
    for (;;) {
      await this.flush();
      const entries = await this.entries({ attempt });
      const pending = entries.filter((entry) => entry.status === 'pending');
      const rejected = entries.filter((entry) => entry.status === 'rejected');
      if (pending.length === 0) return { drained: true, pending, rejected };
      if (this.now() >= deadline) return { drained: false, pending, rejected };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /** Flushes when the connection returns, when the tab is shown again, and right away. */
  start(): void {
    if (this.stopListening || typeof window === 'undefined') return;
    const onOnline = () => {
      this.retryDelay = RETRY_BASE_MS;
      void this.resume();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void this.resume();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    this.stopListening = () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
    void this.flush();
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Called for each answer the server refused for good (its errmsg is in lastError, its HTTP status in lastStatus). */
  onRejected(listener: (entry: OutboxEntry) => void): () => void {
    this.rejectedListeners.add(listener);
    return () => this.rejectedListeners.delete(listener);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.snapshot);
    return () => this.listeners.delete(listener);
  }

  getSnapshot(): OutboxSnapshot {
    return this.snapshot;
  }

  private async refreshSnapshot(): Promise<void> {
    const studentId = this.options.currentStudentId();
    const mine = (await this.entries()).filter((entry) => entry.studentId === studentId);
    this.publish({
      pending: mine.filter((entry) => entry.status === 'pending').length,
      stalled: mine.filter((entry) => entry.status === 'pending' && entry.tries > 0).length,
      rejected: mine.filter((entry) => entry.status === 'rejected').length,
      sending: false,
      lastError: this.snapshot.lastError,
    });
  }

  private publish(snapshot: OutboxSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener(snapshot);
  }

  /** Closes the database (tests, and a student switching accounts). */
  async close(): Promise<void> {
    this.stop();
    if (this.database) (await this.database).close();
    this.database = null;
  }
}
