import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, showToast, toastStore } from './toast-store';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('disappears after 3000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    showToast('保存しました');
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['保存しました']);
    vi.advanceTimersByTime(2999);
    expect(toastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it('honours a custom duration (mission messages: 2000 ms)', () => {
    showToast('ミッション達成', 2000);
    vi.advanceTimersByTime(2000);
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it('does not stack the same text twice and ignores empty text', () => {
    showToast('ネットワークに接続できません。');
    vi.advanceTimersByTime(2000);
    showToast('ネットワークに接続できません。');
    showToast('   ');
    expect(toastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(2999);
    expect(toastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getState().toasts).toHaveLength(0);
  });
});
