import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { textbooks, textbookUnits } from '../../db/tables/textbook';
import { notFound } from '../../http/reply';
import { completedResourceIds, resourcesOfGroups, resourceSummaries } from '../answer-records/progress';
import { skillupGroupKey } from './content-load';

export const MESSAGES = {
  bookNotFound: '教科書が見つかりません。',
  unitNotFound: 'ユニットが見つかりません。',
} as const;

type BookRow = typeof textbooks.$inferSelect;
type UnitRow = typeof textbookUnits.$inferSelect;

const bookOut = (row: BookRow) => ({
  book_id: row.id,
  code: row.code,
  title: row.title,
  title_jp: row.titleJp,
  description_jp: row.descriptionJp,
  level: row.level,
  cover: row.cover,
});

const unitOut = (row: UnitRow) => ({ unit_id: row.id, book_id: row.textbookId, code: row.code, number: row.number, title: row.title, title_jp: row.titleJp });

/** Every textbook with its unit count and how many of its resources the student completed. */
export async function bookList(db: Database, studentId: number) {
  const books = await db.select().from(textbooks).orderBy(asc(textbooks.position), asc(textbooks.id));
  const units = await db.select().from(textbookUnits).orderBy(asc(textbookUnits.number));
  const rows = await resourcesOfGroups(db, units.map((unit) => unit.groupKey));
  const done = await completedResourceIds(db, studentId, rows.map((row) => row.id));
  return {
    items: books.map((book) => {
      const keys = new Set(units.filter((unit) => unit.textbookId === book.id).map((unit) => unit.groupKey));
      const mine = rows.filter((row) => keys.has(row.groupKey) && row.type !== 'grammar_index');
      return { ...bookOut(book), unit_count: keys.size, resource_count: mine.length, completed_count: mine.filter((row) => done.has(row.id)).length };
    }),
  };
}

async function requireBook(db: Database, bookId: number): Promise<BookRow> {
  const [book] = await db.select().from(textbooks).where(eq(textbooks.id, bookId)).limit(1);
  if (!book) throw notFound(MESSAGES.bookNotFound);
  return book;
}

/** A textbook's units with their progress. */
export async function unitDirectory(db: Database, studentId: number, bookId: number) {
  const book = await requireBook(db, bookId);
  const units = await db.select().from(textbookUnits).where(eq(textbookUnits.textbookId, book.id)).orderBy(asc(textbookUnits.number));
  const rows = await resourcesOfGroups(db, units.map((unit) => unit.groupKey));
  const done = await completedResourceIds(db, studentId, rows.map((row) => row.id));
  return {
    book: bookOut(book),
    units: units.map((unit) => {
      const mine = rows.filter((row) => row.groupKey === unit.groupKey && row.type !== 'grammar_index');
      return { ...unitOut(unit), resource_count: mine.length, completed_count: mine.filter((row) => done.has(row.id)).length, types: [...new Set(mine.map((row) => row.type))] };
    }),
  };
}

/** A unit's resources, in order, with the student's progress on each. */
export async function unitList(db: Database, studentId: number, unitId: number) {
  const [unit] = await db.select().from(textbookUnits).where(eq(textbookUnits.id, unitId)).limit(1);
  if (!unit) throw notFound(MESSAGES.unitNotFound);
  const book = await requireBook(db, unit.textbookId);
  const rows = await resourcesOfGroups(db, [unit.groupKey]);
  return { book: bookOut(book), unit: unitOut(unit), resources: await resourceSummaries(db, studentId, rows) };
}

/** The skill-up list of one type, with progress. */
export async function skillupList(db: Database, studentId: number, type: string) {
  const rows = await resourcesOfGroups(db, [skillupGroupKey(type)]);
  return { type, resources: await resourceSummaries(db, studentId, rows) };
}
