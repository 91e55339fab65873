// The level check (spec part 1, "Ebook": /ebook/level-check), spread into remote-ebook's routes.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { EBOOK_PATHS, EBOOK_ROUTE_NAMES } from '../books/books-paths';

const pages = () => import('./level-check-pages');

export const levelCheckRoutes: RouteObject[] = [{ path: EBOOK_PATHS.levelCheck, lazy: lazyPage(pages, 'LevelCheckPage'), handle: { name: EBOOK_ROUTE_NAMES.levelCheck } }];
