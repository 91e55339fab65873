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

export const fetchBooks = () => apiGet<{ list: Book[] }>('/ebook/list').then((data) => data.list);
