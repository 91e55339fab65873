// remote-exams' route subtree (exposed as ./routes). Absolute paths under the prefixes this
// remote owns: /cefr, /testing, /eiken (but /eiken/biz and /eiken/earListen), /college,
// /college-entrance-test, /high-school-entrance-exam, /tokyo, /toeic.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { EikenPracticeDetailPage } from './features/eiken-practice/components/eiken-practice-detail-page';
import { EikenPracticePage } from './features/eiken-practice/components/eiken-practice-page';
import { EikenPracticeResultPage } from './features/eiken-practice/components/eiken-practice-result-page';
import { LevelListPage } from './features/levels/components/level-list-page';

/** This build, as the host shows it under every page of this remote. */
export const build = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export const routes: RouteObject[] = [
  { path: '/testing', element: <LevelListPage />, handle: { name: 'eikenIndex' } },
  { path: '/eiken/practice', element: <EikenPracticePage />, handle: { name: 'eikenPractice' } },
  { path: '/eiken/practice/detail', element: <EikenPracticeDetailPage />, handle: { name: 'eikenPracticeDetail' } },
  { path: '/eiken/practice/result', element: <EikenPracticeResultPage />, handle: { name: 'eikenPracticeResult' } },
  { path: '/toeic/index', element: <Navigate to="/testing" replace /> },
];
