import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type SearchLogs = ApiData<'/v3/dictionary/word-search-logs', 'get'>;
export type SearchLog = SearchLogs['list'][number];

export const SEARCH_LOGS_PATH = '/dictionary/word-search-logs';

export const getSearchLogs = (signal?: AbortSignal) => apiGet<SearchLogs>(SEARCH_LOGS_PATH, {}, { signal });

export const searchLogsQuery = () => queryOptions({ queryKey: [SEARCH_LOGS_PATH], queryFn: ({ signal }) => getSearchLogs(signal) });

/** The words the student opened, newest first, one row per word (up to 50). */
export const useSearchLogs = () => useQuery(searchLogsQuery());
