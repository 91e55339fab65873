import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { BookBrief, BookChapter } from '../../books/model/ebook-types';

// GET /ebook/read (/work/notes/ebook-api.md), written by hand while the server's routes are being
// built: replace with `ApiData<'/v3/ebook/read', 'get'>` once portal-server declares its schema.

/** One sentence: its index within the chapter (0-based, across paragraphs), text, word count and mp3. */
export type ReadingSentence = { sentence_index: number; text: string; words: number; audio_url: string; duration_ms: number };
export type ReadingChapter = BookChapter & { paragraphs: ReadingSentence[][] };
/** A word above the book's level with its forms (went, goes) and its Japanese. */
export type Gloss = { word: string; forms: string[]; ja: string };
export type ReadingPosition = { chapter_index: number; sentence_index: number; percent: number; updated_at: string };
export type ReadingBook = { book: BookBrief & { voice: string }; chapters: ReadingChapter[]; glosses: Gloss[]; position: ReadingPosition | null };

export const READING_PATH = '/ebook/read';

export const getReading = (bookId: number, signal?: AbortSignal) => apiGet<ReadingBook>(READING_PATH, { book_id: bookId }, { signal });

export const readingQuery = (bookId: number) => queryOptions({ queryKey: [READING_PATH, bookId], queryFn: ({ signal }) => getReading(bookId, signal) });

/** The whole text of a book for the reader, its glosses and where the student stopped (on any device). */
export const useReading = (bookId: number) => useQuery(readingQuery(bookId));
