// Books and levels as the ebook API answers them, for page tests (imported by tests only).
import type { BookBrief, BookExercise, EbookLevel } from './model/ebook-types';

export const LEVELS: EbookLevel[] = [
  { level: 1, name_ja: 'はじめの一歩', name_en: 'First steps', eiken: '英検5級', eiken_en: 'Eiken Grade 5', cefr: 'A1', headwords: 300, min_words: 500, max_words: 1000 },
  { level: 2, name_ja: 'やさしい物語', name_en: 'Easy stories', eiken: '英検4級', eiken_en: 'Eiken Grade 4', cefr: 'A1', headwords: 600, min_words: 800, max_words: 1500 },
  { level: 3, name_ja: '日常の英語', name_en: 'Everyday English', eiken: '英検3級', eiken_en: 'Eiken Grade 3', cefr: 'A2', headwords: 1000, min_words: 1000, max_words: 2000 },
  { level: 4, name_ja: '広がる世界', name_en: 'A wider world', eiken: '英検準2級', eiken_en: 'Eiken Grade Pre-2', cefr: 'A2', headwords: 1600, min_words: 1200, max_words: 2500 },
  { level: 5, name_ja: '読みごたえ', name_en: 'Real reading', eiken: '英検2級', eiken_en: 'Eiken Grade 2', cefr: 'B1', headwords: 2200, min_words: 1500, max_words: 3000 },
  { level: 6, name_ja: '自由に読む', name_en: 'Free reading', eiken: '英検準1級', eiken_en: 'Eiken Grade Pre-1', cefr: 'B2', headwords: 3000, min_words: 2000, max_words: 4000 },
];

export const book = (book_id: number, overrides: Partial<BookBrief> = {}): BookBrief => ({
  book_id,
  code: `book-${book_id}`,
  title: `Book ${book_id}`,
  title_jp: `本${book_id}`,
  level: 1,
  level_name: 'はじめの一歩',
  genre: 'fiction',
  genre_jp: '物語',
  topic_jp: '学校',
  word_count: 800,
  chapter_count: 3,
  reading_minutes: 10,
  cover_url: `/resources/ebook/covers/book-${book_id}.svg`,
  summary_jp: `本${book_id}のあらすじ`,
  first_line: 'It was a cold morning.',
  on_shelf: 0,
  progress: null,
  rating: { average: null, count: 0 },
  ...overrides,
});

/** An exercise set of a book as /ebook/details lists it (the practice-set summary with its best score). */
export const exercise = (resource_id: number, overrides: Partial<BookExercise> = {}): BookExercise => ({
  id: resource_id,
  resource_id,
  code: `ebook-set-${resource_id}`,
  resource_code: `ebook-set-${resource_id}`,
  title: `Set ${resource_id}`,
  resource_title: `Set ${resource_id}`,
  type: 'choice',
  resource_type: 'choice',
  version: '1',
  resource_version: '1',
  resource_file: `/resources/ebook-set-${resource_id}/1/`,
  path: '',
  level: '',
  root_path: '',
  question_ids: '',
  status: 'not_started',
  completed_times: 0,
  best_score: 0,
  last_score: 0,
  last_guid: '',
  open_guid: '',
  current_index: 0,
  item_count: 5,
  score: null,
  completed: 0,
  ...overrides,
});
