// The CEFR module on the server: the student's level on the path, the level map with its can-do
// units and progress, practice of a unit's sets, and the adaptive placement test (placement.ts
// does the psychometrics; this file keeps the test's state in the database).
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { CEFR_CONTENT_LEVELS, CEFR_LEVELS, isCefrLevel, type CefrLevel, type CefrSkill } from 'shared-contract';
import type { Database } from '../../db/client';
import { cefrItems, cefrTestAnswers, cefrTests, cefrUnits, studentCefrLevels } from '../../db/tables/cefr';
import { resources } from '../../db/tables/resources';
import { badRequest, conflict, notFound } from '../../http/reply';
import { loadClientConfig } from '../app-config/client-config';
import { completedResourceIds, practiceSetLogs, resourcesOfGroups, resourceSummaries, type RunChoice } from '../answer-records/progress';
import type { PracticeScope } from '../answer-records/runs';
import { requireResource, resourceInfo, resourceItems } from '../resources/service';
import type { AnswerRecordBody } from '../answer-records/input';
import { prepareAnswer } from '../answers/service';
import { bandCentre, chooseItem, DEFAULT_PRIOR_MEAN, estimateAbility, levelOf, levelScore, nextStudentLevel, PLACEMENT_RULES, shouldStop, type BankItem } from './placement';

export const MESSAGES = {
  unitNotFound: 'この Can-do ユニットが見つかりません。レベルマップから選び直してください。',
  notCefrPractice: 'この教材は CEFR のユニット練習にありません。レベルマップから選び直してください。',
  testNotFound: 'このテストが見つかりません。CEFR のトップからテストを始めてください。',
  testFinished: 'このテストはもう終わっています。結果を確認してください。',
  testNotFinished: 'このテストはまだ終わっていません。続きから答えてください。',
  notInBank: 'この問題はレベル判定テストの問題ではありません。',
  emptyBank: 'レベル判定テストの問題がまだ用意されていません。',
} as const;

const UNIT_GROUP_PREFIX = 'cefr:';

type UnitRow = typeof cefrUnits.$inferSelect;
type TestRow = typeof cefrTests.$inferSelect;

/** level_id is the level's place on the path (1 = pre-A1 ... 7 = C2). */
export const levelId = (level: CefrLevel) => CEFR_LEVELS.indexOf(level) + 1;

const unitOut = (row: UnitRow) => ({
  unit_id: row.id,
  code: row.code,
  level: row.level,
  level_id: isCefrLevel(row.level) ? levelId(row.level) : 0,
  title: row.title,
  title_en: row.titleEn,
  can_do: row.canDo,
  can_do_en: row.canDoEn,
});

export async function studentLevel(db: Database, studentId: number): Promise<CefrLevel | null> {
  const [row] = await db.select({ level: studentCefrLevels.level }).from(studentCefrLevels).where(eq(studentCefrLevels.userId, studentId)).limit(1);
  return row && isCefrLevel(row.level) ? row.level : null;
}

/** Every unit of the map with the student's progress (sets completed of sets), by level. */
async function unitsWithProgress(db: Database, studentId: number) {
  const units = await db.select().from(cefrUnits).orderBy(asc(cefrUnits.level), asc(cefrUnits.position));
  const sets = await resourcesOfGroups(db, units.map((unit) => unit.groupKey));
  const done = await completedResourceIds(db, studentId, sets.map((set) => set.id));
  return units.map((unit) => {
    const mine = sets.filter((set) => set.groupKey === unit.groupKey);
    return { ...unitOut(unit), resource_count: mine.length, completed_count: mine.filter((set) => done.has(set.id)).length };
  });
}

type UnitProgress = Awaited<ReturnType<typeof unitsWithProgress>>[number];

/**
 * What to do next: the test when the student has no level yet; otherwise the first unfinished
 * unit at their level (then the level above); the test again once every unit there is done.
 */
function nextStep(level: CefrLevel | null, units: UnitProgress[]) {
  if (level === null) return { kind: 'test' as const, reason: 'no_level' as const, unit: null };
  const position = CEFR_LEVELS.indexOf(level);
  const ownUnits = units.some((unit) => unit.level === level);
  for (const candidate of [CEFR_LEVELS[position], CEFR_LEVELS[position + 1]]) {
    const open = units.find((unit) => unit.level === candidate && unit.completed_count < unit.resource_count);
    if (!open) continue;
    // Below A1 there are no units of the student's own level: A1's are where to start.
    const reason = candidate === level ? ('level_units' as const) : ownUnits ? ('next_level_units' as const) : ('first_units' as const);
    return { kind: 'unit' as const, reason, unit: open };
  }
  return { kind: 'test' as const, reason: 'units_done' as const, unit: null };
}

const testSummary = (row: TestRow) => ({
  guid: row.guid,
  started_at: row.startedAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  test_level: row.testLevel,
  placed_level: row.placedLevel,
  total_test_score: row.score === null ? null : Math.round(row.score),
  level_before: row.levelBefore,
  level_after: row.levelAfter,
});

/** /cefr/index: the path, the student's level, the level the next test is taken at, the last test and what to do next. */
export async function cefrIndex(db: Database, studentId: number) {
  const [level, units, [last], [open]] = await Promise.all([
    studentLevel(db, studentId),
    unitsWithProgress(db, studentId),
    db.select().from(cefrTests).where(and(eq(cefrTests.userId, studentId), isNotNull(cefrTests.finishedAt))).orderBy(desc(cefrTests.finishedAt)).limit(1),
    db.select({ guid: cefrTests.guid }).from(cefrTests).where(and(eq(cefrTests.userId, studentId), isNull(cefrTests.finishedAt))).limit(1),
  ]);
  return {
    levelList: CEFR_LEVELS.map((code) => ({ level_id: levelId(code), code, has_units: (CEFR_CONTENT_LEVELS as readonly string[]).includes(code) })),
    student_level_id: level ? levelId(level) : null,
    studentCefrLevel: level,
    testCefrLevel: level,
    last_test: last ? testSummary(last) : null,
    open_test_guid: open?.guid ?? null,
    next_step: nextStep(level, units),
  };
}

/** /cefr/map: every content level with its can-do units and the student's progress on each. */
export async function levelMap(db: Database, studentId: number) {
  const [level, units] = await Promise.all([studentLevel(db, studentId), unitsWithProgress(db, studentId)]);
  return {
    studentCefrLevel: level,
    levels: CEFR_CONTENT_LEVELS.map((code) => {
      const mine = units.filter((unit) => unit.level === code);
      return { level_id: levelId(code), code, resource_count: mine.reduce((sum, unit) => sum + unit.resource_count, 0), completed_count: mine.reduce((sum, unit) => sum + unit.completed_count, 0), units: mine };
    }),
  };
}

async function requireUnit(db: Database, unitId: number): Promise<UnitRow> {
  const [unit] = await db.select().from(cefrUnits).where(eq(cefrUnits.id, unitId)).limit(1);
  if (!unit) throw notFound(MESSAGES.unitNotFound);
  return unit;
}

/** /cefr/details: a unit's practice sets with the student's progress on each. */
export async function unitResources(db: Database, studentId: number, unitId: number) {
  const unit = await requireUnit(db, unitId);
  return { unit: unitOut(unit), list: await resourceSummaries(db, studentId, await resourcesOfGroups(db, [unit.groupKey])) };
}

/** The practice set `resourceId` as a practice scope, refused when it is not a CEFR unit's set. */
export async function cefrPracticeScope(db: Database, resourceId: number): Promise<PracticeScope & { kind: 'practice' }> {
  const resource = await requireResource(db, resourceId);
  if (!resource.groupKey.startsWith(UNIT_GROUP_PREFIX)) throw notFound(MESSAGES.notCefrPractice);
  return { kind: 'practice', resource };
}

/** A unit set's info and one run's record, with its unit. */
export async function unitExerciseLogs(db: Database, studentId: number, resourceId: number, choice: RunChoice) {
  const scope = await cefrPracticeScope(db, resourceId);
  const [logs, [unit]] = await Promise.all([practiceSetLogs(db, studentId, scope, choice), db.select({ id: cefrUnits.id }).from(cefrUnits).where(eq(cefrUnits.groupKey, scope.resource.groupKey)).limit(1)]);
  return { ...logs, unit_id: unit?.id ?? null };
}

// ---- the placement test ----

async function loadBank(db: Database): Promise<BankItem[]> {
  const rows = await db.select({ questionId: cefrItems.questionId, b: cefrItems.difficulty, skill: cefrItems.skill, level: cefrItems.level }).from(cefrItems);
  return rows.filter((row) => isCefrLevel(row.level)).map((row) => ({ ...row, skill: row.skill as CefrSkill, level: row.level as CefrLevel }));
}

async function findTest(db: Database, studentId: number, guid: string): Promise<TestRow> {
  const [test] = await db.select().from(cefrTests).where(and(eq(cefrTests.guid, guid), eq(cefrTests.userId, studentId))).limit(1);
  if (!test) throw notFound(MESSAGES.testNotFound);
  return test;
}

async function answersOf(db: Database, testId: number) {
  return db.select().from(cefrTestAnswers).where(eq(cefrTestAnswers.testId, testId)).orderBy(asc(cefrTestAnswers.position));
}

/** A bank item as the player loads it: its set's package, restricted to the one question. */
async function testItemOut(db: Database, questionId: string, position: number) {
  const [row] = await db.select({ item: cefrItems, resource: resources }).from(cefrItems).innerJoin(resources, eq(resources.id, cefrItems.resourceId)).where(eq(cefrItems.questionId, questionId)).limit(1);
  if (!row) throw badRequest(MESSAGES.notInBank);
  return { position, question_id: questionId, skill: row.item.skill, resource: { ...resourceInfo(row.resource), question_ids: questionId } };
}

type TestState = { test: TestRow; bank: BankItem[]; answered: Awaited<ReturnType<typeof answersOf>> };

function estimateOf({ test, bank, answered }: TestState) {
  const byId = new Map(bank.map((item) => [item.questionId, item]));
  const responses = answered.flatMap((answer) => {
    const item = byId.get(answer.questionId);
    return item ? [{ b: item.b, correct: answer.correct }] : [];
  });
  return estimateAbility(responses, test.priorMean);
}

function nextItemOf(state: TestState) {
  const estimate = estimateOf(state);
  const askedIds = new Set(state.answered.map((answer) => answer.questionId));
  const skillOf = new Map(state.bank.map((item) => [item.questionId, item.skill]));
  const askedSkills = state.answered.flatMap((answer) => skillOf.get(answer.questionId) ?? []);
  const remaining = state.bank.length - askedIds.size;
  if (shouldStop(state.answered.length, estimate, remaining)) return { estimate, item: undefined };
  return { estimate, item: chooseItem(state.bank, askedIds, askedSkills, estimate.theta, state.test.guid) };
}

/** Starts a test, or returns the one the student left unfinished (a test is never thrown away). */
export async function startTest(db: Database, studentId: number, guid: string) {
  const [open] = await db.select().from(cefrTests).where(and(eq(cefrTests.userId, studentId), isNull(cefrTests.finishedAt))).limit(1);
  if (!open) {
    const bank = await loadBank(db);
    if (bank.length === 0) throw conflict(MESSAGES.emptyBank);
    const level = await studentLevel(db, studentId);
    const [taken] = await db.select({ id: cefrTests.id }).from(cefrTests).where(eq(cefrTests.guid, guid)).limit(1);
    if (taken) throw conflict(MESSAGES.testFinished);
    await db.insert(cefrTests).values({ guid, userId: studentId, testLevel: level, priorMean: level ? bandCentre(level) : DEFAULT_PRIOR_MEAN });
  }
  return testStep(db, studentId, open?.guid ?? guid);
}

/**
 * Where a test stands: its next item, or, once the stopping rule says enough, its end (the
 * result is computed and the student's level changed once, however often this is asked).
 */
export async function testStep(db: Database, studentId: number, guid: string) {
  const test = await findTest(db, studentId, guid);
  const common = { guid, test_level: test.testLevel, max_items: PLACEMENT_RULES.maxItems };
  if (test.finishedAt) return { ...common, answered: (await answersOf(db, test.id)).length, finished: true, item: null };
  const state = { test, bank: await loadBank(db), answered: await answersOf(db, test.id) };
  const { estimate, item } = nextItemOf(state);
  if (item) return { ...common, answered: state.answered.length, finished: false, item: await testItemOut(db, item.questionId, state.answered.length + 1) };
  await finishTest(db, state, estimate.theta, estimate.se);
  return { ...common, answered: state.answered.length, finished: true, item: null };
}

async function finishTest(db: Database, state: TestState, theta: number, se: number) {
  const { test, bank } = state;
  const placed = levelOf(theta);
  const scoredAt = (test.testLevel as CefrLevel | null) ?? placed;
  // Scored on the tested level's items; for the path's ends (no items) the nearest content level's.
  const scoreLevel = (CEFR_CONTENT_LEVELS as readonly string[]).includes(scoredAt) ? scoredAt : scoredAt === 'pre-A1' ? 'A1' : 'C1';
  const { total, lost } = levelScore(theta, bank.filter((item) => item.level === scoreLevel));
  const config = await loadClientConfig(db);
  const before = await studentLevel(db, test.userId);
  // Compared as the student sees it (a whole number), so a shown 80 always moves up and a shown 40 down.
  const after = nextStudentLevel(before, placed, Math.round(total), { upgrade: config.cefr_upgrade_score, downgrade: config.cefr_downgrade_score });
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(cefrTests)
      .set({ finishedAt: new Date(), theta, se, placedLevel: placed, score: total, lost, levelBefore: before, levelAfter: after })
      .where(and(eq(cefrTests.id, test.id), isNull(cefrTests.finishedAt)))
      .returning({ id: cefrTests.id });
    if (updated.length === 0) return;
    await tx.insert(studentCefrLevels).values({ userId: test.userId, level: after }).onConflictDoUpdate({ target: studentCefrLevels.userId, set: { level: after, updatedAt: new Date() } });
  });
}

/**
 * One answer of a test, as the engine posts it, marked by the server against the item's key
 * (as every answer post is); a resend of an answered item changes nothing.
 */
export async function recordTestAnswer(db: Database, studentId: number, body: AnswerRecordBody) {
  const test = await findTest(db, studentId, body.guid);
  if (!body.question_id) throw badRequest('question_id を指定してください');
  const [row] = await db.select({ item: cefrItems, resource: resources }).from(cefrItems).innerJoin(resources, eq(resources.id, cefrItems.resourceId)).where(eq(cefrItems.questionId, body.question_id)).limit(1);
  if (!row) throw badRequest(MESSAGES.notInBank);
  const answered = await answersOf(db, test.id);
  if (answered.some((entry) => entry.questionId === row.item.questionId)) return { recorded: false, answered: answered.length };
  if (test.finishedAt) throw conflict(MESSAGES.testFinished);
  const prepared = prepareAnswer(body, resourceItems(row.resource));
  if (!prepared) throw badRequest('回答を送ってください');
  // A bank item is right or wrong (the Rasch model is dichotomous); a skipped item is wrong.
  const correct = prepared.kind !== 'skip' && prepared.scored.percent >= 50;
  const { guid: _guid, ...stored } = body;
  await db
    .insert(cefrTestAnswers)
    .values({ testId: test.id, questionId: row.item.questionId, position: answered.length + 1, correct, answer: { ...stored, percent_score: prepared.scored.percent } })
    .onConflictDoNothing();
  return { recorded: true, answered: answered.length + 1 };
}

/** testResult: the level, the scores, the level change and every item with the student's answer. */
export async function testResult(db: Database, studentId: number, guid: string) {
  const test = await findTest(db, studentId, guid);
  if (!test.finishedAt) throw conflict(MESSAGES.testNotFinished);
  const answered = await answersOf(db, test.id);
  const items = await Promise.all(
    answered.map(async (answer) => ({ ...(await testItemOut(db, answer.questionId, answer.position)), correct: answer.correct ? (1 as const) : (0 as const), answer: answer.answer })),
  );
  return {
    ...testSummary(test),
    theta: Math.round((test.theta ?? 0) * 100) / 100,
    standard_error: Math.round((test.se ?? 0) * 100) / 100,
    lost_test_score: (test.lost ?? []).map((entry) => ({ skill: entry.skill, lost: Math.round(entry.lost * 10) / 10 })),
    correct_count: answered.filter((answer) => answer.correct).length,
    items,
  };
}

/** The student's finished tests, newest first. */
export async function testHistory(db: Database, studentId: number) {
  const rows = await db.select().from(cefrTests).where(and(eq(cefrTests.userId, studentId), isNotNull(cefrTests.finishedAt))).orderBy(desc(cefrTests.finishedAt)).limit(50);
  return { list: rows.map(testSummary) };
}
