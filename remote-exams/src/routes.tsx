// remote-exams' route subtree (exposed as ./routes). Absolute paths under the prefixes this
// remote owns: /cefr, /testing, /eiken (but /eiken/biz and /eiken/earListen), /college,
// /college-entrance-test, /high-school-entrance-exam, /tokyo, /toeic.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { ChallengePage } from './features/eiken-challenge/components/challenge-page';
import { ChallengeResultPage } from './features/eiken-challenge/components/challenge-result-page';
import { EikenListPage } from './features/eiken-hub/components/eiken-list-page';
import { EikenTipsPage } from './features/eiken-hub/components/eiken-tips-page';
import { ReviewDetailsPage } from './features/eiken-rwl/components/review-details-page';
import { ReviewResultPage } from './features/eiken-rwl/components/review-result-page';
import { ReviewStartupPage } from './features/eiken-rwl/components/review-startup-page';
import { RwlIndexPage } from './features/eiken-rwl/components/rwl-index-page';
import { RwlPracticePage } from './features/eiken-rwl/components/rwl-practice-page';
import { RwlPracticeResultPage } from './features/eiken-rwl/components/rwl-practice-result-page';
import { EikenPracticeDetailPage } from './features/eiken-practice/components/eiken-practice-detail-page';
import { EikenPracticePage } from './features/eiken-practice/components/eiken-practice-page';
import { EikenPracticeResultPage } from './features/eiken-practice/components/eiken-practice-result-page';
import { LevelListPage } from './features/levels/components/level-list-page';
import { WordTrainingIndexPage } from './features/eiken-words/components/word-training-index-page';
import { WordLearningIndexPage } from './features/eiken-words/components/word-learning-index-page';
import { WordLearningPracticePage } from './features/eiken-words/components/word-learning-practice-page';
import { WordResultPage, WordRunPage } from './features/eiken-words/components/word-run-pages';
import { WORD_LEARNING_PATHS, WORD_TRAINING_PATHS } from './features/eiken-words/eiken-words-paths';
import { InterviewIndexPage } from './features/eiken-interview/components/interview-index-page';
import { InterviewDialogPage } from './features/eiken-interview/components/interview-dialog-page';
import { InterviewResultPage } from './features/eiken-interview/components/interview-result-page';
import { CefrAboutPage, CefrTestTipsPage } from './features/cefr/components/cefr-article-pages';
import { CefrDetailsPage } from './features/cefr/components/cefr-details-page';
import { CefrDetailsResultPage } from './features/cefr/components/cefr-details-result-page';
import { CefrIndexPage } from './features/cefr/components/cefr-index-page';
import { CefrMapPage } from './features/cefr/components/cefr-map-page';
import { CefrTestPage } from './features/cefr/components/cefr-test-page';
import { CefrTestResultPage } from './features/cefr/components/cefr-test-result-page';
import { entranceRoutes } from './features/entrance-listening/entrance-routes';
import { tokyoRoutes } from './features/tokyo/tokyo-routes';
import { toeicRoutes } from './features/toeic/toeic-routes';

/** This build, as the host shows it under every page of this remote. */
export const build = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export const routes: RouteObject[] = [
  { path: '/cefr', element: <Navigate to="/cefr/index" replace /> },
  { path: '/cefr/index', element: <CefrIndexPage />, handle: { name: 'cefrIndex' } },
  { path: '/cefr/map', element: <CefrMapPage />, handle: { name: 'cefrMap' } },
  { path: '/cefr/test', element: <CefrTestPage />, handle: { name: 'cefrTest' } },
  { path: '/cefr/details', element: <CefrDetailsPage />, handle: { name: 'cefrDetails' } },
  { path: '/cefr/details/result', element: <CefrDetailsResultPage />, handle: { name: 'cefrDetailsResult' } },
  { path: '/cefr/testResult', element: <CefrTestResultPage />, handle: { name: 'cefrTestResult' } },
  { path: '/cefr/testTips', element: <CefrTestTipsPage />, handle: { name: 'cefrTestTips' } },
  { path: '/cefr/about', element: <CefrAboutPage />, handle: { name: 'cefrAbout' } },
  { path: '/testing', element: <LevelListPage />, handle: { name: 'eikenIndex' } },
  { path: '/eiken/practice', element: <EikenPracticePage />, handle: { name: 'eikenPractice' } },
  { path: '/eiken/practice/detail', element: <EikenPracticeDetailPage />, handle: { name: 'eikenPracticeDetail' } },
  { path: '/eiken/practice/result', element: <EikenPracticeResultPage />, handle: { name: 'eikenPracticeResult' } },
  { path: '/eiken/eikenList', element: <EikenListPage />, handle: { name: 'eikenList' } },
  { path: '/eiken/rwl/index', element: <RwlIndexPage />, handle: { name: 'eikenRwlIndex' } },
  { path: '/eiken/rwl/practice', element: <RwlPracticePage />, handle: { name: 'eikenRwlPractice' } },
  { path: '/eiken/rwl/practice/result', element: <RwlPracticeResultPage />, handle: { name: 'eikenRwlPracticeResult' } },
  { path: '/eiken/rwl/review/startup', element: <ReviewStartupPage />, handle: { name: 'eikenRwlReviewStartup' } },
  { path: '/eiken/rwl/review/details', element: <ReviewDetailsPage />, handle: { name: 'eikenRwlReviewDetails' } },
  { path: '/eiken/rwl/review/result', element: <ReviewResultPage />, handle: { name: 'eikenRwlReviewResult' } },
  { path: '/eiken/challenge', element: <ChallengePage />, handle: { name: 'eikenChallenge' } },
  { path: '/eiken/challengeResult', element: <ChallengeResultPage />, handle: { name: 'eikenChallengeResult' } },
  { path: '/college/eiken/tips', element: <EikenTipsPage />, handle: { name: 'collegeEikenTips' } },
  { path: WORD_TRAINING_PATHS.index, element: <WordTrainingIndexPage />, handle: { name: 'eikenWordTraining' } },
  { path: WORD_TRAINING_PATHS.practice, element: <WordRunPage paths={WORD_TRAINING_PATHS} />, handle: { name: 'eikenWordTrainingPractice' } },
  { path: WORD_TRAINING_PATHS.result, element: <WordResultPage paths={WORD_TRAINING_PATHS} runPath={WORD_TRAINING_PATHS.practice} />, handle: { name: 'eikenWordTrainingResult' } },
  { path: WORD_LEARNING_PATHS.index, element: <WordLearningIndexPage />, handle: { name: 'eikenWordLearning' } },
  { path: WORD_LEARNING_PATHS.practice, element: <WordLearningPracticePage />, handle: { name: 'eikenWordLearningPractice' } },
  { path: WORD_LEARNING_PATHS.result, element: <WordResultPage paths={WORD_LEARNING_PATHS} runPath={WORD_LEARNING_PATHS.practice} />, handle: { name: 'eikenWordLearningResult' } },
  { path: '/eiken/interview/index', element: <InterviewIndexPage />, handle: { name: 'eikenInterview' } },
  { path: '/eiken/interview/dialog', element: <InterviewDialogPage />, handle: { name: 'eikenInterviewDialog' } },
  { path: '/eiken/interview/dialog/result', element: <InterviewResultPage />, handle: { name: 'eikenInterviewResult' } },
  ...toeicRoutes,
  ...tokyoRoutes,
  ...entranceRoutes,
];
