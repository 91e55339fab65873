import { describe, expect, it } from 'vitest';
import { ghostProgressAt } from './ghost-progress';

const TIMELINE = [
  { index: 1, at_ms: 9_000, right: false, score: 16 },
  { index: 0, at_ms: 4_000, right: true, score: 16 },
  { index: 2, at_ms: 15_000, right: true, score: 30 },
];

describe('ghostProgressAt', () => {
  it('has answered nothing before its first recorded answer', () => {
    expect(ghostProgressAt(TIMELINE, 3_999)).toEqual({ answered: 0, correct: 0, score: 0 });
  });

  it('counts the answers given by then, the score after the latest', () => {
    expect(ghostProgressAt(TIMELINE, 4_000)).toEqual({ answered: 1, correct: 1, score: 16 });
    expect(ghostProgressAt(TIMELINE, 10_000)).toEqual({ answered: 2, correct: 1, score: 16 });
    expect(ghostProgressAt(TIMELINE, 60_000)).toEqual({ answered: 3, correct: 2, score: 30 });
  });
});
