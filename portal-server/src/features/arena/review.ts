// The arena's solo modes: grammar mode (ten grammar questions against the clock, a personal best
// per level) and the review of wrong questions (each replayed by the engine; a right answer takes
// it off the list).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import { GRAMMAR_MODE_QUESTIONS } from 'shared-contract';
import type { Database } from '../../db/client';
import { arenaBattlePlayers, arenaBattles, arenaQuestions, arenaTypes, arenaWrongQuestions, arenaWrongReviews } from '../../db/tables/arena';
import { badRequest, notFound } from '../../http/reply';
import { itemKeyFromPackageItem } from '../resources/package-keys';
import { prepareAnswer } from '../answers/service';
import type { AnswerRecordBody } from '../answer-records/input';
import { battleView, createBattle, limitMs, progressOf, recordWrongQuestions, resultQuestions } from './battles';
import type { BattleTypeCode } from './content';
import { MESSAGES } from './messages';
import { engineResource, explanationOf, questionPrompt } from './paper';
import { loadBattle, paperQuestions, pickQuestionIds, requireType, seatOf } from './store';
import { studentTiming } from './timing';

async function grammarType(db: Database) {
  const [type] = await db.select().from(arenaTypes).where(eq(arenaTypes.code, 'grammar'));
  if (!type) throw badRequest(MESSAGES.unknownType);
  return type;
}

/** grammar-paper: a new grammar-mode run at a level; any earlier unfinished run is given up. */
export async function startGrammarRun(db: Database, studentId: number, level: number, now = new Date()) {
  const type = await grammarType(db);
  const battleId = await db.transaction(async (tx) => {
    const open = tx
      .select({ id: arenaBattlePlayers.battleId })
      .from(arenaBattlePlayers)
      .where(eq(arenaBattlePlayers.studentId, studentId));
    await tx
      .update(arenaBattles)
      .set({ status: 'finished', finishedAt: now })
      .where(and(eq(arenaBattles.mode, 'grammar'), eq(arenaBattles.status, 'active'), sql`${arenaBattles.id} in (${open})`));
    const questionIds = await pickQuestionIds(tx, type.id, level, GRAMMAR_MODE_QUESTIONS);
    if (questionIds.length < GRAMMAR_MODE_QUESTIONS) throw badRequest(MESSAGES.noQuestions);
    return createBattle(tx, { mode: 'grammar', typeId: type.id, level, questionIds, secondsPerQuestion: type.secondsPerQuestion }, [studentId], now);
  });
  return battleView(db, battleId, studentId, now);
}

/** The best finished grammar-mode score of a student at a level, other than `exceptBattle`. */
async function bestGrammarScore(db: Database, studentId: number, level: number, exceptBattle: number): Promise<number | null> {
  const [row] = await db
    .select({ best: max(arenaBattlePlayers.score) })
    .from(arenaBattlePlayers)
    .innerJoin(arenaBattles, eq(arenaBattles.id, arenaBattlePlayers.battleId))
    .where(and(eq(arenaBattlePlayers.studentId, studentId), eq(arenaBattles.mode, 'grammar'), eq(arenaBattles.level, level), ne(arenaBattles.id, exceptBattle), eq(arenaBattlePlayers.outcome, 'win')));
  return row?.best ?? null;
}

/**
 * submit-grammar-score: the run is over (every question answered or run out, or its deadline
 * passed); its points are the server's. A finished run is recorded with outcome 'win' so that
 * best scores count only completed runs.
 */
export async function finishGrammarRun(db: Database, studentId: number, battleId: number, now = new Date()) {
  const loaded = await db.transaction(async (tx) => {
    const current = await loadBattle(tx, battleId, true);
    const me = seatOf(current, studentId);
    const { battle } = current;
    if (battle.mode !== 'grammar') throw badRequest(MESSAGES.notGrammar);
    if (battle.status === 'finished') {
      if (me.outcome === null) throw badRequest(MESSAGES.battleOver);
      return current;
    }
    const mine = current.answers.filter((answer) => answer.studentId === studentId);
    const timing = studentTiming(battle.startsAt, battle.questionIds.length, limitMs(battle), mine.map((answer) => ({ questionIndex: answer.questionIndex, answeredAt: answer.answeredAt })), now);
    if (timing.current !== null && now < battle.deadlineAt) throw badRequest(MESSAGES.notFinished);
    const progress = progressOf(mine);
    await tx.update(arenaBattlePlayers).set({ score: progress.score, correct: progress.correct, outcome: 'win', finishedAt: now }).where(and(eq(arenaBattlePlayers.battleId, battleId), eq(arenaBattlePlayers.studentId, studentId)));
    await tx.update(arenaBattles).set({ status: 'finished', finishedAt: now }).where(eq(arenaBattles.id, battleId));
    const wrong = battle.questionIds.filter((_, index) => !mine.some((answer) => answer.questionIndex === index && answer.right));
    await recordWrongQuestions(tx, battle, studentId, wrong, now);
    return loadBattle(tx, battleId);
  });
  const { battle } = loaded;
  const me = seatOf(loaded, studentId);
  const questions = await paperQuestions(db, battle);
  const best = await bestGrammarScore(db, studentId, battle.level, battleId);
  const mine = loaded.answers.filter((answer) => answer.studentId === studentId);
  return {
    battle_id: battleId,
    level: battle.level,
    score: me.score,
    correct: me.correct,
    total: battle.questionIds.length,
    best_score: Math.max(best ?? 0, me.score),
    new_best: best === null || me.score > best,
    questions: resultQuestions(questions, 'grammar', mine, null),
  };
}

const kindOf = (code: string) => code as BattleTypeCode;

/** get-wrong-question-paper: the student's open wrong questions, most recent first, as engine items of one review run. */
export async function wrongQuestionPaper(db: Database, studentId: number, typeId: number | undefined, limit: number) {
  if (typeId !== undefined) await requireType(db, typeId);
  const where = and(eq(arenaWrongQuestions.studentId, studentId), isNull(arenaWrongQuestions.clearedAt), typeId === undefined ? undefined : eq(arenaWrongQuestions.typeId, typeId));
  const [rows, [count]] = await Promise.all([
    db
      .select({ question: arenaQuestions, typeCode: arenaTypes.code, typeId: arenaTypes.id })
      .from(arenaWrongQuestions)
      .innerJoin(arenaQuestions, eq(arenaQuestions.id, arenaWrongQuestions.questionId))
      .innerJoin(arenaTypes, eq(arenaTypes.id, arenaWrongQuestions.typeId))
      .where(where)
      .orderBy(desc(arenaWrongQuestions.lastWrongAt), asc(arenaQuestions.id))
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(arenaWrongQuestions).where(where),
  ]);
  return {
    guid: randomUUID(),
    total: count?.total ?? 0,
    items: rows.map((row) => ({ question_id: row.question.code, type_id: row.typeId, kind: kindOf(row.typeCode), resource: engineResource(row.question) })),
  };
}

/**
 * submit-wrong-question-result: the engine's answer to one wrong question, marked by the
 * question's key; right takes it off the list. A resend within the run changes nothing.
 */
export async function submitWrongAnswer(db: Database, studentId: number, body: AnswerRecordBody & { question_id: string }, now = new Date()) {
  const [question] = await db.select().from(arenaQuestions).where(eq(arenaQuestions.code, body.question_id));
  if (!question) throw badRequest(MESSAGES.unknownQuestion);
  const [wrong] = await db.select().from(arenaWrongQuestions).where(and(eq(arenaWrongQuestions.studentId, studentId), eq(arenaWrongQuestions.questionId, question.id)));
  if (!wrong) throw badRequest(MESSAGES.notWrong);
  const meta = itemKeyFromPackageItem(String(question.head.res_type), question.item, 0);
  const prepared = prepareAnswer(body, [meta]);
  if (!prepared) throw badRequest(MESSAGES.unknownQuestion);
  const right = prepared.kind !== 'skip' && prepared.scored.percent >= 100;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(arenaWrongReviews)
      .values({ guid: body.guid, studentId, questionId: question.id, right, answeredAt: now })
      .onConflictDoNothing()
      .returning();
    const recorded = stored ?? (await tx.select().from(arenaWrongReviews).where(and(eq(arenaWrongReviews.studentId, studentId), eq(arenaWrongReviews.guid, body.guid), eq(arenaWrongReviews.questionId, question.id))))[0]!;
    if (stored && right) await tx.update(arenaWrongQuestions).set({ clearedAt: now }).where(and(eq(arenaWrongQuestions.studentId, studentId), eq(arenaWrongQuestions.questionId, question.id)));
    return { question_id: question.code, is_right: recorded.right ? 1 : 0, percent: recorded.right ? 100 : 0, replayed: stored ? 0 : 1, explanation: explanationOf(question) };
  });
}

/** wrong-question-result: one review run's answers and what is left on the list. */
export async function wrongReviewResult(db: Database, studentId: number, guid: string) {
  const rows = await db
    .select({ review: arenaWrongReviews, question: arenaQuestions, typeCode: arenaTypes.code })
    .from(arenaWrongReviews)
    .innerJoin(arenaQuestions, eq(arenaQuestions.id, arenaWrongReviews.questionId))
    .innerJoin(arenaTypes, eq(arenaTypes.id, arenaQuestions.typeId))
    .where(and(eq(arenaWrongReviews.studentId, studentId), eq(arenaWrongReviews.guid, guid)))
    .orderBy(asc(arenaWrongReviews.answeredAt));
  if (rows.length === 0) throw notFound(MESSAGES.unknownReview);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(arenaWrongQuestions)
    .where(and(eq(arenaWrongQuestions.studentId, studentId), isNull(arenaWrongQuestions.clearedAt)));
  return {
    guid,
    answered: rows.length,
    right: rows.filter((row) => row.review.right).length,
    remaining: count?.total ?? 0,
    items: rows.map((row) => ({ question_id: row.question.code, kind: kindOf(row.typeCode), prompt: questionPrompt(row.question), right: row.review.right, explanation: explanationOf(row.question) })),
  };
}

