import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ExamHistoryLogs = ApiData<'/v3/eiken-toeic-exam/get-history-logs', 'get'>;
export type ExamResult = NonNullable<ExamHistoryLogs['result']>;

export const HISTORY_LOGS_PATH = '/eiken-toeic-exam/get-history-logs';

export const getHistoryLogs = (guid: string, signal?: AbortSignal) => apiGet<ExamHistoryLogs>(HISTORY_LOGS_PATH, { guid }, { signal });

/** One sitting's result; a finished sitting never changes. */
export const useHistoryLogs = (guid: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: [HISTORY_LOGS_PATH, guid],
      queryFn: guid ? ({ signal }) => getHistoryLogs(guid, signal) : skipToken,
      staleTime: (query) => (query.state.data?.status === 'finished' ? Infinity : 0),
    }),
  );
