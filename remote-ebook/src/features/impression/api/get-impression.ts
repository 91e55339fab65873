import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export const IMPRESSION_PATH = '/ebook/impression';

export const getImpression = (bookId: number, signal?: AbortSignal) => apiGet<ApiData<'/v3/ebook/impression', 'get'>>(IMPRESSION_PATH, { book_id: bookId }, { signal }).then((data) => data.impression);

export const impressionQuery = (bookId: number) => queryOptions({ queryKey: [IMPRESSION_PATH, bookId], queryFn: ({ signal }) => getImpression(bookId, signal) });

/** The student's saved impression of a book (null: none yet). */
export const useImpression = (bookId: number) => useQuery(impressionQuery(bookId));
