// The test button of the business word-study screen (spec part 2, "Routes in this area"): it goes
// to the named route eikenBizWordTest when the module is business word study, otherwise to
// bizWordListTest; both receive the current query plus type=challenge and activeTab.
import { BIZ_PATHS, BIZ_ROUTE_NAMES } from '../biz-word-paths';

/** Where the cards come from: a business word plan (study) or the business word list (a unit). */
export type WordModule = 'biz_word_study' | 'biz_word_list';

export type TestRoute = { name: string; to: string };

/** The test route for a module, keeping every parameter of the current query. */
export function testRoute(module: WordModule, currentQuery: URLSearchParams | string, activeTab: string): TestRoute {
  const query = new URLSearchParams(currentQuery);
  query.set('type', 'challenge');
  query.set('activeTab', activeTab);
  const study = module === 'biz_word_study';
  const path = study ? BIZ_PATHS.studyTest : BIZ_PATHS.wordListTest;
  return { name: study ? BIZ_ROUTE_NAMES.studyTest : BIZ_ROUTE_NAMES.wordListTest, to: `${path}?${query.toString()}` };
}
