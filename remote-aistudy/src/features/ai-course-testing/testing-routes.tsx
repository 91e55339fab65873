// /aistudy/testing/index (the course test and its attempts) and /aistudy/testing/details (the test played, then its paper).
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { AISTUDY_PATHS, AISTUDY_ROUTE_NAMES } from '../ai-course/ai-course-paths';

const pages = () => import('./testing-pages');

export const testingRoutes: RouteObject[] = [
  { path: AISTUDY_PATHS.testingIndex, lazy: lazyPage(pages, 'TestingIndexPage'), handle: { name: AISTUDY_ROUTE_NAMES.testingIndex } },
  { path: AISTUDY_PATHS.testingDetails, lazy: lazyPage(pages, 'TestingDetailsPage'), handle: { name: AISTUDY_ROUTE_NAMES.testingDetails } },
];
