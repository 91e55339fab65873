// remote-arena's route subtree (exposed as ./routes), under /arena.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { ArenaHomePage } from './features/battle-types/components/arena-home-page';

/** This build, as the host shows it under every page of this remote. */
export const build = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export const routes: RouteObject[] = [
  { path: '/arena', element: <Navigate to="/arena/index" replace /> },
  { path: '/arena/index', element: <ArenaHomePage />, handle: { name: 'arenaIndex', keepAlive: true } },
];
