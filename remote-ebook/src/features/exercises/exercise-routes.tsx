// The book exercise routes (spec part 1, "Ebook": /ebook/exercise/info, /ebook/exercise/result/);
// remote-ebook's routes.tsx spreads them into its subtree.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { EXERCISE_PATHS, EXERCISE_ROUTE_NAMES } from './exercise-paths';

const pages = () => import('./exercise-pages');

export const exerciseRoutes: RouteObject[] = [
  { path: EXERCISE_PATHS.info, lazy: lazyPage(pages, 'ExerciseInfoPage'), handle: { name: EXERCISE_ROUTE_NAMES.info } },
  { path: EXERCISE_PATHS.result, lazy: lazyPage(pages, 'ExerciseResultPage'), handle: { name: EXERCISE_ROUTE_NAMES.result } },
];
