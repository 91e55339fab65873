// remote-aistudy's route subtree (exposed as ./routes), under /aistudy, /skillup/writing, /skillup/ai-writing and /ai-writing.
import type { RouteObject } from 'shared-ui/router';
import { CourseListPage } from './features/courses/components/course-list-page';
import { documentRoutes } from './features/ai-course-document/document-routes';
import { lessonsRoutes } from './features/ai-course-lessons/lessons-routes';
import { practiceRoutes } from './features/ai-course-practice/practice-routes';
import { recommendRoutes } from './features/ai-course-recommend/recommend-routes';
import { reportRoutes } from './features/ai-course-report/report-routes';
import { testingRoutes } from './features/ai-course-testing/testing-routes';
import { writingRoutes } from './features/writing/writing-routes';

/** This build, as the host shows it under every page of this remote. */
export const build = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export const routes: RouteObject[] = [
  { path: '/aistudy', element: <CourseListPage />, handle: { name: 'aiStudy', keepAlive: true } },
  ...lessonsRoutes,
  ...practiceRoutes,
  ...testingRoutes,
  ...recommendRoutes,
  ...reportRoutes,
  ...documentRoutes,
  ...writingRoutes,
];
