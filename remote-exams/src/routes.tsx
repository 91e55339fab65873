// remote-exams' route subtree (exposed as ./routes). Absolute paths under the prefixes this
// remote owns: /cefr, /testing, /eiken (but /eiken/biz and /eiken/earListen), /college,
// /college-entrance-test, /high-school-entrance-exam, /tokyo, /toeic.
import { Navigate, type RouteObject } from 'shared-ui/router';
import './app/messages';
import { LevelList } from './features/levels/components/level-list';

export const routes: RouteObject[] = [
  { path: '/testing', element: <LevelList />, handle: { name: 'eikenIndex' } },
  { path: '/toeic/index', element: <Navigate to="/testing" replace /> },
];
