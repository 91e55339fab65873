import { createStore } from 'zustand/vanilla';

/** Toast default duration (spec part 1, section 9). */
export const TOAST_DURATION_MS = 3000;

export type Toast = { id: number; message: string; durationMs: number };

type ToastState = { toasts: Toast[] };

/** Visible toasts, newest last. */
export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Removes a toast now (its timer is cleared). */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/**
 * Shows a short message that disappears by itself after `durationMs` (3000 ms default). The same
 * text already on screen is not stacked twice; its timer restarts instead.
 */
export function showToast(message: string, durationMs: number = TOAST_DURATION_MS): number {
  const text = message.trim();
  if (!text) return 0;
  const existing = toastStore.getState().toasts.find((toast) => toast.message === text);
  const id = existing?.id ?? nextId++;
  if (!existing) toastStore.setState((state) => ({ toasts: [...state.toasts, { id, message: text, durationMs }] }));
  const previous = timers.get(id);
  if (previous) clearTimeout(previous);
  timers.set(id, setTimeout(() => dismissToast(id), durationMs));
  return id;
}
