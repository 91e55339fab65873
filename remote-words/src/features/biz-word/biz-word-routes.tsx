// The business word routes (spec part 3, "Business words"), absolute paths with the spec's route
// names in `handle.name`; remote-words' routes.tsx spreads them into its subtree.
import type { RouteObject } from 'shared-ui/router';
import { BIZ_PATHS, BIZ_ROUTE_NAMES } from './biz-word-paths';
import { lazyPage } from 'shared-ui';

const pages = () => import('./biz-word-pages');

export const bizWordRoutes: RouteObject[] = [
  { path: BIZ_PATHS.home, lazy: lazyPage(pages, 'BizHomePage'), handle: { name: BIZ_ROUTE_NAMES.home } },
  { path: BIZ_PATHS.studyWord, lazy: lazyPage(pages, 'StudyWordPage'), handle: { name: BIZ_ROUTE_NAMES.studyWord } },
  { path: BIZ_PATHS.studyPractice, lazy: lazyPage(pages, 'StudyPracticePage'), handle: { name: BIZ_ROUTE_NAMES.studyPractice } },
  { path: BIZ_PATHS.studyTest, lazy: lazyPage(pages, 'StudyTestPage'), handle: { name: BIZ_ROUTE_NAMES.studyTest } },
  { path: BIZ_PATHS.studyResult, lazy: lazyPage(pages, 'StudyResultPage'), handle: { name: BIZ_ROUTE_NAMES.studyResult } },
  { path: BIZ_PATHS.addPlan, lazy: lazyPage(pages, 'AddPlanPage'), handle: { name: BIZ_ROUTE_NAMES.addPlan } },
  { path: BIZ_PATHS.bookmarks, lazy: lazyPage(pages, 'BookmarksPage'), handle: { name: BIZ_ROUTE_NAMES.bookmarks } },
  { path: `${BIZ_PATHS.bookmarks}/:word`, lazy: lazyPage(pages, 'BookmarkWordsPage'), handle: { name: BIZ_ROUTE_NAMES.bookmarkWords } },
  { path: BIZ_PATHS.poorWord, lazy: lazyPage(pages, 'PoorWordPage'), handle: { name: BIZ_ROUTE_NAMES.poorWord } },
  { path: BIZ_PATHS.wordTest, lazy: lazyPage(pages, 'WordTestPage'), handle: { name: BIZ_ROUTE_NAMES.wordTest } },
  { path: BIZ_PATHS.wordTestResult, lazy: lazyPage(pages, 'WordTestResultPage'), handle: { name: BIZ_ROUTE_NAMES.wordTestResult } },
  { path: BIZ_PATHS.wordList, lazy: lazyPage(pages, 'WordListPage'), handle: { name: BIZ_ROUTE_NAMES.wordList } },
  { path: BIZ_PATHS.wordListPractice, lazy: lazyPage(pages, 'WordListPracticePage'), handle: { name: BIZ_ROUTE_NAMES.wordListPractice } },
  { path: BIZ_PATHS.wordListTest, lazy: lazyPage(pages, 'WordListTestPage'), handle: { name: BIZ_ROUTE_NAMES.wordListTest } },
  { path: BIZ_PATHS.wordListResult, lazy: lazyPage(pages, 'WordListResultPage'), handle: { name: BIZ_ROUTE_NAMES.wordListResult } },
];
