import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type Book = {
  id: number;
  code: string;
  title: string;
  title_jp: string;
  level: number;
  word_count: number;
  genre: string;
  summary: string;
  first_line: string;
};

const PATH = '/ebook/list';

export const getBooks = (signal?: AbortSignal) => apiGet<{ list: Book[] }>(PATH, {}, { signal }).then((data) => data.list);

/** Every graded reader, for the shelf. */
export const useBooks = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getBooks(signal) }));
