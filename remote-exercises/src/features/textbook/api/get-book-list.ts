import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type BookList = ApiData<'/v3/textbook/book-list', 'get'>;
export type Book = BookList['items'][number];

const PATH = '/textbook/book-list';

export const getBookList = (signal?: AbortSignal) => apiGet<BookList>(PATH, {}, { signal });

/** The textbooks with the student's progress. */
export const useBookList = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getBookList(signal) }));
