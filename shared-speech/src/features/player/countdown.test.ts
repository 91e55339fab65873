import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownCancelled, runCountdown } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('runCountdown', () => {
  it('shows 3, 2, 1 a second apart and finishes after three seconds', async () => {
    const steps: Array<[number, number]> = [];
    const started = Date.now();
    let done = false;
    void runCountdown((value) => steps.push([value, Date.now() - started])).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(steps).toEqual([
      [3, 0],
      [2, 1_000],
      [1, 2_000],
    ]);
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const steps: number[] = [];
    const running = runCountdown((value) => steps.push(value), { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1_500);
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(CountdownCancelled);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(steps).toEqual([3, 2]);
    await expect(runCountdown(() => undefined, { signal: controller.signal })).rejects.toBeInstanceOf(CountdownCancelled);
  });
});
