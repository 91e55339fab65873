// The book list and details routes (spec part 1, "Ebook": /ebook/list, /ebook/details/{id}, the
// details kept alive: the reader clears it), spread into remote-ebook's routes.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { EBOOK_PATHS, EBOOK_ROUTE_NAMES } from '../books/books-paths';

const pages = () => import('./catalog-pages');

export const catalogRoutes: RouteObject[] = [
  { path: EBOOK_PATHS.list, lazy: lazyPage(pages, 'BookListPage'), handle: { name: EBOOK_ROUTE_NAMES.list } },
  { path: EBOOK_PATHS.details, lazy: lazyPage(pages, 'BookDetailsPage'), handle: { keepAlive: true, name: EBOOK_ROUTE_NAMES.details } },
];
