import { describe, expect, it } from 'vitest';
import { cutoffOf, nextCutoffAfter, rankingDayAt } from './service';

describe('ranking day and cut-off (03:00 Japan time)', () => {
  it('cuts off at 03:00 JST, which is 18:00 UTC the day before', () => {
    expect(cutoffOf('2025-04-02').toISOString()).toBe('2025-04-01T18:00:00.000Z');
  });

  it('uses yesterday until 03:00 and today after it', () => {
    expect(rankingDayAt(new Date('2025-04-01T17:59:59Z'))).toBe('2025-04-01');
    expect(rankingDayAt(new Date('2025-04-01T18:00:00Z'))).toBe('2025-04-02');
    expect(rankingDayAt(new Date('2025-04-01T03:00:00Z'))).toBe('2025-04-01');
  });

  it('schedules the next computation at the next 03:00', () => {
    expect(nextCutoffAfter(new Date('2025-04-01T17:59:59Z')).toISOString()).toBe('2025-04-01T18:00:00.000Z');
    expect(nextCutoffAfter(new Date('2025-04-01T18:00:00Z')).toISOString()).toBe('2025-04-02T18:00:00.000Z');
  });
});
