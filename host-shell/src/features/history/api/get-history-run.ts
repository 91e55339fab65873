import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';

const PATH = '/history/details-deep';

export type HistoryRunDetail = ApiData<'/v3/history/details-deep', 'get'>;

/** Every answer of one run. An unknown guid is the page's own "not found": no 400 toast. */
export const getHistoryRun = (guid: string, signal?: AbortSignal) => apiGet<HistoryRunDetail>(PATH, { guid }, { signal, silentBadRequest: true });

export const historyRunQuery = (guid: string) => queryOptions({ queryKey: [PATH, guid], queryFn: ({ signal }) => getHistoryRun(guid, signal) });

/** One run's answers (nothing is asked while `enabled` is false: not a guid). */
export const useHistoryRun = (guid: string, enabled = true) => useQuery({ ...historyRunQuery(guid), enabled });
