// /aistudy/document: the guide to AI study.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { AISTUDY_PATHS, AISTUDY_ROUTE_NAMES } from '../ai-course/ai-course-paths';

const pages = () => import('./document-pages');

export const documentRoutes: RouteObject[] = [{ path: AISTUDY_PATHS.document, lazy: lazyPage(pages, 'DocumentPage'), handle: { name: AISTUDY_ROUTE_NAMES.document } }];
