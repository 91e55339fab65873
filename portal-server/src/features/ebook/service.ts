// Graded readers: the shelf, the reader's text and position, reading time, history and
// impressions. Every read and write is the token's student's own (rows are keyed by student).
import { and, asc, avg, count, desc, eq, gte, ilike, inArray, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ebookImpressions, ebookPositions, ebookReadingLogs, ebookShelf, ebooks, type EbookChapter } from '../../db/tables/ebook';
import { resources } from '../../db/tables/resources';
import { badRequest, conflict, notFound } from '../../http/reply';
import { addDays, startOfTokyoDay, tokyoDay, tokyoDaySql } from '../../lib/tokyo-time';
import { resourceSummaries } from '../answer-records/progress';
import { EBOOK_LEVELS } from './content-schema';

/** Books a shelf holds: enough for a term's reading, few enough that it stays a choice. */
export const EBOOK_SHELF_LIMIT = 10;
/** Words per minute a reader of each level reads a graded reader at (for the reading time shown). */
const LEVEL_WPM = [0, 70, 80, 90, 100, 110, 120] as const;

export const MESSAGES = {
  bookNotFound: '本が見つかりません。一覧から選び直してください。',
  shelfFull: `本棚がいっぱいです（最大${EBOOK_SHELF_LIMIT}冊）。読み終わった本を本棚から外してから追加してください。`,
  chapterOutOfRange: 'chapter_index がこの本の章の範囲を超えています。',
  sentenceOutOfRange: 'sentence_index がこの章の文の範囲を超えています。',
  tooManyWords: 'words がこの章の語数を超えています。',
};

export type BookRow = typeof ebooks.$inferSelect;
type Progress = { percent: number; finished: 0 | 1; chapter_index: number; updated_at: string } | null;

export const levelsList = () => EBOOK_LEVELS.map(({ words, ...level }) => ({ ...level, min_words: words[0], max_words: words[1] }));

/** The book whose exercise sets form `groupKey` (ebook:<code>). */
export async function bookOfExercises(db: Database, groupKey: string): Promise<{ id: number; title: string } | undefined> {
  const [book] = await db.select({ id: ebooks.id, title: ebooks.title }).from(ebooks).where(eq(ebooks.exerciseGroup, groupKey)).limit(1);
  return book;
}

export async function requireBook(db: Database, bookId: number): Promise<BookRow> {
  const [book] = await db.select().from(ebooks).where(and(eq(ebooks.id, bookId), eq(ebooks.active, true))).limit(1);
  if (!book) throw notFound(MESSAGES.bookNotFound);
  return book;
}

/** What every list shows of a book, with the student's shelf and progress and the book's ratings. */
export async function bookBriefs(db: Database, studentId: number, books: BookRow[]) {
  if (books.length === 0) return [];
  const ids = books.map((book) => book.id);
  const [shelf, positions, ratings] = await Promise.all([
    db.select({ bookId: ebookShelf.bookId }).from(ebookShelf).where(and(eq(ebookShelf.studentId, studentId), inArray(ebookShelf.bookId, ids))),
    db.select().from(ebookPositions).where(and(eq(ebookPositions.studentId, studentId), inArray(ebookPositions.bookId, ids))),
    db.select({ bookId: ebookImpressions.bookId, average: avg(ebookImpressions.stars), count: count() }).from(ebookImpressions).where(inArray(ebookImpressions.bookId, ids)).groupBy(ebookImpressions.bookId),
  ]);
  const onShelf = new Set(shelf.map((row) => row.bookId));
  return books.map((book) => {
    const position = positions.find((row) => row.bookId === book.id);
    const rating = ratings.find((row) => row.bookId === book.id);
    const progress: Progress = position ? { percent: position.percent, finished: position.finished ? 1 : 0, chapter_index: position.chapterIndex, updated_at: position.updatedAt.toISOString() } : null;
    return {
      book_id: book.id,
      code: book.code,
      title: book.title,
      title_jp: book.titleJa,
      level: book.level,
      level_name: EBOOK_LEVELS[book.level - 1]?.name_ja ?? '',
      genre: book.genre,
      genre_jp: book.genreJa,
      topic_jp: book.topicJa,
      word_count: book.wordCount,
      chapter_count: book.chapters.length,
      reading_minutes: Math.max(1, Math.round(book.wordCount / (LEVEL_WPM[book.level as 1] ?? 100))),
      cover_url: `${book.packagePath}cover.svg`,
      summary_jp: book.summaryJa,
      first_line: book.firstLine,
      on_shelf: onShelf.has(book.id) ? (1 as const) : (0 as const),
      progress,
      rating: { average: rating?.average === null || rating?.average === undefined ? null : Math.round(Number(rating.average) * 10) / 10, count: rating?.count ?? 0 },
    };
  });
}

export type BookBrief = Awaited<ReturnType<typeof bookBriefs>>[number];

export async function listBooks(db: Database, studentId: number, filter: { level?: number | undefined; genre?: 'fiction' | 'nonfiction' | undefined; keyword?: string | undefined }) {
  const pattern = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const rows = await db
    .select()
    .from(ebooks)
    .where(
      and(
        eq(ebooks.active, true),
        filter.level === undefined ? undefined : eq(ebooks.level, filter.level),
        filter.genre === undefined ? undefined : eq(ebooks.genre, filter.genre),
        pattern === null ? undefined : or(ilike(ebooks.title, pattern), ilike(ebooks.titleJa, pattern), ilike(ebooks.topicJa, pattern)),
      ),
    )
    .orderBy(asc(ebooks.level), asc(ebooks.sort));
  return bookBriefs(db, studentId, rows);
}

export async function bookDetails(db: Database, studentId: number, bookId: number) {
  const book = await requireBook(db, bookId);
  const [[brief], sets, [impression]] = await Promise.all([
    bookBriefs(db, studentId, [book]),
    db.select().from(resources).where(eq(resources.groupKey, book.exerciseGroup)).orderBy(asc(resources.position)),
    db.select().from(ebookImpressions).where(and(eq(ebookImpressions.studentId, studentId), eq(ebookImpressions.bookId, bookId))),
  ]);
  const summaries = await resourceSummaries(db, studentId, sets);
  return {
    book: {
      ...brief!,
      chapters: book.chapters.map((chapter, index) => ({ chapter_index: index, title: chapter.title, title_jp: chapter.title_ja, word_count: chapter.word_count })),
      gloss_count: book.glosses.length,
      exercises: summaries.map((summary) => ({ ...summary, score: summary.status === 'completed' ? summary.best_score : null, completed: summary.status === 'completed' ? (1 as const) : (0 as const) })),
      impression: impression ? impressionOf(impression) : null,
    },
  };
}

export function impressionOf(row: typeof ebookImpressions.$inferSelect) {
  return { book_id: row.bookId, stars: row.stars, content: row.content, updated_at: row.updatedAt.toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Shelf

export async function shelf(db: Database, studentId: number) {
  const rows = await db
    .select({ book: ebooks, addedAt: ebookShelf.addedAt })
    .from(ebookShelf)
    .innerJoin(ebooks, eq(ebooks.id, ebookShelf.bookId))
    .where(and(eq(ebookShelf.studentId, studentId), eq(ebooks.active, true)))
    .orderBy(desc(ebookShelf.addedAt), desc(ebooks.id));
  const list = await bookBriefs(db, studentId, rows.map((row) => row.book));
  return { limit: EBOOK_SHELF_LIMIT, count: list.length, list: list.map((brief, index) => ({ ...brief, added_at: rows[index]!.addedAt.toISOString() })) };
}

async function shelfCount(db: Database, studentId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(ebookShelf).where(eq(ebookShelf.studentId, studentId));
  return row?.value ?? 0;
}

/**
 * Adds a book unless the shelf is full. The count and the insert run under a lock on the
 * student's row, so two devices adding at once cannot pass the limit together.
 */
export async function addToShelf(db: Database, studentId: number, bookId: number) {
  await requireBook(db, bookId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${studentId} for update`);
    const [existing] = await tx.select().from(ebookShelf).where(and(eq(ebookShelf.studentId, studentId), eq(ebookShelf.bookId, bookId)));
    if (existing) return;
    const [row] = await tx.select({ value: count() }).from(ebookShelf).where(eq(ebookShelf.studentId, studentId));
    if ((row?.value ?? 0) >= EBOOK_SHELF_LIMIT) throw conflict(MESSAGES.shelfFull);
    await tx.insert(ebookShelf).values({ studentId, bookId });
  });
  return { count: await shelfCount(db, studentId), limit: EBOOK_SHELF_LIMIT };
}

export async function removeFromShelf(db: Database, studentId: number, bookId: number) {
  await requireBook(db, bookId);
  await db.delete(ebookShelf).where(and(eq(ebookShelf.studentId, studentId), eq(ebookShelf.bookId, bookId)));
  return { count: await shelfCount(db, studentId), limit: EBOOK_SHELF_LIMIT };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Sentences before (chapter, sentence) and in the whole book. */
function sentencesBefore(chapters: EbookChapter[], chapterIndex: number, sentenceIndex: number): number {
  return chapters.slice(0, chapterIndex).reduce((total, chapter) => total + chapter.paragraphs.flat().length, 0) + sentenceIndex;
}

function positionOf(row: typeof ebookPositions.$inferSelect | undefined) {
  return row ? { chapter_index: row.chapterIndex, sentence_index: row.sentenceIndex, percent: row.percent, finished: row.finished ? (1 as const) : (0 as const), updated_at: row.updatedAt.toISOString() } : null;
}

export async function readBook(db: Database, studentId: number, bookId: number) {
  const book = await requireBook(db, bookId);
  const [[brief], [position]] = await Promise.all([bookBriefs(db, studentId, [book]), db.select().from(ebookPositions).where(and(eq(ebookPositions.studentId, studentId), eq(ebookPositions.bookId, bookId)))]);
  return {
    book: { ...brief!, voice: book.voice },
    chapters: book.chapters.map((chapter, chapterIndex) => {
      let sentenceIndex = 0;
      return {
        chapter_index: chapterIndex,
        title: chapter.title,
        title_jp: chapter.title_ja,
        word_count: chapter.word_count,
        paragraphs: chapter.paragraphs.map((paragraph) =>
          paragraph.map((sentence) => ({ sentence_index: sentenceIndex++, text: sentence.text, words: sentence.words, audio_url: `${book.packagePath}${sentence.audio}`, duration_ms: sentence.duration_ms })),
        ),
      };
    }),
    glosses: book.glosses,
    position: positionOf(position),
  };
}

export async function savePosition(db: Database, studentId: number, bookId: number, chapterIndex: number, sentenceIndex: number, now: Date) {
  const book = await requireBook(db, bookId);
  const chapter = book.chapters[chapterIndex];
  if (!chapter) throw badRequest(MESSAGES.chapterOutOfRange);
  const sentences = chapter.paragraphs.flat().length;
  if (sentenceIndex >= sentences) throw badRequest(MESSAGES.sentenceOutOfRange);
  const reached = sentencesBefore(book.chapters, chapterIndex, sentenceIndex) + 1;
  const total = Math.max(1, book.sentenceCount || sentencesBefore(book.chapters, book.chapters.length, 0));
  const percent = Math.min(100, Math.round((reached / total) * 100));
  const atEnd = reached >= total;
  const values = { studentId, bookId, chapterIndex, sentenceIndex, percent, finished: atEnd, updatedAt: now };
  const [row] = await db
    .insert(ebookPositions)
    .values({ ...values, startedAt: now })
    // Finishing is kept: going back to reread a chapter does not un-finish the book.
    .onConflictDoUpdate({ target: [ebookPositions.studentId, ebookPositions.bookId], set: { chapterIndex, sentenceIndex, percent, updatedAt: now, finished: sql`${ebookPositions.finished} or ${atEnd}` } })
    .returning();
  return { position: positionOf(row) };
}

export async function saveReadingLog(db: Database, studentId: number, input: { guid: string; book_id: number; chapter_index: number; seconds: number; words: number }, now: Date) {
  const book = await requireBook(db, input.book_id);
  const chapter = book.chapters[input.chapter_index];
  if (!chapter) throw badRequest(MESSAGES.chapterOutOfRange);
  if (input.words > chapter.word_count) throw badRequest(MESSAGES.tooManyWords);
  const inserted = await db
    .insert(ebookReadingLogs)
    .values({ guid: input.guid, studentId, bookId: book.id, chapterIndex: input.chapter_index, seconds: input.seconds, words: input.words, createdAt: now })
    .onConflictDoNothing({ target: ebookReadingLogs.guid })
    .returning({ id: ebookReadingLogs.id });
  return { saved: inserted.length > 0 ? (1 as const) : (0 as const) };
}

const wpmOf = (words: number, seconds: number) => (seconds >= 30 && words > 0 ? Math.round(words / (seconds / 60)) : null);

export async function readingHistory(db: Database, studentId: number, days: number, now: Date) {
  const from = addDays(startOfTokyoDay(now), -(days - 1));
  const day = tokyoDaySql(ebookReadingLogs.createdAt);
  const [perDay, perBook, totals, positions] = await Promise.all([
    db
      .select({ day, seconds: sum(ebookReadingLogs.seconds).mapWith(Number), words: sum(ebookReadingLogs.words).mapWith(Number) })
      .from(ebookReadingLogs)
      .where(and(eq(ebookReadingLogs.studentId, studentId), gte(ebookReadingLogs.createdAt, from)))
      .groupBy(day),
    db
      .select({ bookId: ebookReadingLogs.bookId, seconds: sum(ebookReadingLogs.seconds).mapWith(Number), words: sum(ebookReadingLogs.words).mapWith(Number), last: sql<string>`max(${ebookReadingLogs.createdAt})` })
      .from(ebookReadingLogs)
      .where(eq(ebookReadingLogs.studentId, studentId))
      .groupBy(ebookReadingLogs.bookId),
    db
      .select({ seconds: sum(ebookReadingLogs.seconds).mapWith(Number), words: sum(ebookReadingLogs.words).mapWith(Number) })
      .from(ebookReadingLogs)
      .where(eq(ebookReadingLogs.studentId, studentId)),
    db.select({ finished: ebookPositions.finished }).from(ebookPositions).where(eq(ebookPositions.studentId, studentId)),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const series = Array.from({ length: days }, (_, index) => {
    const date = tokyoDay(addDays(from, index));
    const row = byDay.get(date);
    const seconds = row?.seconds ?? 0;
    const words = row?.words ?? 0;
    return { date, minutes: Math.round(seconds / 60), words, wpm: wpmOf(words, seconds) };
  });
  const books = perBook.length === 0 ? [] : await db.select().from(ebooks).where(inArray(ebooks.id, perBook.map((row) => row.bookId)));
  const bookBriefsList = await bookBriefs(db, studentId, books);
  const total = totals[0] ?? { seconds: 0, words: 0 };
  return {
    totals: {
      books_started: positions.length,
      books_finished: positions.filter((row) => row.finished).length,
      minutes: Math.round((total.seconds ?? 0) / 60),
      words: total.words ?? 0,
      wpm: wpmOf(total.words ?? 0, total.seconds ?? 0),
    },
    days: series,
    books: perBook
      .map((row) => {
        const brief = bookBriefsList.find((entry) => entry.book_id === row.bookId)!;
        return { ...brief, minutes: Math.round(row.seconds / 60), words: row.words, last_read_at: new Date(row.last).toISOString() };
      })
      .sort((a, b) => b.last_read_at.localeCompare(a.last_read_at)),
  };
}

// ---------------------------------------------------------------------------------------------
// Impressions

export async function getImpression(db: Database, studentId: number, bookId: number) {
  await requireBook(db, bookId);
  const [row] = await db.select().from(ebookImpressions).where(and(eq(ebookImpressions.studentId, studentId), eq(ebookImpressions.bookId, bookId)));
  return { impression: row ? impressionOf(row) : null };
}

export async function saveImpression(db: Database, studentId: number, bookId: number, stars: number, content: string, now: Date) {
  await requireBook(db, bookId);
  const [row] = await db
    .insert(ebookImpressions)
    .values({ studentId, bookId, stars, content, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [ebookImpressions.studentId, ebookImpressions.bookId], set: { stars, content, updatedAt: now } })
    .returning();
  return { impression: impressionOf(row!) };
}
