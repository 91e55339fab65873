// The book exercises' paths and route names (spec part 1, "Ebook": /ebook/exercise/info,
// /ebook/exercise/result/).
import { withQuery } from 'shared-ui/router';

export const EXERCISE_PATHS = {
  info: '/ebook/exercise/info',
  result: '/ebook/exercise/result/',
} as const;

export const EXERCISE_ROUTE_NAMES = {
  info: 'ebookExerciseInfo',
  result: 'ebookExerciseResult',
} as const;

/** Where this module's answers go: the engine posts every answer and the end of the run here. */
export const EBOOK_ANSWER_PATH = '/ebook/submit-exercise-log';

/** The book's sets, or (resource_id) one set played; from=again starts a new run. */
export const exerciseInfoHref = (bookId: number | undefined, resourceId?: number, from?: 'again', mode?: 'test') =>
  withQuery(EXERCISE_PATHS.info, { book_id: bookId, resource_id: resourceId, from, mode });

export const exerciseResultHref = (query: { resource_id: number; guid?: string; book_id?: number; from?: 'last'; mode?: 'test' }) => withQuery(EXERCISE_PATHS.result, query);
