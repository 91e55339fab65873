// The routes of the TOEIC (/toeic) pages, spread into src/routes.tsx.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from '../../lib/lazy-page';
import { TOEIC_PATHS } from './toeic-paths';

export const toeicRoutes: RouteObject[] = [
  { path: TOEIC_PATHS.index, element: lazyPage(() => import('./components/toeic-index-page').then((module) => module.ToeicIndexPage)), handle: { name: 'toeicIndex' } },
  { path: TOEIC_PATHS.practice, element: lazyPage(() => import('./components/toeic-practice-page').then((module) => module.ToeicPracticePage)), handle: { name: 'toeicPracticeInfo' } },
  { path: TOEIC_PATHS.practiceResult, element: lazyPage(() => import('./components/toeic-practice-result-page').then((module) => module.ToeicPracticeResultPage)), handle: { name: 'toeicPracticeResult' } },
  { path: TOEIC_PATHS.exam, element: lazyPage(() => import('./components/toeic-exam-page').then((module) => module.ToeicExamPage)), handle: { name: 'toeicExam' } },
  { path: TOEIC_PATHS.examInfo, element: lazyPage(() => import('./components/toeic-exam-info-page').then((module) => module.ToeicExamInfoPage)), handle: { name: 'toeicExamInfo' } },
  { path: TOEIC_PATHS.examHistory, element: lazyPage(() => import('./components/toeic-exam-history-page').then((module) => module.ToeicExamHistoryPage)), handle: { name: 'toeicExamHistory' } },
  { path: TOEIC_PATHS.examResult, element: lazyPage(() => import('./components/toeic-exam-result-page').then((module) => module.ToeicExamResultPage)), handle: { name: 'toeicExamResult' } },
];
