// The word study routes (spec part 3, section 2 "Word study"), spread into remote-words' routes.
import { Navigate, type RouteObject } from 'shared-ui/router';
import { STUDY_WORD_PATHS } from './study-word-paths';
import { lazyPage } from '../../lib/lazy-pages';

const page = lazyPage(() => import('./study-word-pages'));

export const studyWordRoutes: RouteObject[] = [
  { path: STUDY_WORD_PATHS.root, element: <Navigate to={STUDY_WORD_PATHS.plan} replace /> },
  // The word study home tab (a main tab: reaching it resets the route-name history).
  { path: STUDY_WORD_PATHS.plan, lazy: page((pages) => pages.StudyWordPlanPage), handle: { name: 'wordsLearningHome' } },
  { path: STUDY_WORD_PATHS.test, lazy: page((pages) => pages.StudyWordTestPage), handle: { name: 'wordsLearningTest' } },
  // The wrong-topic loop; its end view (WRONG_TOPIC_RESULT) is the same path with result=1.
  { path: STUDY_WORD_PATHS.wrongTopic, lazy: page((pages) => pages.WrongTopicPage), handle: { name: 'wordsWrongTopic' } },
  { path: STUDY_WORD_PATHS.addPlan, lazy: page((pages) => pages.AddPlanPage), handle: { name: 'wordsAddPlan' } },
  { path: STUDY_WORD_PATHS.editPlan, lazy: page((pages) => pages.EditPlanPage), handle: { name: 'wordsEditPlan' } },
  { path: STUDY_WORD_PATHS.planInfo, lazy: page((pages) => pages.PlanInfoPage), handle: { name: 'wordsPlanInfo' } },
  { path: STUDY_WORD_PATHS.challenge, lazy: page((pages) => pages.ChallengePage), handle: { name: 'wordsChallenge' } },
  { path: STUDY_WORD_PATHS.todayTask, lazy: page((pages) => pages.TodayTaskPage), handle: { name: 'wordsTodayTask' } },
  { path: STUDY_WORD_PATHS.list, lazy: page((pages) => pages.WordListPage), handle: { name: 'wordsList' } },
  { path: STUDY_WORD_PATHS.word, lazy: page((pages) => pages.WordCardsPage), handle: { name: 'wordsWord' } },
  { path: STUDY_WORD_PATHS.sentence, lazy: page((pages) => pages.SentenceListPage), handle: { name: 'wordsSentence' } },
  { path: STUDY_WORD_PATHS.result, lazy: page((pages) => pages.RunResultPage), handle: { name: 'wordsResult' } },
];
