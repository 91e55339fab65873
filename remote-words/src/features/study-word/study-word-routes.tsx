// The word study routes (spec part 3, section 2 "Word study"), spread into remote-words' routes.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { AddPlanPage } from './components/add-plan-page';
import { ChallengePage } from './components/challenge-page';
import { EditPlanPage } from './components/edit-plan-page';
import { PlanInfoPage } from './components/plan-info-page';
import { RunResultPage } from './components/run-result-page';
import { SentenceListPage } from './components/sentence-list-page';
import { StudyWordPlanPage } from './components/study-word-plan-page';
import { StudyWordTestPage } from './components/study-word-test-page';
import { TodayTaskPage } from './components/today-task-page';
import { WordCardsPage } from './components/word-cards-page';
import { WordListPage } from './components/word-list-page';
import { WrongTopicPage } from './components/wrong-topic-page';
import { STUDY_WORD_PATHS } from './study-word-paths';

export const studyWordRoutes: RouteObject[] = [
  { path: STUDY_WORD_PATHS.root, element: <Navigate to={STUDY_WORD_PATHS.plan} replace /> },
  // The word study home tab (a main tab: reaching it resets the route-name history).
  { path: STUDY_WORD_PATHS.plan, element: <StudyWordPlanPage />, handle: { name: 'wordsLearningHome' } },
  { path: STUDY_WORD_PATHS.test, element: <StudyWordTestPage />, handle: { name: 'wordsLearningTest' } },
  // The wrong-topic loop; its end view (WRONG_TOPIC_RESULT) is the same path with result=1.
  { path: STUDY_WORD_PATHS.wrongTopic, element: <WrongTopicPage />, handle: { name: 'wordsWrongTopic' } },
  { path: STUDY_WORD_PATHS.addPlan, element: <AddPlanPage />, handle: { name: 'wordsAddPlan' } },
  { path: STUDY_WORD_PATHS.editPlan, element: <EditPlanPage />, handle: { name: 'wordsEditPlan' } },
  { path: STUDY_WORD_PATHS.planInfo, element: <PlanInfoPage />, handle: { name: 'wordsPlanInfo' } },
  { path: STUDY_WORD_PATHS.challenge, element: <ChallengePage />, handle: { name: 'wordsChallenge' } },
  { path: STUDY_WORD_PATHS.todayTask, element: <TodayTaskPage />, handle: { name: 'wordsTodayTask' } },
  { path: STUDY_WORD_PATHS.list, element: <WordListPage />, handle: { name: 'wordsList' } },
  { path: STUDY_WORD_PATHS.word, element: <WordCardsPage />, handle: { name: 'wordsWord' } },
  { path: STUDY_WORD_PATHS.sentence, element: <SentenceListPage />, handle: { name: 'wordsSentence' } },
  { path: STUDY_WORD_PATHS.result, element: <RunResultPage />, handle: { name: 'wordsResult' } },
];
