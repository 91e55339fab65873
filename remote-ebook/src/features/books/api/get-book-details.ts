import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export const BOOK_DETAILS_PATH = '/ebook/details';

export const getBookDetails = (bookId: number, signal?: AbortSignal) => apiGet<ApiData<'/v3/ebook/details', 'get'>>(BOOK_DETAILS_PATH, { book_id: bookId }, { signal }).then((data) => data.book);

export const bookDetailsQuery = (bookId: number) => queryOptions({ queryKey: [BOOK_DETAILS_PATH, bookId], queryFn: ({ signal }) => getBookDetails(bookId, signal) });

/** One book: chapters, exercises with the best scores, the student's impression (404 for an unknown book). */
export const useBookDetails = (bookId: number) => useQuery(bookDetailsQuery(bookId));
