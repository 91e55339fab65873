// The routes of the TOEIC (/toeic) pages, spread into src/routes.tsx.
import type { RouteObject } from 'shared-ui/router';
import { ToeicExamHistoryPage } from './components/toeic-exam-history-page';
import { ToeicExamInfoPage } from './components/toeic-exam-info-page';
import { ToeicExamPage } from './components/toeic-exam-page';
import { ToeicExamResultPage } from './components/toeic-exam-result-page';
import { ToeicIndexPage } from './components/toeic-index-page';
import { ToeicPracticePage } from './components/toeic-practice-page';
import { ToeicPracticeResultPage } from './components/toeic-practice-result-page';
import { TOEIC_PATHS } from './toeic-paths';

export const toeicRoutes: RouteObject[] = [
  { path: TOEIC_PATHS.index, element: <ToeicIndexPage />, handle: { name: 'toeicIndex' } },
  { path: TOEIC_PATHS.practice, element: <ToeicPracticePage />, handle: { name: 'toeicPracticeInfo' } },
  { path: TOEIC_PATHS.practiceResult, element: <ToeicPracticeResultPage />, handle: { name: 'toeicPracticeResult' } },
  { path: TOEIC_PATHS.exam, element: <ToeicExamPage />, handle: { name: 'toeicExam' } },
  { path: TOEIC_PATHS.examInfo, element: <ToeicExamInfoPage />, handle: { name: 'toeicExamInfo' } },
  { path: TOEIC_PATHS.examHistory, element: <ToeicExamHistoryPage />, handle: { name: 'toeicExamHistory' } },
  { path: TOEIC_PATHS.examResult, element: <ToeicExamResultPage />, handle: { name: 'toeicExamResult' } },
];
