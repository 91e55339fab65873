// The business word list browsed by level (/eiken/biz/bizWordList), without a plan: a level is a
// unit of the business list (word_units of the 'business' list). Its words are the plan cards'
// shape (cards.ts); its test is the unit's generated "word -> meaning" set (content-load-words.ts,
// group word-training:<unit code>, code <unit>-meaning or, for a unit split in parts,
// <unit>-meaning-<n>) played by the engine in test mode and answered through the practice
// answer path, its result read from the practice logs, as ear listening does.
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wordUnits, words } from '../../db/tables/words';
import { notFound } from '../../http/reply';
import { practiceSetLogs, resourcesOfGroups, resourceSummaries, type RunChoice } from '../answer-records/progress';
import type { PracticeScope } from '../answer-records/runs';
import { requireResource, resourceInfo, type ResourceRow } from '../resources/service';
import { bizWordCards } from './cards';
import { businessUnits, requireBusinessUnit, type UnitRow } from './units';

export const LEVEL_MESSAGES = {
  levelNotFound: 'ビジネス単語のレベルが見つかりません。単語一覧から選び直してください。',
  notLevelTest: 'この教材はビジネス単語のレベルテストではありません。単語一覧から選び直してください。',
} as const;

/** The generated set a level's test is: "word -> meaning" (word_choice with the word's audio). */
const TEST_KIND = 'meaning';

/** Whether `code` names one of `unit`'s test sets: <unit>-meaning, or <unit>-meaning-<part>. */
export function isLevelTestCode(unitCode: string, code: string): boolean {
  const base = `${unitCode}-${TEST_KIND}`;
  return code === base || (code.startsWith(`${base}-`) && /^[1-9]\d*$/.test(code.slice(base.length + 1)));
}

/** A business unit by id, 404 when it is missing or a unit of another list. */
const requireLevel = (db: Database, levelId: number): Promise<UnitRow> => requireBusinessUnit(db, levelId, LEVEL_MESSAGES.levelNotFound);

async function levelOut(db: Database, unit: UnitRow) {
  const [counted] = await db.select({ total: count() }).from(words).where(eq(words.unitId, unit.id));
  return { level_id: unit.id, code: unit.code, title: unit.title, title_en: unit.titleEn, word_count: counted?.total ?? 0 };
}

/** A level's words in the list's order, as business word cards (with the student's favourites). */
export async function levelWords(db: Database, studentId: number, levelId: number, paging: { page: number; limit: number }) {
  const unit = await requireLevel(db, levelId);
  const level = await levelOut(db, unit);
  const rows = await db
    .select()
    .from(words)
    .where(eq(words.unitId, unit.id))
    .orderBy(asc(words.position), asc(words.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  return { level, total: level.word_count, page: paging.page, limit: paging.limit, words: await bizWordCards(db, studentId, rows) };
}

/** The level's test sets in order (one, or one per part of a long unit). */
async function testSets(db: Database, unit: UnitRow): Promise<ResourceRow[]> {
  return (await resourcesOfGroups(db, [unit.trainingGroupKey])).filter((row) => isLevelTestCode(unit.code, row.code));
}

/** A level's test: its set (or parts) with the student's progress on each (runs, best and last score, the run to resume). */
export async function levelTests(db: Database, studentId: number, levelId: number) {
  const unit = await requireLevel(db, levelId);
  return { level: await levelOut(db, unit), list: await resourceSummaries(db, studentId, await testSets(db, unit)) };
}

/** The set `resourceId` as a practice scope with its level, refused (404) when it is not a business level's test set. */
export async function levelTestScope(db: Database, resourceId: number): Promise<{ scope: PracticeScope & { kind: 'practice' }; unit: UnitRow }> {
  const resource = await requireResource(db, resourceId);
  const [unit] = await businessUnits(db, eq(wordUnits.trainingGroupKey, resource.groupKey));
  if (!unit || !isLevelTestCode(unit.code, resource.code)) throw notFound(LEVEL_MESSAGES.notLevelTest);
  return { scope: { kind: 'practice', resource }, unit };
}

/**
 * A test set's info and one run's record (practiceSetLogs) with its level and part; the next
 * resource is the level's next test part (not the next set of the unit's training group).
 */
export async function levelTestLogs(db: Database, studentId: number, resourceId: number, choice: RunChoice) {
  const { scope, unit } = await levelTestScope(db, resourceId);
  const sets = await testSets(db, unit);
  const at = sets.findIndex((set) => set.id === resourceId);
  const next = sets[at + 1];
  return {
    ...(await practiceSetLogs(db, studentId, scope, choice)),
    next_resource: next ? resourceInfo(next) : null,
    level_id: unit.id,
    level_title: unit.title,
    part: at + 1,
    part_count: sets.length,
  };
}
