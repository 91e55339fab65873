// The exam families beside Eiken on the server (content/exercises/exams/): the regions of the
// high-school-entrance listening (/v3/college-exam/region/...), the review of wrong answers of
// the entrance listening tests (/v3/college-exam/review/..., by the exam's level: eiken_id), the
// Tokyo practice units (/v3/tokyo-higher/practice-resource/list) and the business TOEIC classes
// (/v3/biz-toeic/get-class-list, get-unit-list). Their directories and mock tests are rows of the
// Eiken tables under one level per family, so playing and logging them is the Eiken practice's
// and mock test's (/v3/eiken-toeic/..., /v3/eiken-toeic-exam/...).
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eikenClasses, eikenLevels, studentExamRegions, type ExamKind } from '../../db/tables/eiken-toeic';
import { badRequest, notFound } from '../../http/reply';
import { completedResourceIds, practiceSetLogs, resourcesOfGroups, resourceSummaries, type RunChoice } from '../answer-records/progress';
import type { PracticeScope } from '../answer-records/runs';
import { examLevel } from '../eiken-toeic/service';
import { requireResource } from '../resources/service';

export const MESSAGES = {
  regionNotFound: '地域が見つかりません。一覧から選び直してください。',
  directoryNotFound: '練習が見つかりません。一覧から選び直してください。',
  notRegionSet: 'この教材は高校入試リスニングの地域別問題ではありません。',
  notReviewLevel: '復習できるのは共通テスト・高校入試リスニングの問題です（eiken_id にはその試験の ID を指定してください）。',
  noContent: 'この試験の問題がまだ読み込まれていません。',
} as const;

type ClassRow = typeof eikenClasses.$inferSelect;

/** A directory as the family calls list it. */
const directoryOut = (row: ClassRow) => ({ class_id: row.id, level_id: row.levelId, code: row.code, kind: row.kind, title: row.title, title_en: row.titleEn, description: row.description });

/** The directories of an exam's level (of one kind when given), in content order. */
async function directoriesOf(db: Database, exam: ExamKind, kind?: string): Promise<ClassRow[]> {
  const level = await examLevel(db, exam);
  if (!level) return [];
  return db
    .select()
    .from(eikenClasses)
    .where(and(eq(eikenClasses.levelId, level.id), kind ? eq(eikenClasses.kind, kind) : undefined))
    .orderBy(asc(eikenClasses.position));
}

/** Directories with how many sets each has and the student completed. */
async function withProgress(db: Database, studentId: number, directories: ClassRow[]) {
  const sets = await resourcesOfGroups(db, directories.map((entry) => entry.groupKey));
  const done = await completedResourceIds(db, studentId, sets.map((set) => set.id));
  return directories.map((entry) => {
    const mine = sets.filter((set) => set.groupKey === entry.groupKey);
    return { ...directoryOut(entry), resource_count: mine.length, completed_count: mine.filter((set) => done.has(set.id)).length };
  });
}

/** One directory of an exam (of one of the given kinds), or 404. */
async function requireDirectory(db: Database, exam: ExamKind, classId: number, kinds?: readonly string[]): Promise<ClassRow> {
  const [row] = await db
    .select({ entry: eikenClasses })
    .from(eikenClasses)
    .innerJoin(eikenLevels, eq(eikenLevels.id, eikenClasses.levelId))
    .where(and(eq(eikenClasses.id, classId), eq(eikenLevels.exam, exam)))
    .limit(1);
  if (!row || (kinds && !kinds.includes(row.entry.kind))) throw notFound(MESSAGES.directoryNotFound);
  return row.entry;
}

/** A directory's sets in order with the student's progress on each. */
async function directorySets(db: Database, studentId: number, directory: ClassRow) {
  return { directory: directoryOut(directory), list: await resourceSummaries(db, studentId, await resourcesOfGroups(db, [directory.groupKey])) };
}

// ---------------------------------------------------------------------------------------------
// High-school-entrance regions

const regionOut = (row: ClassRow) => ({ region_id: row.id, code: row.code, title: row.title, title_en: row.titleEn, description: row.description });

async function chosenRegion(db: Database, studentId: number): Promise<ClassRow | undefined> {
  const [row] = await db.select({ entry: eikenClasses }).from(studentExamRegions).innerJoin(eikenClasses, eq(eikenClasses.id, studentExamRegions.classId)).where(eq(studentExamRegions.userId, studentId)).limit(1);
  return row?.entry;
}

/** GET region/list: every region with its progress, and the one the student chose. */
export async function regionList(db: Database, studentId: number) {
  const regions = await directoriesOf(db, 'highschool', 'region');
  const chosen = await chosenRegion(db, studentId);
  const list = await withProgress(db, studentId, regions);
  return { current_region_id: chosen?.id ?? null, list: list.map(({ class_id: _classId, level_id: _levelId, kind: _kind, ...entry }, at) => ({ ...regionOut(regions[at]!), ...entry })) };
}

/** POST region/submit: chooses the student's region. */
export async function submitRegion(db: Database, studentId: number, regionId: number) {
  const region = await requireDirectory(db, 'highschool', regionId, ['region']).catch(() => {
    throw badRequest(MESSAGES.regionNotFound);
  });
  const now = new Date();
  await db
    .insert(studentExamRegions)
    .values({ userId: studentId, classId: region.id, updatedAt: now })
    .onConflictDoUpdate({ target: studentExamRegions.userId, set: { classId: region.id, updatedAt: now } });
  return { region_id: region.id };
}

/** GET region/index: the chosen region (null before one is chosen) with its sets, and the exam's level for the review. */
export async function regionIndex(db: Database, studentId: number) {
  const level = await examLevel(db, 'highschool');
  const region = await chosenRegion(db, studentId);
  return {
    level_id: level?.id ?? null,
    region: region ? regionOut(region) : null,
    list: region ? (await directorySets(db, studentId, region)).list : [],
  };
}

/** A region set as a practice scope (anything else: 404). */
export async function regionSetScope(db: Database, resourceId: number): Promise<PracticeScope & { kind: 'practice' }> {
  const resource = await requireResource(db, resourceId);
  const [row] = await db
    .select({ id: eikenClasses.id })
    .from(eikenClasses)
    .innerJoin(eikenLevels, eq(eikenLevels.id, eikenClasses.levelId))
    .where(and(eq(eikenClasses.groupKey, resource.groupKey), eq(eikenLevels.exam, 'highschool')))
    .limit(1);
  if (!row) throw notFound(MESSAGES.notRegionSet);
  return { kind: 'practice', resource };
}

/** GET region/logs: a region set and one run's record (the open one by default). */
export async function regionSetLogs(db: Database, studentId: number, resourceId: number, choice: RunChoice) {
  return practiceSetLogs(db, studentId, await regionSetScope(db, resourceId), choice);
}

// ---------------------------------------------------------------------------------------------
// Review (eiken_id: the level of the entrance listening test)

/** The entrance test whose wrong answers are reviewed; eiken_id must be the level of one. */
export async function requireReviewLevel(db: Database, levelId: number): Promise<number> {
  const [level] = await db.select({ id: eikenLevels.id, exam: eikenLevels.exam }).from(eikenLevels).where(eq(eikenLevels.id, levelId)).limit(1);
  if (!level || (level.exam !== 'college' && level.exam !== 'highschool')) throw badRequest(MESSAGES.notReviewLevel);
  return level.id;
}

// ---------------------------------------------------------------------------------------------
// Tokyo and business TOEIC directories

/** GET tokyo-higher/practice-resource/list: one Tokyo directory's sets (a task, a unit or the listening). */
export async function tokyoResourceList(db: Database, studentId: number, dirId: number) {
  return directorySets(db, studentId, await requireDirectory(db, 'tokyo', dirId));
}

/** GET biz-toeic/get-class-list: the business TOEIC classes with their progress. */
export async function bizToeicClasses(db: Database, studentId: number) {
  const classes = await directoriesOf(db, 'toeic', 'business');
  return { list: (await withProgress(db, studentId, classes)).map(({ resource_count, completed_count, ...entry }) => ({ ...entry, unit_count: resource_count, completed_count })) };
}

/** GET biz-toeic/get-unit-list: one class's units (practice sets) with progress. */
export async function bizToeicUnits(db: Database, studentId: number, classId: number) {
  const directory = await requireDirectory(db, 'toeic', classId, ['business']);
  const { directory: out, list } = await directorySets(db, studentId, directory);
  return { class: out, list };
}
