// The ebook API's shapes (/work/notes/ebook-api.md), written by hand while the server's routes are
// being built. When portal-server declares their response schemas, replace these with
// `ApiData<'/v3/ebook/...', 'get'>` from shared-contract (as remote-exams' api files do).

export type LevelNumber = 1 | 2 | 3 | 4 | 5 | 6;

/** One of the six reading levels. */
export type EbookLevel = {
  level: LevelNumber;
  name_ja: string;
  name_en: string;
  eiken: string;
  cefr: string;
  headwords: number;
  min_words: number;
  max_words: number;
};

export type Genre = 'fiction' | 'nonfiction';

/** Where the student is in a book (null: never opened). */
export type BookProgress = { percent: number; finished: 0 | 1; chapter_index: number; updated_at: string };

/** A book as every list shows it. */
export type BookBrief = {
  book_id: number;
  code: string;
  title: string;
  title_jp: string;
  level: number;
  level_name: string;
  genre: Genre;
  genre_jp: string;
  topic_jp: string;
  word_count: number;
  chapter_count: number;
  /** Minutes at the level's reading speed. */
  reading_minutes: number;
  cover_url: string;
  summary_jp: string;
  first_line: string;
  on_shelf: 0 | 1;
  progress: BookProgress | null;
  rating: { average: number | null; count: number };
};

export type Impression = { book_id: number; stars: number; content: string; updated_at: string };

export type BookChapter = { chapter_index: number; title: string; title_jp: string; word_count: number };

export type BookExercise = { resource_id: number; title: string; type: string; item_count: number; score: number | null; completed: 0 | 1 };

export type BookDetails = BookBrief & { chapters: BookChapter[]; gloss_count: number; exercises: BookExercise[]; impression: Impression | null };

export type BookListFilters = { level?: number; genre?: Genre; keyword?: string };

export type BookList = { levels: EbookLevel[]; list: BookBrief[]; recommended_level: number | null };

export type Shelf = { limit: number; count: number; list: (BookBrief & { added_at: string })[] };

export type ShelfCount = { count: number; limit: number };
