import { createStore } from 'zustand/vanilla';
import { appInfoApi } from 'shared-api';
import { APP_IDENTITY } from '../../lib/app-identity';

/** The check must not hold the start-up for long; after this it starts normally. */
export const SERVICE_CHECK_TIMEOUT_MS = 5000;

export type OutageNotice = { mode: 'disabled' | 'tips'; content: string };

/** The notice to show, or null (normal, closed, or the check failed). */
export const outageStore = createStore<{ notice: OutageNotice | null }>(() => ({ notice: null }));

/**
 * Reads opt_status: 0 / DevOpsDisabled / disabled, 1 / DevOpsTips / tips, anything else normal.
 * Wider than ServiceStatus on purpose: a value the server does not declare must not stop the app.
 */
export function noticeFrom(status: { opt_status: number; opt_content: string; opt_mode?: string }): OutageNotice | null {
  const code = status.opt_mode ?? status.opt_status;
  const content = typeof status.opt_content === 'string' ? status.opt_content : '';
  if (code === 0 || code === 'disabled' || code === 'DevOpsDisabled') return { mode: 'disabled', content };
  if (code === 1 || code === 'tips' || code === 'DevOpsTips') return { mode: 'tips', content };
  return null;
}

/** The start-up service check. Any failure (network, timeout, bad answer) starts the app normally. */
export async function checkServiceStatus(): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVICE_CHECK_TIMEOUT_MS);
  try {
    const status = await appInfoApi.fetchServiceStatus(APP_IDENTITY, { signal: controller.signal });
    outageStore.setState({ notice: noticeFrom(status) });
  } catch (error) {
    console.warn('service check failed; starting normally', error);
    outageStore.setState({ notice: null });
  } finally {
    clearTimeout(timer);
  }
}

/** Tips: the button closes the notice and the app goes on. */
export function dismissOutageTips(): void {
  if (outageStore.getState().notice?.mode === 'tips') outageStore.setState({ notice: null });
}
