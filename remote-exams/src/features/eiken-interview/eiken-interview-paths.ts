// The Eiken interview pages (spec part 1: /eiken/interview/index|dialog|dialog/result).
export const INTERVIEW_PATHS = {
  index: '/eiken/interview/index',
  dialog: '/eiken/interview/dialog',
  result: '/eiken/interview/dialog/result',
} as const;
