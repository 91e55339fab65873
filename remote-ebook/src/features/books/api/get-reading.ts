import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

/** A book's whole text by chapter, its glosses and the saved position (null: never opened). */
export type ReadingBook = ApiData<'/v3/ebook/read', 'get'>;
export type ReadingChapter = ReadingBook['chapters'][number];
/** One sentence: its index within the chapter (0-based, across paragraphs), text, word count and mp3. */
export type ReadingSentence = ReadingChapter['paragraphs'][number][number];
/** A word or phrase above the book's level (lower case, words separated by one space) with its forms (went, goes) and its Japanese. */
export type Gloss = ReadingBook['glosses'][number];
export type ReadingPosition = NonNullable<ReadingBook['position']>;

export const READING_PATH = '/ebook/read';

export const getReading = (bookId: number, signal?: AbortSignal) => apiGet<ReadingBook>(READING_PATH, { book_id: bookId }, { signal });

export const readingQuery = (bookId: number) => queryOptions({ queryKey: [READING_PATH, bookId], queryFn: ({ signal }) => getReading(bookId, signal) });

/** The whole text of a book for the reader, its glosses and where the student stopped (on any device). */
export const useReading = (bookId: number) => useQuery(readingQuery(bookId));
