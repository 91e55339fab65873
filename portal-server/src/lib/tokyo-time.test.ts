import { describe, expect, it } from 'vitest';
import { startOfTokyoDay, startOfTokyoWeek, tokyoDay, tokyoMonth, tokyoMonthRange } from './tokyo-time';

describe('Tokyo calendar', () => {
  it('puts 23:30 UTC into the next Tokyo day', () => {
    const late = new Date('2025-03-31T23:30:00Z');
    expect(tokyoDay(late)).toBe('2025-04-01');
    expect(tokyoMonth(late)).toBe('2025-04');
    expect(startOfTokyoDay(late).toISOString()).toBe('2025-03-31T15:00:00.000Z');
  });

  it('starts weeks on Monday in Tokyo', () => {
    // Sunday 2025-04-06 20:00 in Tokyo.
    expect(startOfTokyoWeek(new Date('2025-04-06T11:00:00Z')).toISOString()).toBe('2025-03-30T15:00:00.000Z');
    // Monday 2025-04-07 00:30 in Tokyo starts a new week.
    expect(startOfTokyoWeek(new Date('2025-04-06T15:30:00Z')).toISOString()).toBe('2025-04-06T15:00:00.000Z');
  });

  it('gives month ranges across a year end', () => {
    const { from, to } = tokyoMonthRange('2025-12');
    expect(from.toISOString()).toBe('2025-11-30T15:00:00.000Z');
    expect(to.toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });
});
