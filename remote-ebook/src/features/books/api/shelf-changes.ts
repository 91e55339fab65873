import type { QueryClient } from '@tanstack/react-query';
import { BOOK_DETAILS_PATH } from './get-book-details';
import { BOOK_LIST_PATH } from './get-book-list';
import { SHELF_PATH } from './get-shelf';

/** Once a book went on or off the shelf: the shelf, every book list and every details page show on_shelf. */
export const invalidateShelfViews = (queryClient: QueryClient) =>
  Promise.all([SHELF_PATH, BOOK_LIST_PATH, BOOK_DETAILS_PATH].map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
