// The impression route (spec part 1, "Ebook": /ebook/impression/{id}), spread into remote-ebook's routes.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { EBOOK_PATHS, EBOOK_ROUTE_NAMES } from '../books/books-paths';

const pages = () => import('./impression-pages');

export const impressionRoutes: RouteObject[] = [{ path: EBOOK_PATHS.impression, lazy: lazyPage(pages, 'ImpressionPage'), handle: { name: EBOOK_ROUTE_NAMES.impression } }];
