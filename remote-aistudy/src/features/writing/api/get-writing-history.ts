import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { WritingHistory, WritingSource } from '../model/writing-types';

export const WRITING_HISTORY_PATH = '/writing/history';
/** Rows per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

export const getWritingHistory = (source: WritingSource, page: number, signal?: AbortSignal) =>
  apiGet<WritingHistory>(WRITING_HISTORY_PATH, { source, page, limit: HISTORY_PAGE_SIZE }, { signal });

export const writingHistoryQuery = (source: WritingSource, page: number) =>
  queryOptions({ queryKey: [WRITING_HISTORY_PATH, source, page], queryFn: ({ signal }) => getWritingHistory(source, page, signal) });

/** This student's essays of one set, newest first, a page at a time (the shown page stays while the next loads). */
export const useWritingHistory = (source: WritingSource, page: number) => useQuery({ ...writingHistoryQuery(source, page), placeholderData: keepPreviousData });
