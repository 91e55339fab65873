// The Eiken word pages (spec part 1: /eiken/wordtraining/index|practice|practice/result and /eiken/wordlearning/index|practice|practice/result).
export const WORD_TRAINING_PATHS = {
  index: '/eiken/wordtraining/index',
  practice: '/eiken/wordtraining/practice',
  result: '/eiken/wordtraining/practice/result',
} as const;

export const WORD_LEARNING_PATHS = {
  index: '/eiken/wordlearning/index',
  practice: '/eiken/wordlearning/practice',
  result: '/eiken/wordlearning/practice/result',
} as const;

export type WordPaths = typeof WORD_TRAINING_PATHS | typeof WORD_LEARNING_PATHS;
