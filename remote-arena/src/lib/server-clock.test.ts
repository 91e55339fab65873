import { describe, expect, it } from 'vitest';
import { clockOffset, msUntil, secondsUntil } from './server-clock';

describe('server clock', () => {
  it('is the server time minus the time of receipt', () => {
    expect(clockOffset('2030-01-01T00:00:05.000Z', Date.parse('2030-01-01T00:00:00.000Z'))).toBe(5000);
    expect(clockOffset('not a time', 123)).toBe(0);
  });

  it('counts to a server time from this clock plus the offset', () => {
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    expect(msUntil('2030-01-01T00:00:10.000Z', now, 4000)).toBe(6000);
    expect(secondsUntil('2030-01-01T00:00:10.000Z', now, 7900)).toBe(3);
    expect(secondsUntil('2030-01-01T00:00:10.000Z', now, 20_000)).toBe(0);
  });
});
