import { apiPost, getSession, isApiError } from 'shared-api';

// What the reader posts about the student's reading (the position, the reading logs) goes through
// this small outbox: each post is kept in localStorage until the server took it, so a lost
// connection or a closed tab loses nothing; the next post, the next minute or the next visit sends
// what is left, oldest first. (The idea of remote-exercises' answer outbox, kept small.)

export const POSITION_PATH = '/ebook/position';
export const READING_LOG_PATH = '/ebook/reading-log';

export type OutboxEntry = {
  /** position:<book> (a newer position replaces an unsent one: last write wins) or log:<guid> (resending a guid changes nothing). */
  key: string;
  path: typeof POSITION_PATH | typeof READING_LOG_PATH;
  body: Record<string, string | number>;
  /** The student it belongs to: another student signed in on this device never sends it. */
  student: number | null;
};

export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem'>;
export type OutboxSend = (entry: OutboxEntry) => Promise<unknown>;

export const OUTBOX_STORAGE_KEY = 'ebook-reading-outbox';

/** An answer the server will never accept (a bad or unknown book): dropped instead of retried for ever. */
const isRefused = (error: unknown) => isApiError(error) && typeof error.code === 'number' && error.code >= 400 && error.code < 500 && error.code !== 401 && error.code !== 408 && error.code !== 429;

export class ReadingOutbox {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: () => OutboxStorage | null,
    private readonly send: OutboxSend,
    private readonly student: () => number | null,
  ) {}

  /** What is waiting to be sent (all students). */
  entries(): OutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(this.storage()?.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
    } catch {
      return [];
    }
  }

  private write(entries: OutboxEntry[]) {
    try {
      this.storage()?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or blocked: the entries stay in memory only for this send.
    }
  }

  /** Keeps `entry` (replacing one with its key) and sends what is waiting. */
  post(entry: Omit<OutboxEntry, 'student'>): Promise<void> {
    const full = { ...entry, student: this.student() };
    this.write([...this.entries().filter((other) => other.key !== entry.key), full]);
    return this.flush();
  }

  /** Sends the signed-in student's waiting entries in order (one send at a time); stops at the first that does not reach the server. */
  flush(): Promise<void> {
    this.queue = this.queue.then(() => this.sendWaiting());
    return this.queue;
  }

  private async sendWaiting(): Promise<void> {
    const student = this.student();
    for (;;) {
      const next = this.entries().find((entry) => entry.student === student);
      if (!next) return;
      try {
        await this.send(next);
      } catch (error) {
        if (!isRefused(error)) return;
      }
      // Sent (or refused for good): gone, unless a newer entry took its key meanwhile.
      const body = JSON.stringify(next.body);
      this.write(this.entries().filter((entry) => !(entry.key === next.key && JSON.stringify(entry.body) === body)));
    }
  }
}

const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** Bookkeeping, not the student's to handle: no toast, no dialog; what fails stays for the next try. */
const sendEntry: OutboxSend = (entry) => apiPost(entry.path, entry.body, { silentBadRequest: true, quietNetworkError: true });

export const readingOutbox = new ReadingOutbox(browserStorage, sendEntry, () => getSession().studentId);
