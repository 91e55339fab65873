import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { BookBrief } from '../../books/model/ebook-types';

export type ReadingDay = { date: string; minutes: number; words: number; wpm: number | null };

export type ReadingHistory = {
  totals: { books_started: number; books_finished: number; minutes: number; words: number; wpm: number | null };
  /** Every day of the range (Tokyo dates), oldest first. */
  days: ReadingDay[];
  books: (BookBrief & { minutes: number; words: number; last_read_at: string })[];
};

export const READING_HISTORY_PATH = '/ebook/history';

export const getReadingHistory = (days: number, signal?: AbortSignal) => apiGet<ReadingHistory>(READING_HISTORY_PATH, { days }, { signal });

export const readingHistoryQuery = (days: number) => queryOptions({ queryKey: [READING_HISTORY_PATH, { days }], queryFn: ({ signal }) => getReadingHistory(days, signal) });

/** Totals, the daily minutes, words and reading speed, and the books read over the last `days` days. */
export const useReadingHistory = (days: number) => useQuery(readingHistoryQuery(days));
