import { describe, expect, it } from 'vitest';
import { ActiveClock, IDLE_MS } from './active-clock';

describe('ActiveClock', () => {
  it('counts the time between signs of reading, not a pause longer than two minutes', () => {
    const clock = new ActiveClock(0);
    clock.activity(30_000);
    clock.activity(90_000);
    expect(clock.take(100_000)).toBe(100_000);
    // Idle for five minutes, then reading again for 20 s.
    clock.activity(400_000);
    clock.activity(420_000);
    expect(clock.take(420_000)).toBe(20_000);
  });

  it('counts nothing at a take long after the last sign of reading', () => {
    const clock = new ActiveClock(0);
    clock.activity(10_000);
    expect(clock.take(10_000 + IDLE_MS + 1)).toBe(10_000);
    expect(clock.take(10_000 + 2 * IDLE_MS)).toBe(0);
  });
});
