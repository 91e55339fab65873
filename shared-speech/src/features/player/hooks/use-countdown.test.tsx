import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownOverlay } from '../components/countdown-overlay';
import { useCountdown } from './use-countdown';

let controls: ReturnType<typeof useCountdown> | null = null;

function Harness() {
  const countdown = useCountdown();
  controls = countdown;
  return <CountdownOverlay value={countdown.value} />;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  controls = null;
  vi.useRealTimers();
});

describe('useCountdown with CountdownOverlay', () => {
  it('shows 3, 2, 1 and resolves true after three seconds', async () => {
    render(<Harness />);
    expect(screen.queryByRole('status')).toBeNull();
    let finished: boolean | undefined;
    act(() => {
      void controls!.run().then((done) => (finished = done));
    });
    expect(screen.getByRole('status').textContent).toBe('3');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('status').textContent).toBe('2');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('status').textContent).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(finished).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('resolves false when cancelled or when the component goes away', async () => {
    const { unmount } = render(<Harness />);
    let first: boolean | undefined;
    act(() => {
      void controls!.run().then((done) => (first = done));
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    act(() => controls!.cancel());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(first).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();

    let second: boolean | undefined;
    act(() => {
      void controls!.run().then((done) => (second = done));
    });
    unmount();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(second).toBe(false);
  });
});
