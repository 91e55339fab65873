import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

/** Totals, every day of the range (Tokyo dates, oldest first) and the books read. */
export type ReadingHistory = ApiData<'/v3/ebook/history', 'get'>;

export type ReadingDay = ReadingHistory['days'][number];

export const READING_HISTORY_PATH = '/ebook/history';

export const getReadingHistory = (days: number, signal?: AbortSignal) => apiGet<ReadingHistory>(READING_HISTORY_PATH, { days }, { signal });

export const readingHistoryQuery = (days: number) => queryOptions({ queryKey: [READING_HISTORY_PATH, { days }], queryFn: ({ signal }) => getReadingHistory(days, signal) });

/** Totals, the daily minutes, words and reading speed, and the books read over the last `days` days. */
export const useReadingHistory = (days: number) => useQuery(readingHistoryQuery(days));
