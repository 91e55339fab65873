// Named bookmark lists of words (/eiken/biz/bookmarks): a student's lists, each with a required
// name unique to the student (bookmark-name.ts), and the words in each.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wordBookmarkLists, wordBookmarks } from '../../db/tables/word-study';
import { words } from '../../db/tables/words';
import { ApiError, badRequest, conflict, notFound } from '../../http/reply';
import { BOOKMARK_NAME_MESSAGES, checkBookmarkName } from './bookmark-name';
import { bizWordCards, requireWord } from './cards';

/** Caps far beyond real use, so one account cannot fill the tables. */
export const MAX_BOOKMARK_LISTS = 50;
export const MAX_BOOKMARK_WORDS = 1000;

export const MESSAGES = {
  listNotFound: 'ブックマークが見つかりません。一覧から選び直してください。',
  tooManyLists: `ブックマークは${MAX_BOOKMARK_LISTS}個まで作れます。使わないブックマークを削除してください。`,
  listFull: `1つのブックマークに入れられる単語は${MAX_BOOKMARK_WORDS}語までです。`,
} as const;

type ListRow = typeof wordBookmarkLists.$inferSelect;

function validName(raw: string): string {
  const checked = checkBookmarkName(raw);
  if ('error' in checked) throw badRequest(checked.error);
  return checked.name;
}

/** A unique-index violation (PostgreSQL 23505; drizzle may wrap the driver's error as its cause). */
const isUniqueViolation = (error: unknown): boolean => {
  const failure = error as { code?: string; cause?: unknown } | null;
  return failure?.code === '23505' || (failure?.cause !== undefined && isUniqueViolation(failure.cause));
};

async function nameTaken(db: Database, studentId: number, name: string, exceptListId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: wordBookmarkLists.id })
    .from(wordBookmarkLists)
    .where(and(eq(wordBookmarkLists.studentId, studentId), eq(wordBookmarkLists.name, name)))
    .limit(1);
  return row !== undefined && row.id !== exceptListId;
}

async function wordCounts(db: Database, listIds: number[]): Promise<Map<number, number>> {
  if (listIds.length === 0) return new Map();
  const rows = await db.select({ listId: wordBookmarks.listId, words: count() }).from(wordBookmarks).where(inArray(wordBookmarks.listId, listIds)).groupBy(wordBookmarks.listId);
  return new Map(rows.map((row) => [row.listId, row.words]));
}

const listOut = (row: ListRow, wordCount: number) => ({ list_id: row.id, name: row.name, word_count: wordCount, created_at: row.createdAt.toISOString() });

/** The student's list, or 404 (another student's list looks the same as none). */
async function requireList(db: Database, studentId: number, listId: number): Promise<ListRow> {
  const [row] = await db
    .select()
    .from(wordBookmarkLists)
    .where(and(eq(wordBookmarkLists.id, listId), eq(wordBookmarkLists.studentId, studentId)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.listNotFound);
  return row;
}

export async function bookmarkLists(db: Database, studentId: number) {
  const rows = await db.select().from(wordBookmarkLists).where(eq(wordBookmarkLists.studentId, studentId)).orderBy(asc(wordBookmarkLists.createdAt), asc(wordBookmarkLists.id));
  const counts = await wordCounts(db, rows.map((row) => row.id));
  return { list: rows.map((row) => listOut(row, counts.get(row.id) ?? 0)), max_lists: MAX_BOOKMARK_LISTS };
}

export async function addBookmarkList(db: Database, studentId: number, rawName: string) {
  const name = validName(rawName);
  const [held] = await db.select({ lists: count() }).from(wordBookmarkLists).where(eq(wordBookmarkLists.studentId, studentId));
  if ((held?.lists ?? 0) >= MAX_BOOKMARK_LISTS) throw conflict(MESSAGES.tooManyLists);
  // The unique index decides, so two tabs adding the same name at once get one list and one 409.
  const [row] = await db.insert(wordBookmarkLists).values({ studentId, name }).onConflictDoNothing().returning();
  if (!row) throw conflict(BOOKMARK_NAME_MESSAGES.taken);
  return { list: listOut(row, 0) };
}

export async function renameBookmarkList(db: Database, studentId: number, listId: number, rawName: string) {
  await requireList(db, studentId, listId);
  const name = validName(rawName);
  if (await nameTaken(db, studentId, name, listId)) throw conflict(BOOKMARK_NAME_MESSAGES.taken);
  // The check above gives the message; the catch covers a same-name add that raced it.
  try {
    const [row] = await db.update(wordBookmarkLists).set({ name }).where(eq(wordBookmarkLists.id, listId)).returning();
    return { list: listOut(row!, (await wordCounts(db, [listId])).get(listId) ?? 0) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BOOKMARK_NAME_MESSAGES.taken);
    throw error;
  }
}

/** Deletes a list with its words (the foreign key cascades). */
export async function deleteBookmarkList(db: Database, studentId: number, listId: number) {
  await requireList(db, studentId, listId);
  await db.delete(wordBookmarkLists).where(eq(wordBookmarkLists.id, listId));
  return { list_id: listId };
}

/** Puts a word in a list; a word already there stays once. */
export async function addBookmark(db: Database, studentId: number, listId: number, wordId: number) {
  await requireList(db, studentId, listId);
  await requireWord(db, wordId);
  const held = (await wordCounts(db, [listId])).get(listId) ?? 0;
  if (held >= MAX_BOOKMARK_WORDS) throw new ApiError(409, MESSAGES.listFull);
  await db.insert(wordBookmarks).values({ listId, wordId }).onConflictDoNothing();
  return { list_id: listId, word_id: wordId, word_count: (await wordCounts(db, [listId])).get(listId) ?? 0 };
}

/** Takes a word out of a list; a word not there is no error. */
export async function removeBookmark(db: Database, studentId: number, listId: number, wordId: number) {
  await requireList(db, studentId, listId);
  await db.delete(wordBookmarks).where(and(eq(wordBookmarks.listId, listId), eq(wordBookmarks.wordId, wordId)));
  return { list_id: listId, word_id: wordId, word_count: (await wordCounts(db, [listId])).get(listId) ?? 0 };
}

/** A list's words, newest bookmark first, as business word cards. */
export async function bookmarkWords(db: Database, studentId: number, listId: number, paging: { page: number; limit: number }) {
  const list = await requireList(db, studentId, listId);
  const total = (await wordCounts(db, [listId])).get(listId) ?? 0;
  const rows = await db
    .select({ word: words })
    .from(wordBookmarks)
    .innerJoin(words, eq(words.id, wordBookmarks.wordId))
    .where(eq(wordBookmarks.listId, listId))
    .orderBy(desc(wordBookmarks.createdAt), asc(words.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  return { list: listOut(list, total), total, page: paging.page, limit: paging.limit, words: await bizWordCards(db, studentId, rows.map((row) => row.word)) };
}

/** The student's lists a word is in (for the bookmark buttons of a word's screen). */
export async function listsHoldingWord(db: Database, studentId: number, wordId: number): Promise<number[]> {
  const rows = await db
    .select({ listId: wordBookmarks.listId })
    .from(wordBookmarks)
    .innerJoin(wordBookmarkLists, eq(wordBookmarkLists.id, wordBookmarks.listId))
    .where(and(eq(wordBookmarkLists.studentId, studentId), eq(wordBookmarks.wordId, wordId)))
    .orderBy(asc(wordBookmarks.listId));
  return rows.map((row) => row.listId);
}
