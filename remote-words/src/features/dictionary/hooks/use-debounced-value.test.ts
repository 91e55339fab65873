import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('gives the latest value only after it stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), { initialProps: { value: 'r' } });
    expect(result.current).toBe('r');
    rerender({ value: 're' });
    act(() => void vi.advanceTimersByTime(150));
    rerender({ value: 'rec' });
    act(() => void vi.advanceTimersByTime(150));
    // 300 ms after "re" but only 150 after "rec": still the first value.
    expect(result.current).toBe('r');
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe('rec');
  });
});
