// The college-entrance (common test) and high-school-entrance listening pages (spec part 1 and 3;
// the spellings are the spec's: parctice).
import { withQuery } from 'shared-ui/router';
import type { ReviewSource } from '../eiken-rwl/eiken-rwl-paths';
import { ENTRANCE_REVIEW_NS } from './entrance-texts';

export const COLLEGE_PATHS = {
  listening: '/college-entrance-test/listening',
  practice: '/college-entrance-test/parctice-info',
  practiceResult: '/college-entrance-test/parctice-result',
  mockTest: '/college-entrance-test/mock-test',
  mockResult: '/college-entrance-test/mock-test-result',
} as const;

export const HIGHSCHOOL_PATHS = {
  listening: '/high-school-entrance-exam/listening',
  practice: '/high-school-entrance-exam/practice-info',
  practiceResult: '/high-school-entrance-exam/practice-result',
  reviewInfo: '/high-school-entrance-exam/review-info',
  reviewStartup: '/high-school-entrance-exam/review-startup',
  reviewResult: '/high-school-entrance-exam/review-result',
} as const;

/** Where the engine posts each answer of a high-school region set. */
export const REGION_ANSWER_PATH = '/college-exam/region/log/submit';

/** The common test's level code (content/eiken-toeic/levels.yaml); the high school's is highschool-listening. */
const COLLEGE_LEVEL_CODE = 'college-listening';

/**
 * The entrance tests' review of wrong answers (/v3/college-exam/review/*, by eiken_id = the test's
 * level), played by eiken-rwl's review pages on the high-school routes (review-info, review-startup,
 * review-result) for both tests; the way back goes to the test the questions came from.
 */
export const ENTRANCE_REVIEW: ReviewSource = {
  api: { paper: '/college-exam/review/index', logs: '/college-exam/review/logs', submit: '/college-exam/review/log/submit' },
  idParam: 'eiken_id',
  pages: { startup: (levelId) => withQuery(HIGHSCHOOL_PATHS.reviewInfo, { eiken_id: levelId }), details: HIGHSCHOOL_PATHS.reviewStartup, result: HIGHSCHOOL_PATHS.reviewResult },
  home: (levelCode) => (levelCode === COLLEGE_LEVEL_CODE ? COLLEGE_PATHS.listening : HIGHSCHOOL_PATHS.listening),
  textsNs: ENTRANCE_REVIEW_NS,
};
