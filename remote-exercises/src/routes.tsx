// remote-exercises' route subtree (exposed as ./routes): absolute paths under the prefixes this
// remote owns (/bookList, /unitDirectory, /unitList, /textbook, /skillup except AI writing,
// /homeworkList, /homework). `handle` carries the route name, keep-alive and caches to clear.
import { Navigate, type RouteObject } from 'react-router';
import './app/setup';
import { HomeworkDetailPage } from './features/homework/components/homework-detail-page';
import { HomeworkListPage } from './features/homework/components/homework-list-page';
import { HomeworkPracticePage, HomeworkResultPage } from './features/homework/components/homework-practice-page';
import { ResourcePracticePage, ResourceResultPage } from './features/practice/components/resource-flow';
import { PATHS } from './features/practice/paths';
import { SKILLUP_FLOW } from './features/skillup/components/skillup-flow';
import { SkillupListPage } from './features/skillup/components/skillup-list-page';
import { BookListPage } from './features/textbook/components/book-list-page';
import { GrammarExamplePage } from './features/textbook/components/grammar-example-page';
import { TEXTBOOK_FLOW } from './features/textbook/components/textbook-flow';
import { UnitDirectoryPage } from './features/textbook/components/unit-directory-page';
import { UnitListPage } from './features/textbook/components/unit-list-page';

export const routes: RouteObject[] = [
  { path: PATHS.bookList, element: <BookListPage />, handle: { name: 'bookList', keepAlive: true } },
  { path: PATHS.unitDirectory, element: <UnitDirectoryPage />, handle: { name: 'unitDirectory' } },
  { path: PATHS.unitList, element: <UnitListPage />, handle: { name: 'unitList', keepAlive: true, clearCaches: ['bookList', 'unitDirectory'] } },
  { path: PATHS.textbookDetails, element: <ResourcePracticePage flow={TEXTBOOK_FLOW} />, handle: { name: 'textbookDetails' } },
  { path: PATHS.textbookGrammarBlankfill, element: <ResourcePracticePage flow={TEXTBOOK_FLOW} />, handle: { name: 'textbookGrammarBlankfill' } },
  { path: PATHS.textbookResult, element: <ResourceResultPage flow={TEXTBOOK_FLOW} />, handle: { name: 'textbookDetailsResult' } },
  { path: PATHS.grammarExample, element: <GrammarExamplePage />, handle: { name: 'textbookGrammarExample' } },
  { path: `${PATHS.skillupList}/:type`, element: <SkillupListPage />, handle: { name: 'skillupList' } },
  { path: PATHS.skillupList, element: <Navigate to={`${PATHS.skillupList}/listening`} replace /> },
  { path: PATHS.skillupDetails, element: <ResourcePracticePage flow={SKILLUP_FLOW} />, handle: { name: 'skillupDetails' } },
  { path: PATHS.skillupResult, element: <ResourceResultPage flow={SKILLUP_FLOW} />, handle: { name: 'skillupDetailsResult' } },
  { path: PATHS.homeworkList, element: <HomeworkListPage />, handle: { name: 'homeworkList', keepAlive: true } },
  { path: PATHS.homeworkDetail, element: <HomeworkDetailPage />, handle: { name: 'homeworkDetail' } },
  { path: `${PATHS.homeworkPractice}/:topicType`, element: <HomeworkPracticePage />, handle: { name: 'homeworkPractice' } },
  { path: `${PATHS.homeworkResult}/:topicType`, element: <HomeworkResultPage />, handle: { name: 'homeworkPracticeResult' } },
];
