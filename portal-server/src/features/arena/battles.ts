// Battles: making one, what each student's screen is shown, taking answers (the server decides
// correctness and time), finishing, deciding (points, outcome, Glicko-2 ratings, forfeits) and the
// result. Everything is read from and written to the database inside transactions that lock the
// battle or the student's seat, so two processes serving the two students agree.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ANSWER_GRACE_MS, ANSWER_REVEAL_MS, battleOutcome, BATTLE_COUNTDOWN_SECONDS, FORFEIT_GRACE_SECONDS, questionPoints, type ArenaProgress, type BattleOutcome } from 'shared-contract';
import type { Database, Transaction } from '../../db/client';
import { arenaBattleAnswers, arenaBattlePlayers, arenaBattles, arenaRatings, arenaWrongQuestions } from '../../db/tables/arena';
import { badRequest, notFound } from '../../http/reply';
import { OPTIONS_PER_QUESTION, type BattleTypeCode } from './content';
import { notifyStudents } from './live-events';
import { MESSAGES } from './messages';
import { explanationOf, optionText, questionPrompt, questionView, rightChoice } from './paper';
import { ratePair, rateAgainst, type Rating } from './ratings';
import { levelOf, loadBattle, paperQuestions, questionsByIds, ratingRecord, requireType, seatOf, type AnswerRow, type ArenaQuestionRow, type BattleRow, type Db, type LoadedBattle, type Seat } from './store';
import { answerRefusal, studentTiming, timingForAnswer, type QuestionWindow } from './timing';

export const limitMs = (battle: Pick<BattleRow, 'secondsPerQuestion'>) => battle.secondsPerQuestion * 1000;

/** The latest a battle of `count` questions can still be going on (every question taken to its limit). */
export function battleDeadline(startsAt: Date, count: number, secondsPerQuestion: number): Date {
  return new Date(startsAt.getTime() + count * (secondsPerQuestion * 1000 + ANSWER_GRACE_MS + ANSWER_REVEAL_MS) + 2_000);
}

export type NewBattle = { mode: BattleRow['mode']; typeId: number; level: number; questionIds: number[]; secondsPerQuestion: number; ghost?: { battleId: number; studentId: number } };

/** Inserts a battle and its seats; the first question opens BATTLE_COUNTDOWN_SECONDS from now. */
export async function createBattle(tx: Transaction, input: NewBattle, studentIds: number[], now: Date): Promise<number> {
  const startsAt = new Date(now.getTime() + BATTLE_COUNTDOWN_SECONDS * 1000);
  const questions = await questionsByIds(tx, input.questionIds);
  const [battle] = await tx
    .insert(arenaBattles)
    .values({
      mode: input.mode,
      typeId: input.typeId,
      level: input.level,
      questionIds: input.questionIds,
      answerKeys: input.questionIds.map((id) => rightChoice(questions.get(id)!)),
      secondsPerQuestion: input.secondsPerQuestion,
      startsAt,
      deadlineAt: battleDeadline(startsAt, input.questionIds.length, input.secondsPerQuestion),
      ghostBattleId: input.ghost?.battleId ?? null,
      ghostStudentId: input.ghost?.studentId ?? null,
      createdAt: now,
    })
    .returning({ id: arenaBattles.id });
  for (const [seat, studentId] of studentIds.entries()) {
    const record = await ratingRecord(tx, studentId, input.typeId);
    await tx.insert(arenaBattlePlayers).values({ battleId: battle!.id, studentId, seat, ratingBefore: record.rating, deviationBefore: record.deviation });
  }
  return battle!.id;
}

const answersOf = (loaded: LoadedBattle, studentId: number) => loaded.answers.filter((answer) => answer.studentId === studentId);

const recorded = (answers: AnswerRow[]) => answers.map((answer) => ({ questionIndex: answer.questionIndex, answeredAt: answer.answeredAt }));

function timingOf(battle: BattleRow, answers: AnswerRow[], now: Date) {
  return studentTiming(battle.startsAt, battle.questionIds.length, limitMs(battle), recorded(answers), now);
}

export function progressOf(answers: readonly AnswerRow[]): ArenaProgress {
  return { answered: answers.length, correct: answers.filter((answer) => answer.right).length, score: answers.reduce((sum, answer) => sum + answer.points, 0) };
}

const windowOut = (window: QuestionWindow | null) => (window ? { index: window.index, opens_at: window.opensAt.toISOString(), closes_at: window.closesAt.toISOString() } : null);

const playerOut = (seat: { studentId: number | null; nickname: string; avatar: string; ratingBefore: number }, isGhost: boolean) => ({
  student_id: seat.studentId,
  nickname: seat.nickname,
  avatar: seat.avatar,
  level: levelOf(seat.ratingBefore),
  rating: Math.round(seat.ratingBefore),
  is_ghost: isGhost,
});

/** The recorded player a ghost battle replays: their seat and answers in the recorded battle. */
async function ghostOf(db: Db, battle: BattleRow) {
  if (battle.mode !== 'ghost' || battle.ghostBattleId === null || battle.ghostStudentId === null) return null;
  const recorded = await loadBattle(db, battle.ghostBattleId);
  const seat = seatOf(recorded, battle.ghostStudentId);
  const answers = answersOf(recorded, battle.ghostStudentId);
  let score = 0;
  const timeline = answers.map((answer) => {
    score += answer.points;
    return { index: answer.questionIndex, at_ms: Math.max(0, answer.answeredAt.getTime() - recorded.battle.startsAt.getTime()), right: answer.right, score };
  });
  return { seat, answers, timeline, score: seat.score, correct: seat.correct, deviation: seat.deviationBefore };
}

const rivalSeat = (loaded: LoadedBattle, studentId: number): Seat | undefined => loaded.seats.find((seat) => seat.studentId !== studentId);

/** What a student's battle screen is given: the paper without its keys, both players, where they are. */
export async function battleView(db: Db, battleId: number, studentId: number, now = new Date()) {
  const loaded = await loadBattle(db, battleId);
  const me = seatOf(loaded, studentId);
  const { battle } = loaded;
  const [type, questions, ghost] = await Promise.all([requireType(db, battle.typeId), paperQuestions(db, battle), ghostOf(db, battle)]);
  const kind = type.code as BattleTypeCode;
  const mine = answersOf(loaded, studentId);
  const timing = timingOf(battle, mine, now);
  const rival = rivalSeat(loaded, studentId);
  const rivalOut = rival
    ? { ...playerOut(rival, false), progress: progressOf(answersOf(loaded, rival.studentId)), finished: rival.finishedAt !== null, away: rival.awaySince !== null }
    : ghost
      ? { ...playerOut({ ...ghost.seat, studentId: null }, true), progress: { answered: 0, correct: 0, score: 0 }, finished: false, away: false }
      : null;
  return {
    battle_id: battle.id,
    mode: battle.mode,
    status: battle.status,
    type_id: type.id,
    type_code: type.code,
    type_name: type.nameJa,
    level: battle.level,
    question_count: battle.questionIds.length,
    seconds_per_question: battle.secondsPerQuestion,
    starts_at: battle.startsAt.toISOString(),
    server_time: now.toISOString(),
    me: {
      ...playerOut(me, false),
      progress: progressOf(mine),
      finished: me.finishedAt !== null,
      answers: mine.map((answer) => ({ index: answer.questionIndex, choice: answer.choice, right: answer.right, points: answer.points })),
    },
    rival: rivalOut,
    ghost_timeline: ghost?.timeline ?? null,
    contest_paper: { questions: questions.map((question, index) => questionView(battle.id, index, question, kind)) },
    current: battle.status === 'active' && me.finishedAt === null ? windowOut(timing.current) : null,
  };
}
export type BattleView = Awaited<ReturnType<typeof battleView>>;

/** Rows for the questions a student let run out, recorded when the server notices. */
async function recordMissed(tx: Transaction, battle: BattleRow, studentId: number, windows: QuestionWindow[], existing: AnswerRow[]): Promise<AnswerRow[]> {
  const taken = new Set(existing.map((answer) => answer.questionIndex));
  const rows = windows
    .filter((window) => !taken.has(window.index))
    .map((window) => ({ battleId: battle.id, studentId, questionIndex: window.index, guid: null, choice: null, right: false, points: 0, elapsedMs: limitMs(battle), answeredAt: window.closesAt }));
  if (rows.length === 0) return [];
  return tx.insert(arenaBattleAnswers).values(rows).onConflictDoNothing().returning();
}

export type AnswerInput = { battleId: number; questionIndex: number; choice: number; guid: string };

/** The reply to an answer, from what the transaction holds (the student's answers with it). */
function answerReply(battle: BattleRow, mine: AnswerRow[], answer: AnswerRow, now: Date) {
  const timing = timingOf(battle, mine, now);
  return {
    question_index: answer.questionIndex,
    right: answer.right,
    right_choice: battle.answerKeys[answer.questionIndex] ?? 0,
    points: answer.points,
    elapsed_ms: answer.elapsedMs,
    me: progressOf(mine),
    next: battle.status === 'active' ? windowOut(timing.current) : null,
  };
}

const REFUSALS = { answered: MESSAGES.alreadyAnswered, not_shown: MESSAGES.notShown, late: MESSAGES.late } as const;

/**
 * One answer (submit-exercise-log), in six statements: the battle row is locked (every change to
 * a battle locks it first, so the two students' answers, a finish and a forfeit never wait on
 * each other in a circle), its seats and this student's answers read, the answer inserted, the
 * score updated, the rival told. A resend with the same guid gets the first reply again and
 * changes nothing; the paper's keys are the battle's own (answer_keys), so the bank is not read.
 */
export async function submitAnswer(db: Database, studentId: number, input: AnswerInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const [battle] = await tx.select().from(arenaBattles).where(eq(arenaBattles.id, input.battleId)).for('update');
    const seats = battle ? await tx.select({ studentId: arenaBattlePlayers.studentId, finishedAt: arenaBattlePlayers.finishedAt }).from(arenaBattlePlayers).where(eq(arenaBattlePlayers.battleId, input.battleId)) : [];
    const seat = seats.find((entry) => entry.studentId === studentId);
    if (!battle || !seat) throw notFound(MESSAGES.unknownBattle);
    const mine = await tx.select().from(arenaBattleAnswers).where(and(eq(arenaBattleAnswers.battleId, input.battleId), eq(arenaBattleAnswers.studentId, studentId)));
    const resent = mine.find((answer) => answer.guid === input.guid);
    if (resent) {
      if (resent.questionIndex !== input.questionIndex) throw badRequest(MESSAGES.guidReused);
      return answerReply(battle, mine, resent, now);
    }
    if (battle.status !== 'active' || seat.finishedAt !== null) throw badRequest(MESSAGES.battleOver);
    const timing = timingForAnswer(battle.startsAt, battle.questionIds.length, limitMs(battle), recorded(mine), now, input.questionIndex);
    const refusal = answerRefusal(timing, input.questionIndex, now);
    // A refused answer changes nothing: a question let run out is recorded with the next answer or the finish.
    if (refusal) throw badRequest(REFUSALS[refusal]);
    if (input.choice > OPTIONS_PER_QUESTION) throw badRequest(MESSAGES.badChoice);
    const elapsedMs = Math.max(0, now.getTime() - timing.current!.opensAt.getTime());
    const right = input.choice === battle.answerKeys[input.questionIndex];
    const missed = await recordMissed(tx, battle, studentId, timing.missed, mine);
    const [answer] = await tx
      .insert(arenaBattleAnswers)
      .values({ battleId: battle.id, studentId, questionIndex: input.questionIndex, guid: input.guid, choice: input.choice, right, points: questionPoints(right, elapsedMs, limitMs(battle)), elapsedMs, answeredAt: now })
      .onConflictDoNothing()
      .returning();
    // The guid was used for an answer in another battle.
    if (!answer) throw badRequest(MESSAGES.guidReused);
    const all = [...mine, ...missed, answer];
    const progress = progressOf(all);
    await tx.update(arenaBattlePlayers).set({ score: progress.score, correct: progress.correct }).where(and(eq(arenaBattlePlayers.battleId, battle.id), eq(arenaBattlePlayers.studentId, studentId)));
    const rivals = seats.filter((entry) => entry.studentId !== studentId).map((entry) => entry.studentId);
    await notifyStudents(tx, rivals, { event: 'rival_progress', battle_id: battle.id, ...progress });
    return answerReply(battle, all, answer, now);
  });
}

const awayTooLong = (seat: Seat, now: Date) => seat.finishedAt === null && seat.awaySince !== null && now.getTime() - seat.awaySince.getTime() >= FORFEIT_GRACE_SECONDS * 1000;

type Decision = { seat: Seat; score: number; correct: number; outcome: BattleOutcome; forfeit: boolean; after: Rating | null };

/** Adds a battle's result to a student's rating record. */
async function recordRating(tx: Transaction, studentId: number, typeId: number, after: Rating, outcome: BattleOutcome, now: Date) {
  const counts = { battles: 1, wins: outcome === 'win' ? 1 : 0, losses: outcome === 'lose' ? 1 : 0, draws: outcome === 'draw' ? 1 : 0 };
  await tx
    .insert(arenaRatings)
    .values({ studentId, typeId, ...after, ...counts, updatedAt: now })
    .onConflictDoUpdate({
      target: [arenaRatings.studentId, arenaRatings.typeId],
      set: {
        ...after,
        battles: sql`${arenaRatings.battles} + 1`,
        wins: sql`${arenaRatings.wins} + ${counts.wins}`,
        losses: sql`${arenaRatings.losses} + ${counts.losses}`,
        draws: sql`${arenaRatings.draws} + ${counts.draws}`,
        updatedAt: now,
      },
    });
}

/** Questions of a battle a student did not get right go to their wrong-question list (again). */
export async function recordWrongQuestions(tx: Transaction, battle: BattleRow, studentId: number, wrong: number[], now: Date) {
  if (wrong.length === 0) return;
  await tx
    .insert(arenaWrongQuestions)
    .values(wrong.map((questionId) => ({ studentId, questionId, typeId: battle.typeId, lastWrongAt: now })))
    .onConflictDoUpdate({
      target: [arenaWrongQuestions.studentId, arenaWrongQuestions.questionId],
      set: { wrongCount: sql`${arenaWrongQuestions.wrongCount} + 1`, lastWrongAt: now, clearedAt: null },
    });
}

/** Decides a live or ghost battle: points from the recorded answers, outcome, ratings, the wrong-question lists. */
async function decide(tx: Transaction, loaded: LoadedBattle, now: Date, forfeiter: number | null): Promise<void> {
  const { battle } = loaded;
  const ghost = await ghostOf(tx, battle);
  const totals = loaded.seats.map((seat) => ({ seat, ...progressOf(answersOf(loaded, seat.studentId)) }));
  const current = await Promise.all(totals.map((entry) => ratingRecord(tx, entry.seat.studentId, battle.typeId)));
  let decisions: Decision[];
  if (ghost) {
    const [me] = totals;
    const outcome = battleOutcome(me!.score, ghost.score, forfeiter === me!.seat.studentId ? 'me' : undefined);
    const opponent = { rating: ghost.seat.ratingBefore, deviation: ghost.deviation, volatility: 0.06 };
    decisions = [{ seat: me!.seat, score: me!.score, correct: me!.correct, outcome, forfeit: forfeiter !== null, after: rateAgainst(current[0]!, opponent, outcome) }];
  } else {
    const [a, b] = totals as [(typeof totals)[number], (typeof totals)[number]];
    const forfeitOf = (studentId: number) => (forfeiter === null ? undefined : forfeiter === studentId ? 'me' : 'rival');
    const outcomeA = battleOutcome(a.score, b.score, forfeitOf(a.seat.studentId));
    const outcomeB = battleOutcome(b.score, a.score, forfeitOf(b.seat.studentId));
    const [afterA, afterB] = ratePair(current[0]!, current[1]!, outcomeA);
    decisions = [
      { seat: a.seat, score: a.score, correct: a.correct, outcome: outcomeA, forfeit: forfeiter === a.seat.studentId, after: afterA },
      { seat: b.seat, score: b.score, correct: b.correct, outcome: outcomeB, forfeit: forfeiter === b.seat.studentId, after: afterB },
    ];
  }
  for (const decision of decisions) {
    const studentId = decision.seat.studentId;
    await tx
      .update(arenaBattlePlayers)
      .set({ score: decision.score, correct: decision.correct, outcome: decision.outcome, forfeit: decision.forfeit, ratingAfter: decision.after?.rating ?? null, finishedAt: decision.seat.finishedAt ?? now })
      .where(and(eq(arenaBattlePlayers.battleId, battle.id), eq(arenaBattlePlayers.studentId, studentId)));
    if (decision.after) await recordRating(tx, studentId, battle.typeId, decision.after, decision.outcome, now);
    const wrong = answersOf(loaded, studentId).filter((answer) => !answer.right);
    await recordWrongQuestions(tx, battle, studentId, [...new Set(wrong.map((answer) => battle.questionIds[answer.questionIndex]!))], now);
  }
  await tx.update(arenaBattles).set({ status: 'finished', finishedAt: now }).where(eq(arenaBattles.id, battle.id));
  await notifyStudents(
    tx,
    loaded.seats.map((seat) => seat.studentId),
    { event: 'finished', battle_id: battle.id },
  );
}

/**
 * Records the questions each seat let run out (and, once the battle's deadline has passed, every
 * question not answered), then reloads the locked battle so a decision counts them.
 */
async function withMissedRecorded(tx: Transaction, loaded: LoadedBattle, now: Date, untilEnd: boolean): Promise<LoadedBattle> {
  const { battle } = loaded;
  for (const seat of loaded.seats) {
    const mine = answersOf(loaded, seat.studentId);
    const timing = timingOf(battle, mine, now);
    const windows = untilEnd ? [...timing.missed, ...(timing.current ? [timing.current] : []), ...remainingWindows(battle, timing.windows.length)] : timing.missed;
    await recordMissed(tx, battle, seat.studentId, windows, mine);
  }
  return loadBattle(tx, battle.id);
}

/** Windows for questions never reached (the battle's deadline passed): each closes at the deadline. */
function remainingWindows(battle: BattleRow, reached: number): QuestionWindow[] {
  return Array.from({ length: battle.questionIds.length - reached }, (_, offset) => ({ index: reached + offset, opensAt: battle.deadlineAt, closesAt: battle.deadlineAt }));
}

export type FinishReply = { status: 'waiting_rival' } | { status: 'finished'; result: BattleResult };

/**
 * The student has answered or missed every question (submit-battle-score). The battle is decided
 * when the rival has too, when the rival has been away past FORFEIT_GRACE_SECONDS (a forfeit),
 * when the battle's deadline has passed, or at once against a ghost; otherwise the rival hears
 * that this student is done.
 */
export async function finishBattle(db: Database, studentId: number, battleId: number, now = new Date()): Promise<FinishReply> {
  const decided = await db.transaction(async (tx) => {
    let loaded = await loadBattle(tx, battleId, true);
    const me = seatOf(loaded, studentId);
    const { battle } = loaded;
    if (battle.mode === 'grammar') throw badRequest(MESSAGES.grammarOnly);
    if (battle.status === 'finished') return true;
    const rival = rivalSeat(loaded, studentId);
    const pastDeadline = now >= battle.deadlineAt;
    if (rival && awayTooLong(rival, now)) {
      await decide(tx, await withMissedRecorded(tx, loaded, now, false), now, rival.studentId);
      return true;
    }
    const timing = timingOf(battle, answersOf(loaded, studentId), now);
    if (timing.current !== null && !pastDeadline) throw badRequest(MESSAGES.notFinished);
    loaded = await withMissedRecorded(tx, loaded, now, pastDeadline);
    if (me.finishedAt === null) await tx.update(arenaBattlePlayers).set({ finishedAt: now }).where(and(eq(arenaBattlePlayers.battleId, battleId), eq(arenaBattlePlayers.studentId, studentId)));
    if (!rival || rival.finishedAt !== null || pastDeadline) {
      await decide(tx, await loadBattle(tx, battleId), now, null);
      return true;
    }
    if (me.finishedAt === null) await notifyStudents(tx, [rival.studentId], { event: 'rival_finished', battle_id: battleId });
    return false;
  });
  return decided ? { status: 'finished', result: await battleResult(db, studentId, battleId) } : { status: 'waiting_rival' };
}

/** Tells the other seat of a battle what this student did. */
async function notifyRivals(tx: Transaction, battleId: number, studentId: number, event: 'rival_left' | 'rival_back') {
  const rivals = await tx.select({ id: arenaBattlePlayers.studentId }).from(arenaBattlePlayers).where(and(eq(arenaBattlePlayers.battleId, battleId), sql`${arenaBattlePlayers.studentId} <> ${studentId}`));
  await notifyStudents(
    tx,
    rivals.map((rival) => rival.id),
    { event, battle_id: battleId },
  );
}

/** A student's live socket closed: in each of their live battles they are away (the rival hears it). */
export async function markAway(db: Database, studentId: number, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(arenaBattlePlayers)
      .set({ awaySince: now })
      .where(
        and(
          eq(arenaBattlePlayers.studentId, studentId),
          isNull(arenaBattlePlayers.awaySince),
          isNull(arenaBattlePlayers.finishedAt),
          inArray(arenaBattlePlayers.battleId, tx.select({ id: arenaBattles.id }).from(arenaBattles).where(and(eq(arenaBattles.status, 'active'), eq(arenaBattles.mode, 'live')))),
        ),
      )
      .returning({ battleId: arenaBattlePlayers.battleId });
    for (const { battleId } of rows) await notifyRivals(tx, battleId, studentId, 'rival_left');
    return rows.map((row) => row.battleId);
  });
}

/** A student's live socket is open again: they are back in their battles. */
export async function markBack(db: Database, studentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(arenaBattlePlayers)
      .set({ awaySince: null })
      .where(and(eq(arenaBattlePlayers.studentId, studentId), isNotNull(arenaBattlePlayers.awaySince)))
      .returning({ battleId: arenaBattlePlayers.battleId });
    for (const { battleId } of rows) await notifyRivals(tx, battleId, studentId, 'rival_back');
  });
}

/** Decides a live battle by forfeit when a student has been away past the grace (a process's timer calls it). */
export async function settleForfeit(db: Database, battleId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const loaded = await loadBattle(tx, battleId, true);
    if (loaded.battle.status !== 'active' || loaded.battle.mode !== 'live') return false;
    const away = loaded.seats.find((seat) => awayTooLong(seat, now));
    if (!away) return false;
    await decide(tx, await withMissedRecorded(tx, loaded, now, false), now, away.studentId);
    return true;
  });
}

/** The student's open battle, deciding first any whose deadline has long passed (a rival's process died). */
export async function openBattleId(db: Database, studentId: number, now = new Date()): Promise<number | null> {
  const rows = await db
    .select({ id: arenaBattles.id, deadlineAt: arenaBattles.deadlineAt, mode: arenaBattles.mode })
    .from(arenaBattlePlayers)
    .innerJoin(arenaBattles, eq(arenaBattles.id, arenaBattlePlayers.battleId))
    .where(and(eq(arenaBattlePlayers.studentId, studentId), eq(arenaBattles.status, 'active'), inArray(arenaBattles.mode, ['live', 'ghost'])))
    .orderBy(desc(arenaBattles.id));
  for (const row of rows) {
    if (now < row.deadlineAt) return row.id;
    await db.transaction(async (tx) => {
      const loaded = await loadBattle(tx, row.id, true);
      if (loaded.battle.status === 'active') await decide(tx, await withMissedRecorded(tx, loaded, now, true), now, null);
    });
  }
  return null;
}

type ResultQuestion = {
  index: number;
  question_id: string;
  kind: BattleTypeCode;
  prompt: string;
  right_answer: string;
  my_choice: string | null;
  my_right: boolean;
  my_points: number;
  rival_right: boolean | null;
  explanation: string;
};

export function resultQuestions(questions: ArenaQuestionRow[], kind: BattleTypeCode, mine: AnswerRow[], rivals: { index: number; right: boolean }[] | null): ResultQuestion[] {
  return questions.map((question, index) => {
    const answer = mine.find((entry) => entry.questionIndex === index);
    return {
      index,
      question_id: question.code,
      kind,
      prompt: questionPrompt(question),
      right_answer: optionText(question, rightChoice(question)) ?? '',
      my_choice: optionText(question, answer?.choice ?? null),
      my_right: answer?.right ?? false,
      my_points: answer?.points ?? 0,
      rival_right: rivals ? (rivals.find((entry) => entry.index === index)?.right ?? false) : null,
      explanation: explanationOf(question),
    };
  });
}

/** A decided battle as a student's result page shows it (battle-result, submit-battle-score). */
export async function battleResult(db: Db, studentId: number, battleId: number) {
  const loaded = await loadBattle(db, battleId);
  const me = seatOf(loaded, studentId);
  const { battle } = loaded;
  if (battle.status !== 'finished' || me.outcome === null) throw badRequest(MESSAGES.notDecided);
  const [type, questions, ghost] = await Promise.all([requireType(db, battle.typeId), paperQuestions(db, battle), ghostOf(db, battle)]);
  const kind = type.code as BattleTypeCode;
  const rival = rivalSeat(loaded, studentId);
  const total = battle.questionIds.length;
  const rivalAnswers = rival ? answersOf(loaded, rival.studentId) : (ghost?.answers ?? null);
  const rivalOut = rival
    ? { ...playerOut(rival, false), score: rival.score, correct: rival.correct, total }
    : ghost
      ? { ...playerOut({ ...ghost.seat, studentId: null }, true), score: ghost.score, correct: ghost.correct, total }
      : null;
  const ratingAfter = me.ratingAfter ?? me.ratingBefore;
  const forfeit = me.forfeit ? 'me' : rival?.forfeit ? 'rival' : null;
  return {
    battle_id: battle.id,
    mode: battle.mode,
    type_id: type.id,
    type_name: type.nameJa,
    level: battle.level,
    outcome: me.outcome,
    forfeit,
    me: { ...playerOut(me, false), score: me.score, correct: me.correct, total, rating_before: Math.round(me.ratingBefore), rating_after: Math.round(ratingAfter), level_before: levelOf(me.ratingBefore), level_after: levelOf(ratingAfter) },
    rival: rivalOut,
    questions: resultQuestions(
      questions,
      kind,
      answersOf(loaded, studentId),
      rivalAnswers?.map((answer) => ({ index: answer.questionIndex, right: answer.right })) ?? null,
    ),
  };
}
export type BattleResult = Awaited<ReturnType<typeof battleResult>>;
