// Eiken preparation on the server: the grade a student prepares for, the practice directories
// of that grade with progress, a directory's practice sets, and a set's runs.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CHOSEN_LEVEL_EXAMS, eikenClasses, eikenLevels, studentEikenLevels, type ExamKind } from '../../db/tables/eiken-toeic';
import { notFound } from '../../http/reply';
import { completedResourceIds, practiceSetLogs, resourcesOfGroups, resourceSummaries, type RunChoice } from '../answer-records/progress';
import type { PracticeScope } from '../answer-records/runs';
import { requireResource, type ResourceRow } from '../resources/service';

export const MESSAGES = {
  directoryNotFound: '練習の分野が見つかりません。一覧から選び直してください。',
  notEikenPractice: 'この教材は英検の分野別練習にありません。一覧から選び直してください。',
} as const;

/** Group keys of practice directories start with this (textbook/content-load.ts eikenClassGroupKey). */
const PRACTICE_GROUP_PREFIX = 'eiken:';

type ClassRow = typeof eikenClasses.$inferSelect;
type LevelRow = typeof eikenLevels.$inferSelect;

const classOut = (row: ClassRow) => ({
  class_id: row.id,
  level_id: row.levelId,
  code: row.code,
  kind: row.kind,
  title: row.title,
  title_en: row.titleEn,
  description: row.description,
});

export const levelOut = (level: LevelRow) => ({
  level_id: level.id,
  code: level.code,
  exam: level.exam,
  name: level.nameJa,
  name_en: level.nameEn,
  cefr: level.cefr,
  description: level.descriptionJa,
  sample_en: level.sampleEn,
  sample_ja: level.sampleJa,
});

/** Every grade and course in order, and the one the student prepares for. */
export async function levelList(db: Database, studentId: number) {
  const levels = await db.select().from(eikenLevels).where(inArray(eikenLevels.exam, [...CHOSEN_LEVEL_EXAMS])).orderBy(asc(eikenLevels.sort));
  const chosen = await chosenLevel(db, studentId);
  return { current_level_id: chosen?.id ?? null, list: levels.map(levelOut) };
}

export async function chosenLevel(db: Database, studentId: number): Promise<LevelRow | undefined> {
  const [row] = await db
    .select({ level: eikenLevels })
    .from(studentEikenLevels)
    .innerJoin(eikenLevels, eq(eikenLevels.id, studentEikenLevels.levelId))
    .where(eq(studentEikenLevels.userId, studentId))
    .limit(1);
  return row?.level;
}

/** The level holding an exam's content (TOEIC: its first course with directories; the others have one level). */
export async function examLevel(db: Database, exam: ExamKind): Promise<LevelRow | undefined> {
  const rows = await db
    .select({ level: eikenLevels, classes: eikenClasses.id })
    .from(eikenLevels)
    .leftJoin(eikenClasses, eq(eikenClasses.levelId, eikenLevels.id))
    .where(eq(eikenLevels.exam, exam))
    .orderBy(asc(eikenLevels.sort));
  return (rows.find((row) => row.classes !== null) ?? rows[0])?.level;
}

/**
 * The practice directories of the student's grade (or, with `exam`, of that exam's content level)
 * with how many sets each has and the student completed (none before a grade is chosen).
 */
export async function classList(db: Database, studentId: number, exam?: ExamKind) {
  const level = exam && exam !== 'eiken' ? await examLevel(db, exam) : await chosenLevel(db, studentId);
  if (!level) return { level: null, list: [] };
  const directories = await db.select().from(eikenClasses).where(eq(eikenClasses.levelId, level.id)).orderBy(asc(eikenClasses.position));
  const sets = await resourcesOfGroups(db, directories.map((entry) => entry.groupKey));
  const done = await completedResourceIds(db, studentId, sets.map((set) => set.id));
  return {
    level: levelOut(level),
    list: directories.map((entry) => {
      const mine = sets.filter((set) => set.groupKey === entry.groupKey);
      return { ...classOut(entry), resource_count: mine.length, completed_count: mine.filter((set) => done.has(set.id)).length };
    }),
  };
}

/** One directory's practice sets, in order, with the student's progress on each. */
export async function resourceList(db: Database, studentId: number, directoryId: number) {
  const [directory] = await db.select().from(eikenClasses).where(eq(eikenClasses.id, directoryId)).limit(1);
  if (!directory) throw notFound(MESSAGES.directoryNotFound);
  return { directory: classOut(directory), list: await resourceSummaries(db, studentId, await resourcesOfGroups(db, [directory.groupKey])) };
}

/** The practice set `resourceId` as a practice scope, refused when it is not an Eiken practice set. */
export async function eikenPracticeScope(db: Database, resourceId: number): Promise<PracticeScope & { kind: 'practice' }> {
  const resource = await requireResource(db, resourceId);
  if (!resource.groupKey.startsWith(PRACTICE_GROUP_PREFIX)) throw notFound(MESSAGES.notEikenPractice);
  return { kind: 'practice', resource };
}

async function directoryOf(db: Database, resource: ResourceRow) {
  const [directory] = await db.select({ id: eikenClasses.id }).from(eikenClasses).where(eq(eikenClasses.groupKey, resource.groupKey)).limit(1);
  return directory?.id ?? null;
}

/** A set's info and one run's record (see practiceSetLogs) with the set's directory. */
export async function exerciseLogs(db: Database, studentId: number, resourceId: number, choice: RunChoice) {
  const scope = await eikenPracticeScope(db, resourceId);
  const [logs, directoryId] = await Promise.all([practiceSetLogs(db, studentId, scope, choice), directoryOf(db, scope.resource)]);
  return { ...logs, directory_id: directoryId };
}
