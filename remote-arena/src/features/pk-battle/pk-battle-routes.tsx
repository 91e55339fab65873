// The battle (spec: /arena/pkwait, the queue and the battle itself) and its result
// (/arena/pkresult, kept alive), spread into remote-arena's routes.
import { lazyPage } from 'shared-ui';
import type { RouteObject } from 'shared-ui/router';
import { ARENA_PATHS, ARENA_ROUTE_NAMES } from '../../lib/arena-paths';

const pages = () => import('./pk-battle-pages');

export const pkBattleRoutes: RouteObject[] = [
  { path: ARENA_PATHS.pkWait, lazy: lazyPage(pages, 'PkWaitPage'), handle: { name: ARENA_ROUTE_NAMES.pkWait } },
  { path: ARENA_PATHS.pkResult, lazy: lazyPage(pages, 'PkResultPage'), handle: { name: ARENA_ROUTE_NAMES.pkResult, keepAlive: true } },
];
