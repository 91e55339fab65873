// remote-exams' route subtree (exposed as ./routes). Absolute paths under the prefixes this
// remote owns: /cefr, /testing, /eiken (but /eiken/biz and /eiken/earListen), /college,
// /college-entrance-test, /high-school-entrance-exam, /tokyo, /toeic.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { LevelListPage } from './features/levels/components/level-list-page';

/** This build, as the host shows it under every page of this remote. */
export const build = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export const routes: RouteObject[] = [
  { path: '/testing', element: <LevelListPage />, handle: { name: 'eikenIndex' } },
  { path: '/toeic/index', element: <Navigate to="/testing" replace /> },
];
