import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ExamHistoryList = ApiData<'/v3/eiken-toeic-exam/get-history-list', 'get'>;
export type ExamHistoryEntry = ExamHistoryList['list'][number];

export const HISTORY_LIST_PATH = '/eiken-toeic-exam/get-history-list';

export const getHistoryList = (directoryId: number | undefined, signal?: AbortSignal) => apiGet<ExamHistoryList>(HISTORY_LIST_PATH, { directory_id: directoryId }, { signal });

/** The student's finished sittings, newest first (of one test when given). */
export const useHistoryList = (directoryId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [HISTORY_LIST_PATH, directoryId], queryFn: ({ signal }) => getHistoryList(directoryId, signal) }));
