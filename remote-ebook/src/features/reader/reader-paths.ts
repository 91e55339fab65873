// The reader's paths and route names (spec part 1, "Ebook": /ebook/reading/{id}, kept alive,
// clears the cached details screen).
export const READER_PATHS = {
  reading: '/ebook/reading/:id',
} as const;

export const READER_ROUTE_NAMES = {
  reading: 'ebookReading',
  /** The details screen's route name (its keep-alive cache key), owned by the details feature. */
  details: 'ebookDetails',
} as const;

/** Where the reader of a book is. */
export const readingHref = (bookId: number | string) => `/ebook/reading/${bookId}`;
/** The book's impression page (owned by the impression feature). */
export const impressionHref = (bookId: number | string) => `/ebook/impression/${bookId}`;
