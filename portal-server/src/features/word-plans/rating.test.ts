import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { isRightAnswer, ratingFor, RESPONSE_CAP_MS, responseMsSince } from './rating';

describe('ratingFor', () => {
  it('rates a wrong answer Again, however fast', () => {
    expect(ratingFor(false, 0)).toBe(Rating.Again);
    expect(ratingFor(false, 60_000)).toBe(Rating.Again);
  });

  it('rates a right answer by its response time: ≤ 5 s Easy, ≤ 15 s Good, slower Hard', () => {
    expect(ratingFor(true, 0)).toBe(Rating.Easy);
    expect(ratingFor(true, 5_000)).toBe(Rating.Easy);
    expect(ratingFor(true, 5_001)).toBe(Rating.Good);
    expect(ratingFor(true, 15_000)).toBe(Rating.Good);
    expect(ratingFor(true, 15_001)).toBe(Rating.Hard);
    expect(ratingFor(true, RESPONSE_CAP_MS)).toBe(Rating.Hard);
  });
});

describe('responseMsSince', () => {
  const at = new Date('2026-04-01T00:00:00Z');
  it('measures from the last activity, capped at 120 s and never negative', () => {
    expect(responseMsSince(at, new Date(at.getTime() + 4_200))).toBe(4_200);
    expect(responseMsSince(at, new Date(at.getTime() + 3_600_000))).toBe(RESPONSE_CAP_MS);
    expect(responseMsSince(at, new Date(at.getTime() - 1_000))).toBe(0);
  });
});

describe('isRightAnswer', () => {
  it('takes a spoken reading as right from 60, anything else only at 100', () => {
    expect(isRightAnswer(60, true)).toBe(true);
    expect(isRightAnswer(59, true)).toBe(false);
    expect(isRightAnswer(99, false)).toBe(false);
    expect(isRightAnswer(100, false)).toBe(true);
  });
});
