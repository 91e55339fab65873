import { describe, expect, it } from 'vitest';
import { streaksOf } from './stats';

describe('streaksOf', () => {
  it('counts the current streak through today or yesterday, and the longest one', () => {
    const days = ['2025-03-28', '2025-03-29', '2025-03-30', '2025-04-01', '2025-04-02'];
    expect(streaksOf(days, '2025-04-02')).toMatchObject({ current: 2, longest: 3, lastDay: '2025-04-02' });
    expect(streaksOf(days, '2025-04-03').current).toBe(2);
    expect(streaksOf(days, '2025-04-04').current).toBe(0);
    expect(streaksOf(days, '2025-04-02').reached.get(3)).toBe('2025-03-30');
    expect(streaksOf([], '2025-04-02')).toMatchObject({ current: 0, longest: 0, lastDay: null });
  });

  it('crosses month and year ends', () => {
    expect(streaksOf(['2024-12-31', '2025-01-01', '2025-01-02'], '2025-01-02').longest).toBe(3);
    expect(streaksOf(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01').longest).toBe(3);
  });
});
