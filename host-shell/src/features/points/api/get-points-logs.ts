import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';

export const POINTS_LOGS_PATH = '/integral/mission-logs';

/** Points log page size (spec part 1, section 9). */
export const POINTS_LOG_PAGE_SIZE = 10;

export type PointsLogPage = ApiData<'/v3/integral/mission-logs', 'get'>;
export type PointsLogEntry = PointsLogPage['list'][number];

/** Which page of the log: a month or day ('' for all of it) and the page number from 1. */
export type PointsLogFilter = { date: string; page: number };

export const getPointsLogs = ({ date, page }: PointsLogFilter, signal?: AbortSignal) =>
  apiGet<PointsLogPage>(POINTS_LOGS_PATH, { date: date || undefined, limit: POINTS_LOG_PAGE_SIZE, page }, { signal });

export const pointsLogsQuery = (filter: PointsLogFilter) => queryOptions({ queryKey: [POINTS_LOGS_PATH, filter], queryFn: ({ signal }) => getPointsLogs(filter, signal) });

/**
 * One page of the log. The log is paged with 前へ / 次へ (not appended), so each page is its own
 * query; while the next page loads, the one shown stays (placeholderData) instead of a spinner.
 */
export const usePointsLogs = (filter: PointsLogFilter) => useQuery({ ...pointsLogsQuery(filter), placeholderData: keepPreviousData });
