// The how-to-read guide (spec part 1, "Ebook": /ebook/doc), spread into remote-ebook's routes.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { EBOOK_PATHS, EBOOK_ROUTE_NAMES } from '../books/books-paths';

const pages = () => import('./guide-pages');

export const guideRoutes: RouteObject[] = [{ path: EBOOK_PATHS.doc, lazy: lazyPage(pages, 'GuidePage'), handle: { name: EBOOK_ROUTE_NAMES.doc } }];
