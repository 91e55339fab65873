import { describe, expect, it } from 'vitest';
import {
  addRemoval,
  dropRemoval,
  emptyUndoQueue,
  expireRemovals,
  hiddenKeys,
  markGone,
  nextExpiry,
  offeredRemoval,
  pauseRemovals,
  resumeRemovals,
  takeRemoval,
  UNDO_MS,
  type UndoQueue,
} from './undo-queue';

const removal = (key: string) => ({ key, item: { text: key }, tab: 'words' });
const start = (keys: string[], at = 1000) => keys.reduce<UndoQueue<{ text: string }>>((queue, key, index) => addRemoval(queue, removal(key), at + index * 100), emptyUndoQueue());

describe('the undo queue', () => {
  it('offers the newest removal, hides every pending one, and ignores a second removal of the same key', () => {
    const queue = start(['a', 'b']);
    expect(offeredRemoval(queue)?.key).toBe('b');
    expect([...hiddenKeys(queue)]).toEqual(['a', 'b']);
    expect(addRemoval(queue, removal('a'), 5000)).toBe(queue);
  });

  it('undoes the newest, then offers the one before it', () => {
    const { queue, removal: undone } = takeRemoval(start(['a', 'b']));
    expect(undone?.key).toBe('b');
    expect(offeredRemoval(queue)?.key).toBe('a');
    expect(hiddenKeys(queue).has('b')).toBe(false);
    expect(takeRemoval(emptyUndoQueue()).removal).toBeUndefined();
    expect(takeRemoval(start(['a', 'b']), 'a').queue.pending.map((entry) => entry.key)).toEqual(['b']);
  });

  it('ends removals when their time is up, each on its own clock, and keeps them hidden', () => {
    const queue = start(['a', 'b']);
    expect(nextExpiry(queue)).toBe(1000 + UNDO_MS);
    expect(expireRemovals(queue, 1000 + UNDO_MS - 1).expired).toEqual([]);
    const first = expireRemovals(queue, 1000 + UNDO_MS);
    expect(first.expired.map((entry) => entry.key)).toEqual(['a']);
    expect(offeredRemoval(first.queue)?.key).toBe('b');
    const second = expireRemovals(first.queue, 1100 + UNDO_MS);
    expect(second.queue.pending).toEqual([]);
    expect([...hiddenKeys(second.queue)]).toEqual(['a', 'b']);
    expect(nextExpiry(second.queue)).toBeUndefined();
    expect(addRemoval(second.queue, removal('a'), 99_999)).toBe(second.queue);
  });

  it('stands still while paused and gives back the time left when resumed', () => {
    const paused = pauseRemovals(start(['a']), 3000);
    expect(nextExpiry(paused)).toBeUndefined();
    expect(expireRemovals(paused, 60_000).expired).toEqual([]);
    expect(pauseRemovals(paused, 4000)).toBe(paused);
    // Undoing the last pending removal takes the bar (and what held the time) away.
    expect(takeRemoval(paused).queue.pausedAt).toBeNull();
    expect(takeRemoval(pauseRemovals(start(['a', 'b']), 3000)).queue.pausedAt).toBe(3000);
    const resumed = resumeRemovals(paused, 13_000);
    expect(nextExpiry(resumed)).toBe(1000 + UNDO_MS + 10_000);
    expect(resumeRemovals(resumed, 20_000)).toBe(resumed);
    // A removal while paused gets its whole time from the moment the time runs again.
    const added = resumeRemovals(addRemoval(pauseRemovals(emptyUndoQueue(), 500), removal('c'), 800), 2500);
    expect(nextExpiry(added)).toBe(2500 + UNDO_MS);
  });

  it('shows an entry again when its removal failed, and keeps one hidden when putting it back failed', () => {
    const queue = start(['a', 'b']);
    expect([...hiddenKeys(dropRemoval(queue, 'a'))]).toEqual(['b']);
    expect(dropRemoval(queue, 'zzz')).toBe(queue);
    const gone = markGone(takeRemoval(queue).queue, 'b');
    expect([...hiddenKeys(gone)]).toEqual(['a', 'b']);
    expect(markGone(gone, 'b').gone).toEqual(['b']);
  });
});
