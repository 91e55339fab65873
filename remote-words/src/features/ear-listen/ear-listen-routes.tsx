// Ear listening routes (spec part 3, "Business words": /eiken/earListen/ and /eiken/earListen/practice).
import type { RouteObject } from 'shared-ui/router';
import { EAR_LISTEN_PATHS, EAR_LISTEN_ROUTE_NAMES } from './ear-listen-paths';
import { lazyPage } from 'shared-ui';

const pages = () => import('./ear-listen-pages');

export const earListenRoutes: RouteObject[] = [
  { path: EAR_LISTEN_PATHS.index, lazy: lazyPage(pages, 'EarListenPage'), handle: { name: EAR_LISTEN_ROUTE_NAMES.index } },
  { path: EAR_LISTEN_PATHS.practice, lazy: lazyPage(pages, 'EarListenPracticePage'), handle: { name: EAR_LISTEN_ROUTE_NAMES.practice } },
];
