// remote-aistudy's route subtree (exposed as ./routes), under /aistudy, /skillup/ai-writing and /ai-writing.
import type { RouteObject } from 'shared-ui/router';
import './app/messages';
import { CourseList } from './features/courses/components/course-list';

export const routes: RouteObject[] = [{ path: '/aistudy', element: <CourseList />, handle: { name: 'aiStudy', keepAlive: true } }];
