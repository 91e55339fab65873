// Business ear listening (/eiken/earListen): dictation drills on the business word list's
// example sentences (content-load-words.ts earListenSources, group `ear-listen:<unit code>`).
// A "class" is a business unit (a topic); its sets are the drills, played by the engine and
// answered through the practice answer path, as Eiken word training does.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wordUnits } from '../../db/tables/words';
import { notFound } from '../../http/reply';
import { completedResourceIds, practiceSetLogs, resourcesOfGroups, resourceSummaries, type RunChoice } from '../answer-records/progress';
import type { PracticeScope } from '../answer-records/runs';
import { requireResource } from '../resources/service';
import { earListenGroupKey } from '../textbook/content-load-words';
import { businessUnits, requireBusinessUnit, type UnitRow } from './units';

const EAR_PREFIX = earListenGroupKey('');

export const MESSAGES = {
  classNotFound: '聞き取りのユニットが見つかりません。一覧から選び直してください。',
  notEarListen: 'この教材は聞き取り練習にありません。一覧から選び直してください。',
} as const;

const classOut = (unit: UnitRow) => ({ class_id: unit.id, code: unit.code, title: unit.title, title_en: unit.titleEn, position: unit.position });

/** The topics (business units) with how many drills each has and how many the student completed. */
export async function earListenClasses(db: Database, studentId: number) {
  const units = await businessUnits(db);
  const sets = await resourcesOfGroups(db, units.map((unit) => earListenGroupKey(unit.code)));
  const done = await completedResourceIds(db, studentId, sets.map((set) => set.id));
  return {
    list: units.flatMap((unit) => {
      const own = sets.filter((set) => set.groupKey === earListenGroupKey(unit.code));
      if (own.length === 0) return [];
      return [{ ...classOut(unit), resource_count: own.length, completed_count: own.filter((set) => done.has(set.id)).length }];
    }),
  };
}

const requireEarUnit = (db: Database, unitId: number): Promise<UnitRow> => requireBusinessUnit(db, unitId, MESSAGES.classNotFound);

/** A topic's drills with the student's progress on each. */
export async function earListenUnit(db: Database, studentId: number, unitId: number) {
  const unit = await requireEarUnit(db, unitId);
  return { unit: classOut(unit), list: await resourceSummaries(db, studentId, await resourcesOfGroups(db, [earListenGroupKey(unit.code)])) };
}

/** The drill `resourceId` as a practice scope with its topic, refused when it is not an ear-listening drill. */
export async function earListenScope(db: Database, resourceId: number): Promise<{ scope: PracticeScope & { kind: 'practice' }; unit: UnitRow }> {
  const resource = await requireResource(db, resourceId);
  const unitCode = resource.groupKey.startsWith(EAR_PREFIX) ? resource.groupKey.slice(EAR_PREFIX.length) : null;
  const [unit] = unitCode ? await db.select().from(wordUnits).where(eq(wordUnits.code, unitCode)).limit(1) : [];
  if (!unit) throw notFound(MESSAGES.notEarListen);
  return { scope: { kind: 'practice', resource }, unit };
}

/** A drill's info and one run's record (practiceSetLogs) with its topic. */
export async function earListenLogs(db: Database, studentId: number, resourceId: number, choice: RunChoice) {
  const { scope, unit } = await earListenScope(db, resourceId);
  return { ...(await practiceSetLogs(db, studentId, scope, choice)), class_id: unit.id };
}
