// Removal with undo, as pure state: a removed entry disappears at once and stays offered for
// undo for a few seconds (the server call is made straight away; undo adds the entry back). The
// newest removal is the one the snackbar offers; when it is undone or runs out, the one before
// it (if still in its time) is offered. The time stands still while the student is on the
// snackbar (pointer or focus), so the button cannot run away from someone about to press it.

/** How long a removal can be undone. */
export const UNDO_MS = 6000;

export type Removal<T> = {
  key: string;
  /** The removed entry, as it was listed (undo sends it back). */
  item: T;
  /** The tab it was removed from (its list is read again once the server has it). */
  tab: string;
  expiresAt: number;
};

export type UndoQueue<T> = {
  /** Removals that can still be undone, oldest first. */
  pending: Removal<T>[];
  /** Keys removed for good: hidden until the list no longer has them. */
  gone: string[];
  /** Set while the timer stands still. */
  pausedAt: number | null;
};

export const emptyUndoQueue = <T>(): UndoQueue<T> => ({ pending: [], gone: [], pausedAt: null });

/** With nothing left to undo the bar has gone, and with it whatever held the time still. */
const settled = <T>(queue: UndoQueue<T>): UndoQueue<T> => (queue.pending.length === 0 && queue.pausedAt !== null ? { ...queue, pausedAt: null } : queue);

/** Adds a removal (a key already removed is left as it is). */
export function addRemoval<T>(queue: UndoQueue<T>, removal: Omit<Removal<T>, 'expiresAt'>, now: number, durationMs = UNDO_MS): UndoQueue<T> {
  if (queue.pending.some((entry) => entry.key === removal.key) || queue.gone.includes(removal.key)) return queue;
  const start = queue.pausedAt ?? now;
  return { ...queue, pending: [...queue.pending, { ...removal, expiresAt: start + durationMs }] };
}

/** The removal the snackbar offers: the newest one still pending. */
export const offeredRemoval = <T>(queue: UndoQueue<T>): Removal<T> | undefined => queue.pending.at(-1);

/** Takes the removal of `key` (the newest when not given) out to undo it. */
export function takeRemoval<T>(queue: UndoQueue<T>, key?: string): { queue: UndoQueue<T>; removal: Removal<T> | undefined } {
  const removal = key === undefined ? queue.pending.at(-1) : queue.pending.find((entry) => entry.key === key);
  if (!removal) return { queue, removal: undefined };
  return { queue: settled({ ...queue, pending: queue.pending.filter((entry) => entry !== removal) }), removal };
}

/** Forgets a removal whose server call failed: the entry is shown again. */
export function dropRemoval<T>(queue: UndoQueue<T>, key: string): UndoQueue<T> {
  if (!queue.pending.some((entry) => entry.key === key)) return queue;
  return settled({ ...queue, pending: queue.pending.filter((entry) => entry.key !== key) });
}

/** Marks a key as removed for good (its undo ran out, or putting it back failed). */
export function markGone<T>(queue: UndoQueue<T>, key: string): UndoQueue<T> {
  return settled({ ...queue, pending: queue.pending.filter((entry) => entry.key !== key), gone: queue.gone.includes(key) ? queue.gone : [...queue.gone, key] });
}

/** Ends the removals whose time is up (none while paused). */
export function expireRemovals<T>(queue: UndoQueue<T>, now: number): { queue: UndoQueue<T>; expired: Removal<T>[] } {
  if (queue.pausedAt !== null) return { queue, expired: [] };
  const expired = queue.pending.filter((entry) => entry.expiresAt <= now);
  if (expired.length === 0) return { queue, expired };
  return {
    queue: { ...queue, pending: queue.pending.filter((entry) => entry.expiresAt > now), gone: [...queue.gone, ...expired.map((entry) => entry.key)] },
    expired,
  };
}

/** When the next removal runs out (undefined when none is pending or the time stands still). */
export function nextExpiry<T>(queue: UndoQueue<T>): number | undefined {
  if (queue.pausedAt !== null || queue.pending.length === 0) return undefined;
  return Math.min(...queue.pending.map((entry) => entry.expiresAt));
}

/** Stops the time (pointer or focus on the snackbar). */
export const pauseRemovals = <T>(queue: UndoQueue<T>, now: number): UndoQueue<T> => (queue.pausedAt === null ? { ...queue, pausedAt: now } : queue);

/** Lets the time run again: every pending removal keeps the time it had left. */
export function resumeRemovals<T>(queue: UndoQueue<T>, now: number): UndoQueue<T> {
  if (queue.pausedAt === null) return queue;
  const stood = Math.max(0, now - queue.pausedAt);
  return { ...queue, pausedAt: null, pending: queue.pending.map((entry) => ({ ...entry, expiresAt: entry.expiresAt + stood })) };
}

/** The keys the lists leave out: pending removals and those removed for good. */
export const hiddenKeys = <T>(queue: UndoQueue<T>): Set<string> => new Set([...queue.pending.map((entry) => entry.key), ...queue.gone]);
