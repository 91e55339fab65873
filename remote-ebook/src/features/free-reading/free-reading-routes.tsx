// The free-reading homework list (spec part 1, "Ebook": /ebook/homework/free-reading/list), spread
// into remote-ebook's routes.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { EBOOK_PATHS, EBOOK_ROUTE_NAMES } from '../books/books-paths';

const pages = () => import('./free-reading-pages');

export const freeReadingRoutes: RouteObject[] = [{ path: EBOOK_PATHS.freeReading, lazy: lazyPage(pages, 'FreeReadingPage'), handle: { name: EBOOK_ROUTE_NAMES.freeReading } }];
