// The Eiken practice pages (spec part 1: /eiken/practice with children detail and result).
export const EIKEN_PRACTICE_PATHS = {
  list: '/eiken/practice',
  detail: '/eiken/practice/detail',
  result: '/eiken/practice/result',
} as const;
