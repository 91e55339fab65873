import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';
import { nextPageNumber } from '../../../lib/paged-list';

const PATH = '/history/index';

export const HISTORY_DAYS_PAGE_SIZE = 30;

export type HistoryIndex = ApiData<'/v3/history/index', 'get'>;

export const getHistoryIndex = (page: number, signal?: AbortSignal) => apiGet<HistoryIndex>(PATH, { page, limit: HISTORY_DAYS_PAGE_SIZE }, { signal });

/** Study totals and one row per day studied, newest first, 30 a page; 「もっと見る」 appends the next page. */
export const historyIndexQuery = () =>
  infiniteQueryOptions({
    queryKey: [PATH, { limit: HISTORY_DAYS_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) => getHistoryIndex(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });

export const useHistoryIndex = () => useInfiniteQuery(historyIndexQuery());
