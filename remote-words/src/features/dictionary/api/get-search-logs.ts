import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type SearchLog = { word: string; searched_at: string };

const PATH = '/dictionary/word-search-logs';

export const getSearchLogs = (signal?: AbortSignal) => apiGet<{ list: SearchLog[] }>(PATH, {}, { signal }).then((data) => data.list);

export const searchLogsQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getSearchLogs(signal) });

/** The student's recent searches, newest first. */
export const useSearchLogs = () => useQuery(searchLogsQuery());
