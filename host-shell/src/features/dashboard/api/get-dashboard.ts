import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiData, ApiSchema } from 'shared-contract';
import { apiGet, isCancelled, useSession } from 'shared-api';

const PATH = '/student/dashboard';

/** GET /v3/student/dashboard (spec part 1, section 3 "Dashboard"): the card state and the badge counts. */
export type Dashboard = ApiData<'/v3/student/dashboard', 'get'>;

/**
 * Education card of the student (spec part 1, section 3 "Card"): active_status 0 is not activated
 * yet (blocking dialog with activation), is_expired 1 means the use period (expires_at) is over
 * (dialog with logout only).
 */
export type EduCard = ApiSchema<'CardState'>;

/** The card state and badges are refreshed at most this often while the student moves around. */
export const DASHBOARD_REFRESH_MS = 30_000;

/**
 * A background call the student did not ask for: a failure shows no toast or network dialog (the
 * badges keep their last counts and the next navigation asks again).
 */
export const getDashboard = (signal?: AbortSignal) =>
  apiGet<Dashboard>(PATH, {}, { signal, quietNetworkError: true, silentBadRequest: true }).catch((error: unknown) => {
    if (!isCancelled(error)) console.warn('dashboard could not be loaded', error);
    throw error;
  });

/** Sign-out needs nothing here: shared-api's query client drops every cached answer when the student changes. */
export const dashboardQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getDashboard(signal), staleTime: DASHBOARD_REFRESH_MS });

/** The dashboard while a student is signed in (nothing is asked without a token). */
function useDashboardQuery<T>(select: (dashboard: Dashboard) => T) {
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ ...dashboardQuery(), enabled: signedIn, select });
}

const count = (value: unknown) => Math.max(0, Number(value) || 0);

/** Unfinished homework (main-navigation and home badge); 0 until the dashboard has answered. */
export function useHomeworkCount(): number {
  return useDashboardQuery((dashboard) => count(dashboard.unfinished_homework_count)).data ?? 0;
}

/** Unread news (header badge). College students have no news button: theirs stays 0. */
export function useUnreadNewsCount(): number {
  const college = useSession((s) => s.flags.college);
  const unread = useDashboardQuery((dashboard) => count(dashboard.new_msg_num)).data ?? 0;
  return college ? 0 : unread;
}

/** The student's education card, or null (none registered, or the dashboard has not answered). */
export function useEduCard(): EduCard | null {
  return useDashboardQuery((dashboard) => dashboard.cur_card ?? null).data ?? null;
}

/** Sets the unread news count the server reported (after news was read or listed) without asking again. */
export function setUnreadNewsCount(queryClient: QueryClient, unread: number): void {
  queryClient.setQueryData<Dashboard>(dashboardQuery().queryKey, (dashboard) => dashboard && { ...dashboard, new_msg_num: unread });
}

/** Puts the card the server answered with (after activation) in place of the cached one. */
export function setEduCard(queryClient: QueryClient, card: EduCard | null): void {
  queryClient.setQueryData<Dashboard>(dashboardQuery().queryKey, (dashboard) => dashboard && { ...dashboard, cur_card: card });
}
