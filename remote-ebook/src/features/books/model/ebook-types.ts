import type { ApiData } from 'shared-contract';

// The ebook API's shapes, as portal-server's route schemas declare them (generated into
// shared-contract). The names below are the ones the screens use.

/** The book list: the six levels, the books (filtered), the level the last level check recommends. */
export type BookList = ApiData<'/v3/ebook/list', 'get'>;

/** One of the six reading levels. */
export type EbookLevel = BookList['levels'][number];

/** A book as every list shows it. */
export type BookBrief = BookList['list'][number];

export type Genre = BookBrief['genre'];

/** One book with its chapters, exercise sets and the student's impression. */
export type BookDetails = ApiData<'/v3/ebook/details', 'get'>['book'];

export type BookChapter = BookDetails['chapters'][number];

/** An exercise set of the book (the practice-set summary, its best score when completed). */
export type BookExercise = BookDetails['exercises'][number];

export type Impression = NonNullable<ApiData<'/v3/ebook/impression', 'get'>['impression']>;

/** The list's filters (the query of GET /ebook/list without the student). */
export type BookListFilters = Partial<Pick<BookBrief, 'level' | 'genre'>> & { keyword?: string };

export type Shelf = ApiData<'/v3/ebook/shelf', 'get'>;
