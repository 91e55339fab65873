// The arena's rules and levels (spec: /arena/about), spread into remote-arena's routes.
import { lazyPage } from 'shared-ui';
import type { RouteObject } from 'shared-ui/router';
import { ARENA_PATHS, ARENA_ROUTE_NAMES } from '../../lib/arena-paths';

const pages = () => import('./about-pages');

export const aboutRoutes: RouteObject[] = [{ path: ARENA_PATHS.about, lazy: lazyPage(pages, 'AboutPage'), handle: { name: ARENA_ROUTE_NAMES.about } }];
