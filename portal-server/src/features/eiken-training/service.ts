// Eiken word training and word learning on the server: the word units of the student's grade
// (content/words/<grade>.yaml, loaded by the content pipeline into word_units and words), a
// unit's generated practice sets and its words, a set's runs, and the words a run says to review.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eikenLevels, studentEikenLevels } from '../../db/tables/eiken-toeic';
import { wordLists, wordUnits, words } from '../../db/tables/words';
import { notFound } from '../../http/reply';
import { completedResourceIds, practiceSetLogs, resourcesOfGroups, resourceSummaries, type RunChoice } from '../answer-records/progress';
import { findResultRun, latestAnswersOfRun, type PracticeScope } from '../answer-records/runs';
import { requireResource, type ResourceRow } from '../resources/service';

export const MESSAGES = {
  unitNotFound: '単語のユニットが見つかりません。一覧から選び直してください。',
  notWordPractice: 'この教材は英検の単語練習にありません。一覧から選び直してください。',
} as const;

/**
 * A word below these scores is one to review: any choice or spelling answer that was not fully
 * right, and a word read aloud that scored under 60 (speech-server's 0-100, where 60 is the
 * engine's "good" line for a read word). A skipped word is always one to review.
 */
export const REVIEW_BELOW = { choice: 100, reading: 60 } as const;

/** The kind of practice a generated question id names (textbook/content-load-words.ts wordQuestionId). */
const kindOfQuestion = (questionId: string) => questionId.slice(questionId.lastIndexOf('-') + 1);
const keyOfQuestion = (questionId: string) => questionId.slice(1, questionId.indexOf('-'));

type LevelRow = typeof eikenLevels.$inferSelect;
type UnitRow = typeof wordUnits.$inferSelect;
type WordRow = typeof words.$inferSelect;

const levelOut = (level: LevelRow) => ({ level_id: level.id, code: level.code, name: level.nameJa, name_en: level.nameEn });

const unitOut = (unit: UnitRow) => ({ class_id: unit.id, code: unit.code, title: unit.title, title_en: unit.titleEn, position: unit.position });

export const wordOut = (word: WordRow) => ({
  word_id: word.id,
  key: word.key,
  word: word.word,
  pos: word.pos,
  ipa: word.ipa,
  meaning: word.meaning,
  example: word.example,
  example_jp: word.exampleJp,
  audio_file: word.audioPath,
  example_audio_file: word.exampleAudioPath,
});

async function chosenLevel(db: Database, studentId: number): Promise<LevelRow | undefined> {
  const [row] = await db
    .select({ level: eikenLevels })
    .from(studentEikenLevels)
    .innerJoin(eikenLevels, eq(eikenLevels.id, studentEikenLevels.levelId))
    .where(eq(studentEikenLevels.userId, studentId))
    .limit(1);
  return row?.level;
}

/** The word units of the student's grade with the words, sets and progress of each (nothing before a grade is chosen). */
export async function unitList(db: Database, studentId: number) {
  const level = await chosenLevel(db, studentId);
  if (!level) return { level: null, word_list: null, list: [] };
  const [list] = await db.select().from(wordLists).where(eq(wordLists.levelId, level.id)).limit(1);
  if (!list) return { level: levelOut(level), word_list: null, list: [] };
  const units = await db.select().from(wordUnits).where(eq(wordUnits.listId, list.id)).orderBy(asc(wordUnits.position));
  const counts = new Map<number, number>();
  if (units.length > 0) {
    for (const row of await db.select({ unitId: words.unitId }).from(words).where(inArray(words.unitId, units.map((unit) => unit.id)))) counts.set(row.unitId, (counts.get(row.unitId) ?? 0) + 1);
  }
  const sets = await resourcesOfGroups(db, units.flatMap((unit) => [unit.trainingGroupKey, unit.learningGroupKey]));
  const done = await completedResourceIds(db, studentId, sets.map((set) => set.id));
  return {
    level: levelOut(level),
    word_list: { code: list.code, title: list.title, title_en: list.titleEn, description: list.description, word_count: [...counts.values()].reduce((sum, count) => sum + count, 0) },
    list: units.map((unit) => {
      const training = sets.filter((set) => set.groupKey === unit.trainingGroupKey);
      const checks = sets.filter((set) => set.groupKey === unit.learningGroupKey);
      return {
        ...unitOut(unit),
        word_count: counts.get(unit.id) ?? 0,
        resource_count: training.length,
        completed_count: training.filter((set) => done.has(set.id)).length,
        learned: checks.length > 0 && checks.every((check) => done.has(check.id)) ? (1 as const) : (0 as const),
      };
    }),
  };
}

async function requireUnit(db: Database, unitId: number): Promise<UnitRow> {
  const [unit] = await db.select().from(wordUnits).where(eq(wordUnits.id, unitId)).limit(1);
  if (!unit) throw notFound(MESSAGES.unitNotFound);
  return unit;
}

/** A unit's training sets (choice both ways, spelling, reading) with the student's progress. */
export async function trainingResourceList(db: Database, studentId: number, unitId: number) {
  const unit = await requireUnit(db, unitId);
  return { unit: unitOut(unit), list: await resourceSummaries(db, studentId, await resourcesOfGroups(db, [unit.trainingGroupKey])) };
}

/** A unit's study cards and the check that follows them. */
export async function unitWords(db: Database, studentId: number, unitId: number) {
  const unit = await requireUnit(db, unitId);
  const rows = await db.select().from(words).where(eq(words.unitId, unit.id)).orderBy(asc(words.position));
  const [check] = await resourceSummaries(db, studentId, await resourcesOfGroups(db, [unit.learningGroupKey]));
  return { unit: unitOut(unit), words: rows.map(wordOut), check: check ?? null };
}

/** The set `resourceId` as a practice scope with its unit, refused when it is not a generated word set. */
export async function wordPracticeScope(db: Database, resourceId: number): Promise<{ scope: PracticeScope & { kind: 'practice' }; unit: UnitRow }> {
  const resource = await requireResource(db, resourceId);
  const unit = await unitOfResource(db, resource);
  if (!unit) throw notFound(MESSAGES.notWordPractice);
  return { scope: { kind: 'practice', resource }, unit };
}

async function unitOfResource(db: Database, resource: ResourceRow): Promise<UnitRow | undefined> {
  const column = resource.groupKey.startsWith('word-training:') ? wordUnits.trainingGroupKey : resource.groupKey.startsWith('word-learning:') ? wordUnits.learningGroupKey : null;
  if (!column) return undefined;
  const [unit] = await db.select().from(wordUnits).where(eq(column, resource.groupKey)).limit(1);
  return unit;
}

/** A set's info and one run's record (practiceSetLogs) with its unit. */
export async function exerciseLogs(db: Database, studentId: number, resourceId: number, choice: RunChoice) {
  const { scope, unit } = await wordPracticeScope(db, resourceId);
  return { ...(await practiceSetLogs(db, studentId, scope, choice)), class_id: unit.id, purpose: scope.resource.groupKey.startsWith('word-learning:') ? ('learning' as const) : ('training' as const) };
}

/** The words of a run (by guid, else the last completed one) that were missed, skipped or read below REVIEW_BELOW, in the set's order. */
export async function reviewWords(db: Database, studentId: number, resourceId: number, guid?: string) {
  const { scope, unit } = await wordPracticeScope(db, resourceId);
  const run = await findResultRun(db, studentId, scope, guid);
  const latest = run ? await latestAnswersOfRun(db, run.id) : new Map();
  const below = scope.resource.type === 'word_reading' ? REVIEW_BELOW.reading : REVIEW_BELOW.choice;
  const missed = scope.resource.items.flatMap((item) => {
    const answer = latest.get(item.question_id);
    if (!answer) return [];
    if (!answer.isSkipped && answer.percentScore >= below) return [];
    return [{ question_id: item.question_id, key: keyOfQuestion(item.question_id), kind: kindOfQuestion(item.question_id), percent_score: answer.isSkipped ? 0 : (answer.percentScore as number) }];
  });
  const rows = missed.length > 0 ? await db.select().from(words).where(inArray(words.key, missed.map((entry) => entry.key))) : [];
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return {
    unit: unitOut(unit),
    guid: run?.guid ?? null,
    answered: latest.size,
    list: missed.flatMap((entry) => {
      const word = byKey.get(entry.key);
      return word ? [{ ...wordOut(word), question_id: entry.question_id, percent_score: entry.percent_score }] : [];
    }),
  };
}
