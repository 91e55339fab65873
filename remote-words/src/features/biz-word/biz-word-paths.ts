// The business word pages (spec part 3, section 2, "Business words"). Paths are the spec's;
// the two named routes are the test button's targets (spec part 2, "Routes in this area").
export const BIZ_PATHS = {
  home: '/eiken/biz',
  studyWord: '/eiken/biz/studyWord',
  studyPractice: '/eiken/biz/studyWord/practice',
  studyTest: '/eiken/biz/studyWord/test',
  studyResult: '/eiken/biz/studyWord/result',
  addPlan: '/eiken/biz/studyWord/add',
  bookmarks: '/eiken/biz/bookmarks',
  poorWord: '/eiken/biz/poorWord',
  wordTest: '/eiken/biz/wordTest',
  wordTestResult: '/eiken/biz/wordTest-result',
  wordList: '/eiken/biz/bizWordList',
  wordListPractice: '/eiken/biz/bizWordList/practice',
  wordListTest: '/eiken/biz/bizWordList/test',
  wordListResult: '/eiken/biz/bizWordList/result',
} as const;

/** /eiken/biz/bookmarks/:word — the words of one bookmark list (:word is the list's id). */
export const bookmarkListPath = (listId: number | string) => `${BIZ_PATHS.bookmarks}/${encodeURIComponent(String(listId))}`;

/** Route names (route `handle.name`), as the spec names them. */
export const BIZ_ROUTE_NAMES = {
  home: 'eikenBiz',
  studyWord: 'eikenBizStudyWord',
  studyPractice: 'eikenBizWordPractice',
  studyTest: 'eikenBizWordTest',
  studyResult: 'eikenBizWordResult',
  addPlan: 'eikenBizWordAdd',
  bookmarks: 'eikenBizBookmarks',
  bookmarkWords: 'eikenBizBookmarkWords',
  poorWord: 'eikenBizPoorWord',
  wordTest: 'eikenBizWordTestHome',
  wordTestResult: 'eikenBizWordTestResult',
  wordList: 'bizWordList',
  wordListPractice: 'bizWordListPractice',
  wordListTest: 'bizWordListTest',
  wordListResult: 'bizWordListResult',
} as const;
