import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { BookBrief } from '../../books/model/ebook-types';

export type FreeReadingHomework = {
  homework_id: number;
  title: string;
  description: string;
  start_at: string;
  due_at: string;
  is_expired: 0 | 1;
  is_late: 0 | 1;
  done: 0 | 1;
  books: (BookBrief & { done: 0 | 1 })[];
};

export const FREE_READING_PATH = '/ebook/homework/free-reading/list';

export const getFreeReadingHomework = (signal?: AbortSignal) => apiGet<{ list: FreeReadingHomework[] }>(FREE_READING_PATH, {}, { signal }).then((data) => data.list);

export const freeReadingHomeworkQuery = () => queryOptions({ queryKey: [FREE_READING_PATH], queryFn: ({ signal }) => getFreeReadingHomework(signal) });

/** The free-reading homework of the student's classes: the books set, and which are read. */
export const useFreeReadingHomework = () => useQuery(freeReadingHomeworkQuery());
