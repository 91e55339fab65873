// The pages of this feature, one chunk that its routes load when one of them is first opened.
export { AddPlanPage } from './components/add-plan-page';
export { BizHomePage } from './components/biz-home-page';
export { BookmarkWordsPage } from './components/bookmark-words-page';
export { BookmarksPage } from './components/bookmarks-page';
export { PoorWordPage } from './components/poor-word-page';
export { StudyPracticePage } from './components/study-practice-page';
export { StudyWordPage } from './components/study-word-page';
export { StudyResultPage, WordTestResultPage } from './components/test-result-pages';
export { WordListPage, WordListPracticePage } from './components/word-list-pages';
export { WordListResultPage, WordListTestPage } from './components/word-list-test-pages';
export { StudyTestPage, WordTestPage } from './components/word-test-pages';
