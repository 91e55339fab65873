// The RWL pages (spec part 1: /eiken/rwl/index, practice, practice/result, review/startup, details, result).
export const EIKEN_RWL_PATHS = {
  index: '/eiken/rwl/index',
  practice: '/eiken/rwl/practice',
  result: '/eiken/rwl/practice/result',
  reviewStartup: '/eiken/rwl/review/startup',
  reviewDetails: '/eiken/rwl/review/details',
  reviewResult: '/eiken/rwl/review/result',
} as const;

/** Where the engine posts each answer of a review (with level_id and resource_id). */
export const REVIEW_ANSWER_PATH = '/eiken/suggest/guid/item/submit';
