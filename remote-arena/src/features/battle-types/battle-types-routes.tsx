// The arena top (spec: /arena redirects to /arena/index, the named tab arenaIndex, kept alive) and
// a battle type's page (/arena/type), spread into remote-arena's routes.
import { lazyPage } from 'shared-ui';
import { Navigate, type RouteObject } from 'shared-ui/router';
import { ARENA_PATHS, ARENA_ROUTE_NAMES } from '../../lib/arena-paths';
import { ArenaHomePage } from './components/arena-home-page';

const pages = () => import('./battle-types-pages');

export const battleTypesRoutes: RouteObject[] = [
  { path: ARENA_PATHS.root, element: <Navigate to={ARENA_PATHS.index} replace /> },
  { path: ARENA_PATHS.index, element: <ArenaHomePage />, handle: { name: ARENA_ROUTE_NAMES.index, keepAlive: true } },
  { path: ARENA_PATHS.type, lazy: lazyPage(pages, 'BattleTypePage'), handle: { name: ARENA_ROUTE_NAMES.type } },
];
