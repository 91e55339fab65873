// The word-plan core shared by word study (/v3/study-word, /v3/word-quiz) and business words
// (/v3/biz-word): plans, their FSRS schedule, today's task, runs with server-side marking, and
// the paper items the engine plays.
export { MESSAGES as WORD_PLAN_MESSAGES } from './messages';
export {
  MAX_PLANS,
  MAX_PLAN_WORDS,
  MODULE_LISTS,
  PLAN_DEFAULTS,
  createPlan,
  deletePlan,
  editPlan,
  listPlans,
  moduleWordLists,
  planSchema,
  planSettingFields,
  planSummaries,
  planSummary,
  requirePlan,
  type CreatedPlan,
  type NewPlan,
  type PlanChanges,
  type PlanModule,
  type PlanOut,
  type PlanRow,
  type PlanSource,
} from './plans';
export { EASY_WITHIN_MS, GOOD_WITHIN_MS, RESPONSE_CAP_MS, SPOKEN_RIGHT_FROM, isRightAnswer, ratingFor, responseMsSince } from './rating';
export { cardColumns, cardOf, retrievability, reviewCard, schedulerFor, stateName, type CardColumns, type PlanWordRow, type StateName } from './scheduler';
export { CHALLENGE_SIZE, MAX_TASK_DUE, newIntroducedToday, scheduleSummary, todaySelection, weakestSeenWords, type ScheduleCounts, type TodaySelection } from './today';
export {
  KIND_TYPE_ID,
  TYPE_ID_KIND,
  WORD_KINDS,
  kindForCard,
  markPaperAnswer,
  paperItem,
  paperItemMeta,
  paperItems,
  paperAnswerFields,
  paperItemSchema,
  parseQuestionId,
  planQuestionId,
  wordsById,
  type MarkedAnswer,
  type PaperAnswerBody,
  type PaperItem,
  type PaperRequest,
  type WordKind,
  type WordTypeId,
} from './paper';
export {
  answerInRun,
  answerOutcomeSchema,
  nextItem,
  nextItemSchema,
  requireRun,
  runPaper,
  runProgress,
  runProgressOf,
  runResult,
  runResultSchema,
  startRun,
  type AnswerOutcome,
  type NextItem,
  type RunKind,
  type RunProgress,
  type RunRow,
} from './runs';
