import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type FreeReadingHomeworkList = ApiData<'/v3/ebook/homework/free-reading/list', 'get'>;

/** One homework: its books (each done once read to the last sentence) and whether all are done. */
export type FreeReadingHomework = FreeReadingHomeworkList['list'][number];

export const FREE_READING_PATH = '/ebook/homework/free-reading/list';

export const getFreeReadingHomework = (signal?: AbortSignal) => apiGet<FreeReadingHomeworkList>(FREE_READING_PATH, {}, { signal }).then((data) => data.list);

export const freeReadingHomeworkQuery = () => queryOptions({ queryKey: [FREE_READING_PATH], queryFn: ({ signal }) => getFreeReadingHomework(signal) });

/** The free-reading homework of the student's classes: the books set, and which are read. */
export const useFreeReadingHomework = () => useQuery(freeReadingHomeworkQuery());
