import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBrandWatch, startsWithLatinLetter } from './brand-watch';

describe('header text check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    document.body.innerHTML = '<span data-brand>Eigo Portal</span>';
  });
  afterEach(() => vi.useRealTimers());

  it('knows a Latin first letter', () => {
    expect(startsWithLatinLetter('Eigo Portal')).toBe(true);
    expect(startsWithLatinLetter('  eigo')).toBe(true);
    expect(startsWithLatinLetter('英語ポータル')).toBe(false);
    expect(startsWithLatinLetter('')).toBe(false);
  });

  it('reloads when the header text stops starting with a Latin letter, at most once a minute', () => {
    const reload = vi.fn();
    const stop = startBrandWatch(reload);
    vi.advanceTimersByTime(3000);
    expect(reload).not.toHaveBeenCalled();
    document.querySelector('[data-brand]')!.textContent = 'エイゴポータル';
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
