// /aistudy/list (kept alive: the lesson list keeps its place while the student takes a step).
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { AISTUDY_PATHS, AISTUDY_ROUTE_NAMES } from '../ai-course/ai-course-paths';

const pages = () => import('./lessons-pages');

export const lessonsRoutes: RouteObject[] = [{ path: AISTUDY_PATHS.list, lazy: lazyPage(pages, 'LessonListPage'), handle: { name: AISTUDY_ROUTE_NAMES.list, keepAlive: true } }];
