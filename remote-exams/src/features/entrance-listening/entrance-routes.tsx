// The routes of the college- and high-school-entrance listening (/college-entrance-test, /high-school-entrance-exam) pages, spread into src/routes.tsx.
import type { RouteObject } from 'shared-ui/router';

export const entranceRoutes: RouteObject[] = [];
