// Grammar mode (spec: /arena/grammar), spread into remote-arena's routes.
import { lazyPage } from 'shared-ui';
import type { RouteObject } from 'shared-ui/router';
import { ARENA_PATHS, ARENA_ROUTE_NAMES } from '../../lib/arena-paths';

const pages = () => import('./grammar-pages');

export const grammarRoutes: RouteObject[] = [{ path: ARENA_PATHS.grammar, lazy: lazyPage(pages, 'GrammarPage'), handle: { name: ARENA_ROUTE_NAMES.grammar } }];
