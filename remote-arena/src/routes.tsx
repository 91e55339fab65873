// remote-arena's route subtree (exposed as ./routes), under /arena.
import { Navigate, type RouteObject } from 'shared-ui/router';
import './app/messages';
import { ArenaHome } from './features/battle-types/components/arena-home';

export const routes: RouteObject[] = [
  { path: '/arena', element: <Navigate to="/arena/index" replace /> },
  { path: '/arena/index', element: <ArenaHome />, handle: { name: 'arenaIndex', keepAlive: true } },
];
