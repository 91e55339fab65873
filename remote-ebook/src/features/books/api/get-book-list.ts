import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { BookList, BookListFilters } from '../model/ebook-types';

export const BOOK_LIST_PATH = '/ebook/list';

/** Only the filters that are set (the key and the query string leave the others out). */
const cleanFilters = ({ level, genre, keyword }: BookListFilters): BookListFilters => ({
  ...(level ? { level } : {}),
  ...(genre ? { genre } : {}),
  ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
});

export const getBookList = (filters: BookListFilters, signal?: AbortSignal) => apiGet<BookList>(BOOK_LIST_PATH, cleanFilters(filters), { signal });

export const bookListQuery = (filters: BookListFilters = {}) => {
  const params = cleanFilters(filters);
  return queryOptions({ queryKey: [BOOK_LIST_PATH, params], queryFn: ({ signal }) => getBookList(params, signal) });
};

/** The books (filtered by level, genre, keyword), the six levels and the level the last level check recommends. */
export const useBookList = (filters: BookListFilters = {}) => useQuery({ ...bookListQuery(filters), placeholderData: keepPreviousData });
