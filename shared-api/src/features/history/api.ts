import type { ApiData } from 'shared-contract';
import { apiGet, type CallOptions } from '../../lib/http-client';

export type HistoryIndex = ApiData<'/v3/history/index', 'get'>;
export type HistorySummary = HistoryIndex['summary'];
export type HistoryDay = HistoryIndex['items'][number];

/** One run (attempt) at a resource on a day. */
export type HistoryRun = ApiData<'/v3/history/details', 'get'>['items'][number];

export type HistoryRunDetail = ApiData<'/v3/history/details-deep', 'get'>;
export type HistoryRecordItem = HistoryRunDetail['record']['items'][number];

/** Totals and one row per day studied, newest first (30 a page). */
export function fetchHistoryIndex(page = 1, limit = 30, options?: CallOptions): Promise<HistoryIndex> {
  return apiGet('/history/index', { page, limit }, options);
}

/** The runs of one day (YYYY-MM-DD). */
export function fetchHistoryDay(date: string, options?: CallOptions): Promise<ApiData<'/v3/history/details', 'get'>> {
  return apiGet('/history/details', { date }, options);
}

/** Every answer of one run. */
export function fetchHistoryRun(guid: string, options?: CallOptions): Promise<HistoryRunDetail> {
  return apiGet('/history/details-deep', { guid }, options);
}
