// /aistudy/report: its charts load with the page, not with the remote's first chunk.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { AISTUDY_PATHS, AISTUDY_ROUTE_NAMES } from '../ai-course/ai-course-paths';

const pages = () => import('./report-pages');

export const reportRoutes: RouteObject[] = [{ path: AISTUDY_PATHS.report, lazy: lazyPage(pages, 'ReportPage'), handle: { name: AISTUDY_ROUTE_NAMES.report } }];
