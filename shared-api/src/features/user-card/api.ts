import type { ApiData } from 'shared-contract';
import { apiGet, type CallOptions } from '../../lib/http-client';

/** The student's user card: level, totals, streak, rank and badges. */
export type UserCard = ApiData<'/v3/user-card/info', 'get'>;
export type UserBadge = UserCard['badges'][number];
export type StudyTotals = Omit<UserCard['this_month'], 'month'>;

export type MonthlyCardPage = ApiData<'/v3/user-card/list', 'get'>;
export type MonthlyCard = MonthlyCardPage['items'][number];

export function fetchUserCard(options?: CallOptions): Promise<UserCard> {
  return apiGet('/user-card/info', {}, options);
}

/** One card per month studied, newest first (12 a page). */
export function fetchMonthlyCards(page = 1, limit = 12, options?: CallOptions): Promise<MonthlyCardPage> {
  return apiGet('/user-card/list', { page, limit }, options);
}
