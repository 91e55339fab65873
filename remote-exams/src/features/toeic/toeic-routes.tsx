// The routes of the TOEIC (/toeic) pages, spread into src/routes.tsx.
import type { RouteObject } from 'shared-ui/router';

export const toeicRoutes: RouteObject[] = [];
