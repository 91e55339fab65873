// remote-exercises' route subtree (exposed as ./routes): absolute paths under the prefixes this
// remote owns (/bookList, /unitDirectory, /unitList, /textbook, /skillup except writing and AI
// writing (/skillup/writing and /skillup/ai-writing are remote-aistudy's: the host picks the
// longest prefix), /homeworkList, /homework). `handle` carries the route name, keep-alive and caches to clear.
// The list pages are in this chunk; the practice and result pages load when first opened.
import type { ComponentType } from 'react';
import type * as PracticePagesModule from './app/practice-pages';
import { Navigate, type RouteObject } from 'shared-ui/router';
import './app/setup';
import { HomeworkDetailPage } from './features/homework/components/homework-detail-page';
import { HomeworkListPage } from './features/homework/components/homework-list-page';
import { PATHS } from './features/practice/paths';
import { SkillupListPage } from './features/skillup/components/skillup-list-page';
import { BookListPage } from './features/textbook/components/book-list-page';
import { UnitDirectoryPage } from './features/textbook/components/unit-directory-page';
import { UnitListPage } from './features/textbook/components/unit-list-page';

type PracticePages = typeof PracticePagesModule;

/** This build, as the host shows it under every page of this remote. */
export const build = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

/** A route whose page comes from the practice chunk. */
const practicePage = (pick: (pages: PracticePages) => ComponentType) => async () => ({ Component: pick(await import('./app/practice-pages')) });

export const routes: RouteObject[] = [
  { path: PATHS.bookList, element: <BookListPage />, handle: { name: 'bookList', keepAlive: true } },
  { path: PATHS.unitDirectory, element: <UnitDirectoryPage />, handle: { name: 'unitDirectory' } },
  { path: PATHS.unitList, element: <UnitListPage />, handle: { name: 'unitList', keepAlive: true, clearCaches: ['bookList', 'unitDirectory'] } },
  { path: PATHS.textbookDetails, lazy: practicePage((pages) => pages.TextbookPractice), handle: { name: 'textbookDetails' } },
  { path: PATHS.textbookGrammarBlankfill, lazy: practicePage((pages) => pages.TextbookPractice), handle: { name: 'textbookGrammarBlankfill' } },
  { path: PATHS.textbookResult, lazy: practicePage((pages) => pages.TextbookResult), handle: { name: 'textbookDetailsResult' } },
  { path: PATHS.grammarExample, lazy: practicePage((pages) => pages.GrammarExamplePage), handle: { name: 'textbookGrammarExample' } },
  { path: `${PATHS.skillupList}/:type`, element: <SkillupListPage />, handle: { name: 'skillupList' } },
  { path: PATHS.skillupList, element: <Navigate to={`${PATHS.skillupList}/listening`} replace /> },
  { path: PATHS.skillupDetails, lazy: practicePage((pages) => pages.SkillupPractice), handle: { name: 'skillupDetails' } },
  { path: PATHS.skillupResult, lazy: practicePage((pages) => pages.SkillupResult), handle: { name: 'skillupDetailsResult' } },
  { path: PATHS.homeworkList, element: <HomeworkListPage />, handle: { name: 'homeworkList', keepAlive: true } },
  { path: PATHS.homeworkDetail, element: <HomeworkDetailPage />, handle: { name: 'homeworkDetail' } },
  { path: `${PATHS.homeworkPractice}/:topicType`, lazy: practicePage((pages) => pages.HomeworkPracticePage), handle: { name: 'homeworkPractice' } },
  { path: `${PATHS.homeworkResult}/:topicType`, lazy: practicePage((pages) => pages.HomeworkResultPage), handle: { name: 'homeworkPracticeResult' } },
];
