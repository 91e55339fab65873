import { describe, expect, it } from 'vitest';
import { ANSWER_GRACE_MS, battleOutcome, questionPoints, RIGHT_POINTS, SPEED_BONUS_MAX } from './arena-rules';

describe('arena points', () => {
  it('gives a right answer 10 and a speed bonus falling from 10 (instant) to 0 (at the limit)', () => {
    expect(questionPoints(true, 0, 10_000)).toBe(RIGHT_POINTS + SPEED_BONUS_MAX);
    expect(questionPoints(true, 2_500, 10_000)).toBe(18);
    expect(questionPoints(true, 5_000, 10_000)).toBe(15);
    expect(questionPoints(true, 10_000, 10_000)).toBe(RIGHT_POINTS);
  });

  it('gives nothing for a wrong answer, however fast, and nothing after the grace', () => {
    expect(questionPoints(false, 100, 10_000)).toBe(0);
    expect(questionPoints(true, 10_000 + ANSWER_GRACE_MS, 10_000)).toBe(RIGHT_POINTS);
    expect(questionPoints(true, 10_001 + ANSWER_GRACE_MS, 10_000)).toBe(0);
  });
});

describe('arena outcome', () => {
  it('is decided by points, equal points a draw', () => {
    expect(battleOutcome(120, 80)).toBe('win');
    expect(battleOutcome(80, 120)).toBe('lose');
    expect(battleOutcome(90, 90)).toBe('draw');
  });

  it('is decided by a forfeit whatever the points', () => {
    expect(battleOutcome(200, 0, 'me')).toBe('lose');
    expect(battleOutcome(0, 200, 'rival')).toBe('win');
  });
});
