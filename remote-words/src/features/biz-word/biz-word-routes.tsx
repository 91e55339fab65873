// The business word routes (spec part 3, "Business words"), absolute paths with the spec's route
// names in `handle.name`; remote-words' routes.tsx spreads them into its subtree.
import type { RouteObject } from 'shared-ui/router';
import { BIZ_PATHS, BIZ_ROUTE_NAMES } from './biz-word-paths';
import { lazyPage } from '../../lib/lazy-pages';

const page = lazyPage(() => import('./biz-word-pages'));

export const bizWordRoutes: RouteObject[] = [
  { path: BIZ_PATHS.home, lazy: page((pages) => pages.BizHomePage), handle: { name: BIZ_ROUTE_NAMES.home } },
  { path: BIZ_PATHS.studyWord, lazy: page((pages) => pages.StudyWordPage), handle: { name: BIZ_ROUTE_NAMES.studyWord } },
  { path: BIZ_PATHS.studyPractice, lazy: page((pages) => pages.StudyPracticePage), handle: { name: BIZ_ROUTE_NAMES.studyPractice } },
  { path: BIZ_PATHS.studyTest, lazy: page((pages) => pages.StudyTestPage), handle: { name: BIZ_ROUTE_NAMES.studyTest } },
  { path: BIZ_PATHS.studyResult, lazy: page((pages) => pages.StudyResultPage), handle: { name: BIZ_ROUTE_NAMES.studyResult } },
  { path: BIZ_PATHS.addPlan, lazy: page((pages) => pages.AddPlanPage), handle: { name: BIZ_ROUTE_NAMES.addPlan } },
  { path: BIZ_PATHS.bookmarks, lazy: page((pages) => pages.BookmarksPage), handle: { name: BIZ_ROUTE_NAMES.bookmarks } },
  { path: `${BIZ_PATHS.bookmarks}/:word`, lazy: page((pages) => pages.BookmarkWordsPage), handle: { name: BIZ_ROUTE_NAMES.bookmarkWords } },
  { path: BIZ_PATHS.poorWord, lazy: page((pages) => pages.PoorWordPage), handle: { name: BIZ_ROUTE_NAMES.poorWord } },
  { path: BIZ_PATHS.wordTest, lazy: page((pages) => pages.WordTestPage), handle: { name: BIZ_ROUTE_NAMES.wordTest } },
  { path: BIZ_PATHS.wordTestResult, lazy: page((pages) => pages.WordTestResultPage), handle: { name: BIZ_ROUTE_NAMES.wordTestResult } },
  { path: BIZ_PATHS.wordList, lazy: page((pages) => pages.WordListPage), handle: { name: BIZ_ROUTE_NAMES.wordList } },
  { path: BIZ_PATHS.wordListPractice, lazy: page((pages) => pages.WordListPracticePage), handle: { name: BIZ_ROUTE_NAMES.wordListPractice } },
  { path: BIZ_PATHS.wordListTest, lazy: page((pages) => pages.WordListTestPage), handle: { name: BIZ_ROUTE_NAMES.wordListTest } },
  { path: BIZ_PATHS.wordListResult, lazy: page((pages) => pages.WordListResultPage), handle: { name: BIZ_ROUTE_NAMES.wordListResult } },
];
