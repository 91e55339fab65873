// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { AddPlanPage } from './components/add-plan-page';
export { ChallengePage } from './components/challenge-page';
export { EditPlanPage } from './components/edit-plan-page';
export { PlanInfoPage } from './components/plan-info-page';
export { RunResultPage } from './components/run-result-page';
export { SentenceListPage } from './components/sentence-list-page';
export { StudyWordPlanPage } from './components/study-word-plan-page';
export { StudyWordTestPage } from './components/study-word-test-page';
export { TodayTaskPage } from './components/today-task-page';
export { WordCardsPage } from './components/word-cards-page';
export { WordListPage } from './components/word-list-page';
export { WrongTopicPage } from './components/wrong-topic-page';
