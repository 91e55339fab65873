import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { HISTORY_LIST_PATH } from '../../eiken-challenge/api/get-history-list';

export type ToeicHistoryList = ApiData<'/v3/eiken-toeic-exam/get-history-list', 'get'>;
export type ToeicHistoryEntry = ToeicHistoryList['list'][number];

export const getToeicHistoryList = (signal?: AbortSignal) => apiGet<ToeicHistoryList>(HISTORY_LIST_PATH, { exam: 'toeic' }, { signal });

/** The student's finished TOEIC sittings, newest first (under the history list's key, so a hand-in refreshes it). */
export const useToeicHistoryList = () => useQuery(queryOptions({ queryKey: [HISTORY_LIST_PATH, 'exam', 'toeic'], queryFn: ({ signal }) => getToeicHistoryList(signal) }));
