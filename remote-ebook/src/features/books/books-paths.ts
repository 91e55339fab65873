// The ebook routes' paths and names (spec part 1, "Ebook"), and links to them. The reader and the
// exercise screens keep their own (features/reader, features/exercises); links to them are built
// here from the same paths so the other features need not import those features.
import { withQuery } from 'shared-ui/router';

export const EBOOK_PATHS = {
  root: '/ebook',
  index: '/ebook/index',
  list: '/ebook/list',
  doc: '/ebook/doc',
  details: '/ebook/details/:id',
  impression: '/ebook/impression/:id',
  history: '/ebook/history',
  levelCheck: '/ebook/level-check',
  test: '/ebook/test',
  freeReading: '/ebook/homework/free-reading/list',
} as const;

/** Route names (`handle.name`): EbookIndex is the spec's named tab; details must match the reader's clearCaches. */
export const EBOOK_ROUTE_NAMES = {
  index: 'EbookIndex',
  list: 'ebookList',
  doc: 'ebookDoc',
  details: 'ebookDetails',
  impression: 'ebookImpression',
  history: 'ebookHistory',
  levelCheck: 'ebookLevelCheck',
  test: 'ebookTest',
  freeReading: 'ebookFreeReading',
} as const;

export const detailsHref = (bookId: number | string) => `/ebook/details/${bookId}`;
export const readingHref = (bookId: number | string) => `/ebook/reading/${bookId}`;
export const impressionHref = (bookId: number | string) => `/ebook/impression/${bookId}`;
export const exercisesHref = (bookId: number | string, resourceId?: number) => withQuery('/ebook/exercise/info', { book_id: bookId, resource_id: resourceId });
/** The book list, filtered (the list page reads these from its query string). */
export const listHref = (filters: { level?: number; genre?: string; keyword?: string } = {}) => withQuery(EBOOK_PATHS.list, filters);
