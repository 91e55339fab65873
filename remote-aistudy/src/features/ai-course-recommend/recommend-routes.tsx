// /aistudy/recommend/details (the recommendation, or one recommended resource played) and /aistudy/recommend/result.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { AISTUDY_PATHS, AISTUDY_ROUTE_NAMES } from '../ai-course/ai-course-paths';

const pages = () => import('./recommend-pages');

export const recommendRoutes: RouteObject[] = [
  { path: AISTUDY_PATHS.recommendDetails, lazy: lazyPage(pages, 'RecommendDetailsPage'), handle: { name: AISTUDY_ROUTE_NAMES.recommendDetails } },
  { path: AISTUDY_PATHS.recommendResult, lazy: lazyPage(pages, 'RecommendResultPage'), handle: { name: AISTUDY_ROUTE_NAMES.recommendResult } },
];
