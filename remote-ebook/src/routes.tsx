// remote-ebook's route subtree (exposed as ./routes): every path under /ebook (spec part 1,
// "Ebook"). Each feature declares its own routes; the home is in the first chunk, the other
// features' pages load when one of their routes is first opened.
import type { RouteObject } from 'shared-ui/router';
import { catalogRoutes } from './features/catalog/catalog-routes';
import { exerciseRoutes } from './features/exercises/exercise-routes';
import { freeReadingRoutes } from './features/free-reading/free-reading-routes';
import { guideRoutes } from './features/guide/guide-routes';
import { historyRoutes } from './features/history/history-routes';
import { homeRoutes } from './features/home/home-routes';
import { impressionRoutes } from './features/impression/impression-routes';
import { levelCheckRoutes } from './features/level-check/level-check-routes';
import { readerRoutes } from './features/reader/reader-routes';
import { vocabularyTestRoutes } from './features/vocabulary-test/vocabulary-test-routes';

/** This build, as the host shows it under every page of this remote. */
export const build = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export const routes: RouteObject[] = [
  ...homeRoutes,
  ...catalogRoutes,
  ...readerRoutes,
  ...exerciseRoutes,
  ...impressionRoutes,
  ...historyRoutes,
  ...levelCheckRoutes,
  ...vocabularyTestRoutes,
  ...freeReadingRoutes,
  ...guideRoutes,
];
