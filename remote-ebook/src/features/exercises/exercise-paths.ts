// The book exercises' paths and route names (spec part 1, "Ebook": /ebook/exercise/info,
// /ebook/exercise/result/).
export const EXERCISE_PATHS = {
  info: '/ebook/exercise/info',
  result: '/ebook/exercise/result/',
} as const;

export const EXERCISE_ROUTE_NAMES = {
  info: 'ebookExerciseInfo',
  result: 'ebookExerciseResult',
} as const;
