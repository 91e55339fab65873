// The word test (spec part 1, "Ebook": /ebook/test), spread into remote-ebook's routes.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { EBOOK_PATHS, EBOOK_ROUTE_NAMES } from '../books/books-paths';

const pages = () => import('./vocabulary-test-pages');

export const vocabularyTestRoutes: RouteObject[] = [{ path: EBOOK_PATHS.test, lazy: lazyPage(pages, 'VocabularyTestPage'), handle: { name: EBOOK_ROUTE_NAMES.test } }];
