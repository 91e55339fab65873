import { describe, expect, it } from 'vitest';
import { LowScoreWarning } from './low-score-warning';

const run = (scores: number[]) => {
  const warning = new LowScoreWarning();
  return scores.map((score) => warning.record(score));
};

describe('LowScoreWarning', () => {
  it('warns on the third consecutive score below 20', () => {
    expect(run([10, 19.9, 0])).toEqual([false, false, true]);
  });

  it('warns only once', () => {
    expect(run([1, 2, 3, 4, 5, 6, 7])).toEqual([false, false, true, false, false, false, false]);
  });

  it('a score of 20 or more resets the count', () => {
    expect(run([5, 5, 20, 5, 5, 80, 5, 5, 5])).toEqual([false, false, false, false, false, false, false, false, true]);
  });

  it('treats a non-number score as not low (it never counts towards a warning)', () => {
    expect(run([5, 5, Number.NaN, 5, 5])).toEqual([false, false, false, false, false]);
  });
});
