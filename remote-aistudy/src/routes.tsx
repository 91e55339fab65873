// remote-aistudy's route subtree (exposed as ./routes), under /aistudy, /skillup/ai-writing and /ai-writing.
import type { RouteObject } from 'shared-ui/router';
import { CourseListPage } from './features/courses/components/course-list-page';

/** This build, as the host shows it under every page of this remote. */
export const build = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export const routes: RouteObject[] = [{ path: '/aistudy', element: <CourseListPage />, handle: { name: 'aiStudy', keepAlive: true } }];
