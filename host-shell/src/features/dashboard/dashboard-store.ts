import { createStore } from 'zustand/vanilla';
import { accountApi, getSession, isApiError, type EduCard } from 'shared-api';

/** Badges and the card state are refreshed at most this often while the student moves around. */
export const DASHBOARD_REFRESH_MS = 30_000;

export type DashboardState = {
  card: EduCard | null;
  /** Unfinished homework (main-navigation badge). */
  homeworkCount: number;
  /** Unread news (header badge). */
  unreadNews: number;
  loadedAt: number;
};

export const dashboardStore = createStore<DashboardState>(() => ({ card: null, homeworkCount: 0, unreadNews: 0, loadedAt: 0 }));

let inFlight: Promise<void> | null = null;

async function loadDashboard(): Promise<void> {
  try {
    const dashboard = await accountApi.fetchDashboard({ quietNetworkError: true, silentBadRequest: true });
    dashboardStore.setState({
      card: dashboard.cur_card ?? null,
      homeworkCount: Math.max(0, Number(dashboard.unfinished_homework_count) || 0),
      // College students have no news button; their count stays 0.
      unreadNews: getSession().flags.college ? 0 : Math.max(0, Number(dashboard.new_msg_num) || 0),
      loadedAt: Date.now(),
    });
  } catch (error) {
    if (!(isApiError(error) && error.cancelled)) console.warn('dashboard could not be loaded', error);
  }
}

/** Loads card state and badge counts (now, or only when older than 30 s unless `force`). */
export function refreshDashboard(force = false): Promise<void> {
  if (!getSession().token) return Promise.resolve();
  if (!force && Date.now() - dashboardStore.getState().loadedAt < DASHBOARD_REFRESH_MS) return Promise.resolve();
  inFlight ??= loadDashboard().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Forgets everything (sign-out). */
export function resetDashboard(): void {
  dashboardStore.setState({ card: null, homeworkCount: 0, unreadNews: 0, loadedAt: 0 });
}

/** Lowers the unread count after the student opened an unread item. */
export function markNewsRead(count = 1): void {
  dashboardStore.setState((state) => ({ unreadNews: Math.max(0, state.unreadNews - count) }));
}
