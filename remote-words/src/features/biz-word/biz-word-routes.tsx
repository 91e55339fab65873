// The business word routes (spec part 3, "Business words"), absolute paths with the spec's route
// names in `handle.name`; remote-words' routes.tsx spreads them into its subtree.
import type { RouteObject } from 'shared-ui/router';
import { BIZ_PATHS, BIZ_ROUTE_NAMES } from './biz-word-paths';
import { AddPlanPage } from './components/add-plan-page';
import { BizHomePage } from './components/biz-home-page';
import { BookmarkWordsPage } from './components/bookmark-words-page';
import { BookmarksPage } from './components/bookmarks-page';
import { PoorWordPage } from './components/poor-word-page';
import { StudyPracticePage } from './components/study-practice-page';
import { StudyWordPage } from './components/study-word-page';
import { StudyResultPage, WordTestResultPage } from './components/test-result-pages';
import { WordListPage, WordListPracticePage } from './components/word-list-pages';
import { WordListResultPage, WordListTestPage } from './components/word-list-test-pages';
import { StudyTestPage, WordTestPage } from './components/word-test-pages';

export const bizWordRoutes: RouteObject[] = [
  { path: BIZ_PATHS.home, element: <BizHomePage />, handle: { name: BIZ_ROUTE_NAMES.home } },
  { path: BIZ_PATHS.studyWord, element: <StudyWordPage />, handle: { name: BIZ_ROUTE_NAMES.studyWord } },
  { path: BIZ_PATHS.studyPractice, element: <StudyPracticePage />, handle: { name: BIZ_ROUTE_NAMES.studyPractice } },
  { path: BIZ_PATHS.studyTest, element: <StudyTestPage />, handle: { name: BIZ_ROUTE_NAMES.studyTest } },
  { path: BIZ_PATHS.studyResult, element: <StudyResultPage />, handle: { name: BIZ_ROUTE_NAMES.studyResult } },
  { path: BIZ_PATHS.addPlan, element: <AddPlanPage />, handle: { name: BIZ_ROUTE_NAMES.addPlan } },
  { path: BIZ_PATHS.bookmarks, element: <BookmarksPage />, handle: { name: BIZ_ROUTE_NAMES.bookmarks } },
  { path: `${BIZ_PATHS.bookmarks}/:word`, element: <BookmarkWordsPage />, handle: { name: BIZ_ROUTE_NAMES.bookmarkWords } },
  { path: BIZ_PATHS.poorWord, element: <PoorWordPage />, handle: { name: BIZ_ROUTE_NAMES.poorWord } },
  { path: BIZ_PATHS.wordTest, element: <WordTestPage />, handle: { name: BIZ_ROUTE_NAMES.wordTest } },
  { path: BIZ_PATHS.wordTestResult, element: <WordTestResultPage />, handle: { name: BIZ_ROUTE_NAMES.wordTestResult } },
  { path: BIZ_PATHS.wordList, element: <WordListPage />, handle: { name: BIZ_ROUTE_NAMES.wordList } },
  { path: BIZ_PATHS.wordListPractice, element: <WordListPracticePage />, handle: { name: BIZ_ROUTE_NAMES.wordListPractice } },
  { path: BIZ_PATHS.wordListTest, element: <WordListTestPage />, handle: { name: BIZ_ROUTE_NAMES.wordListTest } },
  { path: BIZ_PATHS.wordListResult, element: <WordListResultPage />, handle: { name: BIZ_ROUTE_NAMES.wordListResult } },
];
