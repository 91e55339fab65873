// The routes of the Tokyo speaking test (/tokyo) pages, spread into src/routes.tsx.
import type { RouteObject } from 'shared-ui/router';

export const tokyoRoutes: RouteObject[] = [];
