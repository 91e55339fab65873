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

/**
 * One review of wrong answers: its calls and its pages. The Eiken review (/v3/eiken/suggest/guid/*,
 * by level_id) and the entrance listening tests' review (/v3/college-exam/review/*, by eiken_id)
 * answer alike, so the review pages play either, told which by a source.
 */
export type ReviewSource = {
  api: {
    /** The wrong items now and the open and last reviews. */
    paper: '/eiken/suggest/guid/resource' | '/college-exam/review/index';
    /** One review's items and answers (by guid). */
    logs: '/eiken/suggest/guid/logs' | '/college-exam/review/logs';
    /** Where the engine posts each answer (with the level's id and resource_id). */
    submit: '/eiken/suggest/guid/item/submit' | '/college-exam/review/log/submit';
  };
  /** The name of the level's id in the calls and in the pages' addresses. */
  idParam: 'level_id' | 'eiken_id';
  /** The review's pages: before (startup, with the level's id when it needs it), during (details) and after (result). */
  pages: { startup: (levelId: number) => string; details: string; result: string };
  /** The practice the reviewed questions come from, by the level's code (the way back). */
  home: (levelCode: string) => string;
  /** A namespace whose texts take the place of RWL's (titles, kind_* names, the way back). */
  textsNs?: string;
};

/** The Eiken grade's review (RWL). */
export const EIKEN_REVIEW: ReviewSource = {
  api: { paper: '/eiken/suggest/guid/resource', logs: '/eiken/suggest/guid/logs', submit: REVIEW_ANSWER_PATH },
  idParam: 'level_id',
  pages: { startup: () => EIKEN_RWL_PATHS.reviewStartup, details: EIKEN_RWL_PATHS.reviewDetails, result: EIKEN_RWL_PATHS.reviewResult },
  home: () => EIKEN_RWL_PATHS.index,
};
