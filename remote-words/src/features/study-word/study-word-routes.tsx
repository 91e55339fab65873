// The word study routes (spec part 3, section 2 "Word study"), spread into remote-words' routes.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { STUDY_WORD_PATHS } from './study-word-paths';
import { lazyPage } from 'shared-ui';

const pages = () => import('./study-word-pages');

export const studyWordRoutes: RouteObject[] = [
  { path: STUDY_WORD_PATHS.root, element: <Navigate to={STUDY_WORD_PATHS.plan} replace /> },
  // The word study home tab (a main tab: reaching it resets the route-name history).
  { path: STUDY_WORD_PATHS.plan, lazy: lazyPage(pages, 'StudyWordPlanPage'), handle: { name: 'wordsLearningHome' } },
  { path: STUDY_WORD_PATHS.test, lazy: lazyPage(pages, 'StudyWordTestPage'), handle: { name: 'wordsLearningTest' } },
  // The wrong-topic loop; its end view (WRONG_TOPIC_RESULT) is the same path with result=1.
  { path: STUDY_WORD_PATHS.wrongTopic, lazy: lazyPage(pages, 'WrongTopicPage'), handle: { name: 'wordsWrongTopic' } },
  { path: STUDY_WORD_PATHS.addPlan, lazy: lazyPage(pages, 'AddPlanPage'), handle: { name: 'wordsAddPlan' } },
  { path: STUDY_WORD_PATHS.editPlan, lazy: lazyPage(pages, 'EditPlanPage'), handle: { name: 'wordsEditPlan' } },
  { path: STUDY_WORD_PATHS.planInfo, lazy: lazyPage(pages, 'PlanInfoPage'), handle: { name: 'wordsPlanInfo' } },
  { path: STUDY_WORD_PATHS.challenge, lazy: lazyPage(pages, 'ChallengePage'), handle: { name: 'wordsChallenge' } },
  { path: STUDY_WORD_PATHS.todayTask, lazy: lazyPage(pages, 'TodayTaskPage'), handle: { name: 'wordsTodayTask' } },
  { path: STUDY_WORD_PATHS.list, lazy: lazyPage(pages, 'WordListPage'), handle: { name: 'wordsList' } },
  { path: STUDY_WORD_PATHS.word, lazy: lazyPage(pages, 'WordCardsPage'), handle: { name: 'wordsWord' } },
  { path: STUDY_WORD_PATHS.sentence, lazy: lazyPage(pages, 'SentenceListPage'), handle: { name: 'wordsSentence' } },
  { path: STUDY_WORD_PATHS.result, lazy: lazyPage(pages, 'RunResultPage'), handle: { name: 'wordsResult' } },
];
