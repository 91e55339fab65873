import { describe, expect, it } from 'vitest';
import { gradeOf, scoreColour } from 'shared-ui';
import { clampPercent, itemPoints, percentFromPoints, resourcePercent, totalScoreFor } from './scoring';

describe('scoring', () => {
  it('gives 5 points for a correct single-part item and 0 for a wrong one', () => {
    expect(itemPoints(1, 1)).toBe(5);
    expect(itemPoints(0, 1)).toBe(0);
  });

  it('splits 5 points over the parts of a multi-question item', () => {
    expect(itemPoints(2, 4)).toBe(2.5);
    expect(itemPoints(1, 3)).toBe(1.67);
    expect(itemPoints(5, 4)).toBe(5);
    expect(itemPoints(1, 0)).toBe(0);
  });

  it('turns points into percent = 20 x score', () => {
    expect(percentFromPoints(5)).toBe(100);
    expect(percentFromPoints(2.5)).toBe(50);
    expect(percentFromPoints(1.67)).toBe(33);
    expect(percentFromPoints(7)).toBe(100);
  });

  it('posts 100 instead of 5 in percent-scored modules', () => {
    expect(totalScoreFor(5, true)).toBe(100);
    expect(totalScoreFor(5, false)).toBe(5);
    expect(totalScoreFor(0, true)).toBe(0);
  });

  it('clamps scores to 0..100 and shows non-numbers as 0', () => {
    expect(clampPercent(120)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent('75')).toBe(75);
    expect(clampPercent('abc')).toBe(0);
    expect(clampPercent(undefined)).toBe(0);
  });

  it('grades and colours a run with the session thresholds (shared-ui rules)', () => {
    const thresholds = { excellent_score: 80, standard_score: 60 };
    const run = resourcePercent([100, 100, 100, 100, 0], 5);
    expect(run).toBe(80);
    expect(gradeOf(run, thresholds)).toBe('good');
    expect(scoreColour(run, thresholds)).toBe('good');
    expect(gradeOf(resourcePercent([100, 100, 100, 0, 0], 5), thresholds)).toBe('middle');
    expect(gradeOf(resourcePercent([100, 100, 100, 100, 100], 5), thresholds)).toBe('perfect');
    expect(scoreColour(resourcePercent([100, 0, 0, 0, 0], 5), thresholds)).toBe('bad');
  });

  it('averages item percents over every item, unanswered counting 0', () => {
    expect(resourcePercent([100, 0, 50], 3)).toBe(50);
    expect(resourcePercent([100], 4)).toBe(25);
    expect(resourcePercent([], 0)).toBe(0);
  });
});
