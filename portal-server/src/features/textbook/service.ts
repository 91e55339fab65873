import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { answers, practiceRuns } from '../../db/tables/answers';
import { resources } from '../../db/tables/resources';
import { textbooks, textbookUnits } from '../../db/tables/textbook';
import { notFound } from '../../http/reply';
import { displayItems } from '../answer-records/runs';
import { resourceInfo, type ResourceRow } from '../resources/service';
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

export type ResourceStatus = 'not_started' | 'in_progress' | 'completed';

/** Resources of the groups, in order. */
async function resourcesOfGroups(db: Database, groupKeys: string[]): Promise<ResourceRow[]> {
  if (groupKeys.length === 0) return [];
  return db.select().from(resources).where(inArray(resources.groupKey, groupKeys)).orderBy(asc(resources.groupKey), asc(resources.position), asc(resources.id));
}

/** Ids of the resources the student has completed at least once in free practice. */
async function completedResourceIds(db: Database, studentId: number, resourceIds: number[]): Promise<Set<number>> {
  if (resourceIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ resourceId: practiceRuns.resourceId })
    .from(practiceRuns)
    .where(and(eq(practiceRuns.studentId, studentId), isNull(practiceRuns.topicId), eq(practiceRuns.isCompleted, true), inArray(practiceRuns.resourceId, resourceIds)));
  return new Set(rows.map((row) => row.resourceId));
}

/**
 * Per resource, the student's free-practice progress: runs completed, best and last score
 * (mean of the run's latest answer per item, unanswered items 0), the unfinished run to resume.
 */
async function progressOf(db: Database, studentId: number, rows: ResourceRow[]) {
  const ids = rows.map((row) => row.id);
  const runs = ids.length
    ? await db
        .select()
        .from(practiceRuns)
        .where(and(eq(practiceRuns.studentId, studentId), isNull(practiceRuns.topicId), inArray(practiceRuns.resourceId, ids)))
        .orderBy(asc(practiceRuns.id))
    : [];
  const completedRunIds = runs.filter((run) => run.isCompleted).map((run) => run.id);
  const latest = completedRunIds.length
    ? await db
        .selectDistinctOn([answers.runId, answers.questionId], { runId: answers.runId, questionId: answers.questionId, percent: answers.percentScore })
        .from(answers)
        .where(inArray(answers.runId, completedRunIds))
        .orderBy(answers.runId, answers.questionId, desc(answers.id))
    : [];
  const percentByRun = new Map<number, Map<string, number>>();
  for (const row of latest) {
    const map = percentByRun.get(row.runId) ?? new Map<string, number>();
    map.set(row.questionId, row.percent);
    percentByRun.set(row.runId, map);
  }
  return new Map(
    rows.map((row) => {
      const itemIds = displayItems(row).map((item) => item.question_id);
      const mine = runs.filter((run) => run.resourceId === row.id);
      const completed = mine.filter((run) => run.isCompleted);
      const open = mine.find((run) => !run.isCompleted && run.openKey !== null);
      const scoreOf = (runId: number) => {
        const percents = percentByRun.get(runId) ?? new Map<string, number>();
        const keys = itemIds.length > 0 ? itemIds : [...percents.keys()];
        return keys.length === 0 ? 0 : Math.round(keys.reduce((sum, id) => sum + (percents.get(id) ?? 0), 0) / keys.length);
      };
      const scores = completed.map((run) => scoreOf(run.id));
      const status: ResourceStatus = completed.length > 0 ? 'completed' : open ? 'in_progress' : 'not_started';
      return [
        row.id,
        {
          status,
          completed_times: completed.length,
          best_score: scores.length ? Math.max(...scores) : 0,
          last_score: scores.at(-1) ?? 0,
          last_guid: completed.at(-1)?.guid ?? '',
          open_guid: open?.guid ?? '',
          current_index: open?.currentIndex ?? 0,
          item_count: itemIds.length,
        },
      ] as const;
    }),
  );
}

async function resourceSummaries(db: Database, studentId: number, rows: ResourceRow[]) {
  const progress = await progressOf(db, studentId, rows);
  return rows.map((row) => ({ ...resourceInfo(row), ...progress.get(row.id)! }));
}

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
