// The review of wrong battle questions (spec: /arena/wrongQuestions) and its result
// (/arena/wrongResult), spread into remote-arena's routes.
import { lazyPage } from 'shared-ui';
import type { RouteObject } from 'shared-ui/router';
import { ARENA_PATHS, ARENA_ROUTE_NAMES } from '../../lib/arena-paths';

const pages = () => import('./wrong-questions-pages');

export const wrongQuestionsRoutes: RouteObject[] = [
  { path: ARENA_PATHS.wrongQuestions, lazy: lazyPage(pages, 'WrongQuestionsPage'), handle: { name: ARENA_ROUTE_NAMES.wrongQuestions } },
  { path: ARENA_PATHS.wrongResult, lazy: lazyPage(pages, 'WrongResultPage'), handle: { name: ARENA_ROUTE_NAMES.wrongResult } },
];
