// Ear listening routes (spec part 3, "Business words": /eiken/earListen/ and /eiken/earListen/practice).
import type { RouteObject } from 'shared-ui/router';
import { EarListenPage } from './components/ear-listen-page';
import { EarListenPracticePage } from './components/ear-listen-practice-page';
import { EAR_LISTEN_PATHS, EAR_LISTEN_ROUTE_NAMES } from './ear-listen-paths';

export const earListenRoutes: RouteObject[] = [
  { path: EAR_LISTEN_PATHS.index, element: <EarListenPage />, handle: { name: EAR_LISTEN_ROUTE_NAMES.index } },
  { path: EAR_LISTEN_PATHS.practice, element: <EarListenPracticePage />, handle: { name: EAR_LISTEN_ROUTE_NAMES.practice } },
];
