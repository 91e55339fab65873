// /aistudy/practice (a lesson's step) and /aistudy/practice/result (a handed-in exercise step).
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { AISTUDY_PATHS, AISTUDY_ROUTE_NAMES } from '../ai-course/ai-course-paths';

const pages = () => import('./practice-pages');

export const practiceRoutes: RouteObject[] = [
  { path: AISTUDY_PATHS.practice, lazy: lazyPage(pages, 'PracticePage'), handle: { name: AISTUDY_ROUTE_NAMES.practice } },
  { path: AISTUDY_PATHS.practiceResult, lazy: lazyPage(pages, 'PracticeResultPage'), handle: { name: AISTUDY_ROUTE_NAMES.practiceResult } },
];
