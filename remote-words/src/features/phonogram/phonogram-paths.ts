// The phonics pages (spec part 3, section 2: /phonogram/list, detail, practice, challenge, result).
// A pattern is named by ?id= (its phonogram_id, e.g. short-a); a result by ?challenge_id=.
import { withQuery } from 'shared-ui/router';

export const PHONOGRAM_PATHS = {
  root: '/phonogram',
  list: '/phonogram/list',
  detail: '/phonogram/detail',
  practice: '/phonogram/practice',
  challenge: '/phonogram/challenge',
  result: '/phonogram/result',
} as const;

export const detailPath = (id: string) => withQuery(PHONOGRAM_PATHS.detail, { id });
export const practicePath = (id: string) => withQuery(PHONOGRAM_PATHS.practice, { id });
export const resultPath = (challengeId: number) => withQuery(PHONOGRAM_PATHS.result, { challenge_id: challengeId });
