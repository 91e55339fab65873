import { describe, expect, it } from 'vitest';
import { formatBadge, BADGE_MAX } from '../badge/badge';
import { clampScore, displayScore, gradeOf, scoreColour } from './grade';

const limits = { excellent_score: 80, standard_score: 60 };

describe('grades and colours', () => {
  it('100 perfect, ≥ excellent good, ≥ standard middle, below bad', () => {
    expect(gradeOf(100, limits)).toBe('perfect');
    expect(gradeOf(99.9, limits)).toBe('good');
    expect(gradeOf(80, limits)).toBe('good');
    expect(gradeOf(79, limits)).toBe('middle');
    expect(gradeOf(60, limits)).toBe('middle');
    expect(gradeOf(59, limits)).toBe('bad');
    expect(gradeOf(150, limits)).toBe('perfect');
  });

  it('colours good at or above excellent, medium at or above standard, bad below', () => {
    expect(scoreColour(100, limits)).toBe('good');
    expect(scoreColour(80, limits)).toBe('good');
    expect(scoreColour(60, limits)).toBe('medium');
    expect(scoreColour(10, limits)).toBe('bad');
    expect(scoreColour(85, { excellent_score: 90, standard_score: 70 })).toBe('medium');
  });

  it('clamps to 0..100 and shows non-numbers as 0', () => {
    expect(clampScore(-5)).toBe(0);
    expect(clampScore(120)).toBe(100);
    expect(clampScore('75')).toBe(75);
    expect(clampScore('abc')).toBe(0);
    expect(clampScore(null)).toBe(0);
    expect(clampScore(Number.NaN)).toBe(0);
    expect(displayScore(79.6)).toBe(80);
    expect(gradeOf('oops', limits)).toBe('bad');
  });
});

describe('badge', () => {
  it('shows up to 99, then 99+, nothing for 0', () => {
    expect(BADGE_MAX).toBe(99);
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(-1)).toBe('');
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
  });
});
