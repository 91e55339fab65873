// The word study pages (spec part 3, section 2 "Word study"): /study_word redirects to
// /study_word/plan; children plan and test; the other pages sit at the top level, as the spec
// names them (this remote owns those prefixes, package.json "portal.prefixes").
import { withQuery } from 'shared-ui/router';

export const STUDY_WORD_PATHS = {
  root: '/study_word',
  plan: '/study_word/plan',
  test: '/study_word/test',
  wrongTopic: '/study_word/wrong_topic',
  addPlan: '/add_plan',
  editPlan: '/edit_plan/:plan_id',
  planInfo: '/plan_info/:plan_id',
  challenge: '/challenge/:plan_id',
  todayTask: '/today_task/:plan_id',
  list: '/list/:plan_id',
  word: '/word',
  sentence: '/sentence',
  result: '/result/:plan_id',
} as const;

type PlanPage = 'editPlan' | 'planInfo' | 'challenge' | 'todayTask' | 'list' | 'result';

/** A plan page's address: planPath('todayTask', 3) is /today_task/3. */
export function planPath(page: PlanPage, planId: number, query: Record<string, string | number | undefined> = {}): string {
  return withQuery(STUDY_WORD_PATHS[page].replace(':plan_id', String(planId)), query);
}

/** The spec's name for the wrong-topic loop's end view (/study_word/wrong_topic?guid=&result=1). */
export const WRONG_TOPIC_RESULT = 'WRONG_TOPIC_RESULT';

/** The wrong-topic loop of an exam, or its result view (WRONG_TOPIC_RESULT). */
export function wrongTopicPath(guid: string, result = false): string {
  return withQuery(STUDY_WORD_PATHS.wrongTopic, { guid, result: result ? 1 : undefined });
}

/** The word exam of a plan: its intro (plan_id) or the running exam (guid). */
export function examPath(query: { plan_id?: number; guid?: string }): string {
  return withQuery(STUDY_WORD_PATHS.test, query);
}
