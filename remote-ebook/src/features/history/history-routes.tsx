// The reading record (spec part 1, "Ebook": /ebook/history), spread into remote-ebook's routes.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { EBOOK_PATHS, EBOOK_ROUTE_NAMES } from '../books/books-paths';

const pages = () => import('./history-pages');

export const historyRoutes: RouteObject[] = [{ path: EBOOK_PATHS.history, lazy: lazyPage(pages, 'ReadingHistoryPage'), handle: { name: EBOOK_ROUTE_NAMES.history } }];
