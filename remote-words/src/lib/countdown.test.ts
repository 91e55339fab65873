import { describe, expect, it } from 'vitest';
import { clockOffset, clockText, secondsLeft } from './countdown';

describe('exam countdown', () => {
  const endsAt = '2030-01-01T00:05:00.000Z';
  const start = Date.parse('2030-01-01T00:00:00.000Z');

  it('counts whole seconds down to ends_at and stops at 0', () => {
    expect(secondsLeft(endsAt, start)).toBe(300);
    expect(secondsLeft(endsAt, start + 299_500)).toBe(1);
    expect(secondsLeft(endsAt, start + 300_000)).toBe(0);
    expect(secondsLeft(endsAt, start + 400_000)).toBe(0);
    expect(secondsLeft('not a date', start)).toBe(0);
  });

  it('follows the server clock when it leads the browser', () => {
    expect(secondsLeft(endsAt, start, 60_000)).toBe(240);
    // The server said 240 s were left when the browser's clock read `start`: it runs 60 s ahead.
    expect(clockOffset(endsAt, 240, start)).toBe(60_000);
    expect(secondsLeft(endsAt, start + 10_000, clockOffset(endsAt, 240, start))).toBe(230);
    expect(clockOffset('bad', 240, start)).toBe(0);
  });

  it('shows m:ss', () => {
    expect(clockText(300)).toBe('5:00');
    expect(clockText(59)).toBe('0:59');
    expect(clockText(3725)).toBe('1:02:05');
    expect(clockText(-3)).toBe('0:00');
  });
});
