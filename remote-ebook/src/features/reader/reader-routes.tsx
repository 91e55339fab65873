// The reader route (spec part 1, "Ebook": /ebook/reading/{id}, kept alive, clears the cached
// details screen); remote-ebook's routes.tsx spreads it into its subtree.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { registerReaderPreload } from '../books/model/reader-preload';
import { READER_PATHS, READER_ROUTE_NAMES } from './reader-paths';

const pages = () => import('./reader-pages');
registerReaderPreload(pages);

export const readerRoutes: RouteObject[] = [
  {
    path: READER_PATHS.reading,
    lazy: lazyPage(pages, 'ReaderPage'),
    handle: { keepAlive: true, clearCaches: [READER_ROUTE_NAMES.details], name: READER_ROUTE_NAMES.reading },
  },
];
