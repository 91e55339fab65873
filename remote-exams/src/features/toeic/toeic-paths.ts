// The TOEIC pages (spec part 1 and 3: /toeic/index, practice, exam).
export const TOEIC_PATHS = {
  index: '/toeic/index',
  practice: '/toeic/practice/info',
  practiceResult: '/toeic/practice/result',
  exam: '/toeic/exam',
  examInfo: '/toeic/exam/info',
  examHistory: '/toeic/exam/history',
  examResult: '/toeic/exam/result',
} as const;

/** The highest TOEIC listening + reading score (495 each). */
export const TOEIC_MAX_SCORE = 990;
