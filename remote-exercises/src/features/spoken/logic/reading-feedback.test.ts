import { describe, expect, it } from 'vitest';
import { lessThanHalfRead, readCoverage, speedLevel, wordsPerMinute } from './reading-feedback';

const word = (type: string, refIndex: number | null = 0) => ({ type, refIndex });

describe('reading feedback (spec part 2 result screens)', () => {
  it('grades speed: over 120 fast, over 80 average, else slow', () => {
    expect(speedLevel(121)).toBe('fast');
    expect(speedLevel(120)).toBe('average');
    expect(speedLevel(81)).toBe('average');
    expect(speedLevel(80)).toBe('slow');
    expect(speedLevel(0)).toBe('slow');
  });

  it('warns when fewer than half the reference words were read', () => {
    const half = [word('correct'), word('omission'), word('correct'), word('omission')];
    expect(lessThanHalfRead(half)).toBe(false);
    const less = [word('correct'), word('omission'), word('omission'), word('insertion', null), word('insertion', null)];
    expect(readCoverage(less)).toEqual({ read: 1, total: 3 });
    expect(lessThanHalfRead(less)).toBe(true);
    expect(lessThanHalfRead([])).toBe(false);
  });

  it('uses the reported speed, else words over speech time', () => {
    expect(wordsPerMinute({ reportedWpm: 96.4, wordsRead: 3, speechMs: 1000 })).toBe(96);
    expect(wordsPerMinute({ wordsRead: 10, speechMs: 6000 })).toBe(100);
    expect(wordsPerMinute({ wordsRead: 0, speechMs: 0 })).toBe(0);
  });
});
