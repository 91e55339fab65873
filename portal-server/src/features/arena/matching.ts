// Matching: a student asks for a rival of a battle type and level (matching-rival). Waiting
// students are rows of arena_queue, so students served by different portal processes meet; one
// transaction per type at a time (an advisory lock) pairs the newcomer with the longest-waiting
// student of the same type and a level at most one apart whose live socket is still open, makes
// the battle, and tells the waiting student through the live channel. A student alone may, after
// GHOST_WAIT_SECONDS, play a recorded battle of another student of that level (a ghost).
import { aliasedTable, and, asc, desc, eq, gt, inArray, ne, notExists, sql } from 'drizzle-orm';
import { GHOST_WAIT_SECONDS } from 'shared-contract';
import type { Database, Transaction } from '../../db/client';
import { arenaBattlePlayers, arenaBattles, arenaQueue } from '../../db/tables/arena';
import { badRequest } from '../../http/reply';
import { battleView, createBattle, openBattleId, type BattleView } from './battles';
import { notifyStudents } from './live-events';
import { MESSAGES } from './messages';
import { pickQuestionIds, ratingRecord, requireType, type ArenaTypeRow } from './store';

/** A queue row whose socket has not been seen for this long belongs to a student who left. */
export const QUEUE_STALE_MS = 20_000;
/** Arbitrary base of the per-type advisory lock keys matching takes. */
const MATCH_LOCK_BASE = 7_414_100;

export type MatchReply = { status: 'waiting'; waited_seconds: number; ghost_after_seconds: number } | { status: 'matched'; battle: BattleView } | { status: 'no_ghost'; errmsg: string };

async function paperFor(tx: Transaction, type: ArenaTypeRow, level: number): Promise<number[]> {
  const ids = await pickQuestionIds(tx, type.id, level, type.questionCount);
  if (ids.length < type.questionCount) throw badRequest(MESSAGES.noQuestions);
  return ids;
}

/** The longest-waiting student of the type at a level at most one apart, preferring the same level. */
async function waitingRival(tx: Transaction, studentId: number, typeId: number, level: number, now: Date) {
  const [row] = await tx
    .select()
    .from(arenaQueue)
    .where(and(eq(arenaQueue.typeId, typeId), ne(arenaQueue.studentId, studentId), gt(arenaQueue.seenAt, new Date(now.getTime() - QUEUE_STALE_MS)), sql`abs(${arenaQueue.level} - ${level}) <= 1`))
    .orderBy(sql`(${arenaQueue.level} = ${level}) desc`, asc(arenaQueue.joinedAt))
    .limit(1);
  return row;
}

/**
 * A recorded battle to replay: a finished live battle of this type and level that this student did
 * not play, not forfeited by the player replayed, the nearest in rating (newest first on ties).
 */
async function recordedPlayer(tx: Transaction, studentId: number, typeId: number, level: number, rating: number) {
  const mine = aliasedTable(arenaBattlePlayers, 'mine');
  const [row] = await tx
    .select({ battleId: arenaBattles.id, studentId: arenaBattlePlayers.studentId, questionIds: arenaBattles.questionIds })
    .from(arenaBattles)
    .innerJoin(arenaBattlePlayers, eq(arenaBattlePlayers.battleId, arenaBattles.id))
    .where(
      and(
        eq(arenaBattles.typeId, typeId),
        eq(arenaBattles.level, level),
        eq(arenaBattles.mode, 'live'),
        eq(arenaBattles.status, 'finished'),
        eq(arenaBattlePlayers.forfeit, false),
        // Not a battle this student played: they would meet their own paper again.
        notExists(tx.select({ one: sql`1` }).from(mine).where(and(eq(mine.battleId, arenaBattles.id), eq(mine.studentId, studentId)))),
      ),
    )
    .orderBy(sql`abs(${arenaBattlePlayers.ratingBefore} - ${rating})`, desc(arenaBattles.id))
    .limit(1);
  return row;
}

type MatchInput = { studentId: number; typeId: number; level: number; ghost: boolean };

async function matchInTransaction(tx: Transaction, input: MatchInput, now: Date): Promise<{ battleId: number } | MatchReply> {
  const type = await requireType(tx, input.typeId);
  await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_LOCK_BASE + type.id})`);
  const record = await ratingRecord(tx, input.studentId, type.id);
  const rival = await waitingRival(tx, input.studentId, type.id, input.level, now);
  if (rival) {
    const level = Math.min(rival.level, input.level);
    const battleId = await createBattle(tx, { mode: 'live', typeId: type.id, level, questionIds: await paperFor(tx, type, level), secondsPerQuestion: type.secondsPerQuestion }, [rival.studentId, input.studentId], now);
    await tx.delete(arenaQueue).where(inArray(arenaQueue.studentId, [rival.studentId, input.studentId]));
    await notifyStudents(tx, [rival.studentId], { event: 'matched', battle_id: battleId });
    return { battleId };
  }
  const [queued] = await tx
    .insert(arenaQueue)
    .values({ studentId: input.studentId, typeId: type.id, level: input.level, rating: record.rating, joinedAt: now, seenAt: now })
    .onConflictDoUpdate({
      target: arenaQueue.studentId,
      // Asking again for the same type and level keeps the place (and the time waited).
      set: { typeId: type.id, level: input.level, rating: record.rating, seenAt: now, joinedAt: sql`case when ${arenaQueue.typeId} = ${type.id} and ${arenaQueue.level} = ${input.level} then ${arenaQueue.joinedAt} else ${now} end` },
    })
    .returning();
  const waitedMs = now.getTime() - queued!.joinedAt.getTime();
  if (!input.ghost) return { status: 'waiting', waited_seconds: Math.floor(waitedMs / 1000), ghost_after_seconds: GHOST_WAIT_SECONDS };
  if (waitedMs < GHOST_WAIT_SECONDS * 1000) throw badRequest(MESSAGES.ghostTooEarly);
  const recorded = await recordedPlayer(tx, input.studentId, type.id, input.level, record.rating);
  if (!recorded) return { status: 'no_ghost', errmsg: MESSAGES.noGhost };
  const battleId = await createBattle(
    tx,
    { mode: 'ghost', typeId: type.id, level: input.level, questionIds: recorded.questionIds, secondsPerQuestion: type.secondsPerQuestion, ghost: { battleId: recorded.battleId, studentId: recorded.studentId } },
    [input.studentId],
    now,
  );
  await tx.delete(arenaQueue).where(eq(arenaQueue.studentId, input.studentId));
  return { battleId };
}

/** matching-rival: the student's open battle if any, else a rival now, else a place in the queue (or a ghost when asked). */
export async function matchRival(db: Database, input: MatchInput, now = new Date()): Promise<MatchReply> {
  const open = await openBattleId(db, input.studentId, now);
  if (open !== null) return { status: 'matched', battle: await battleView(db, open, input.studentId, now) };
  const outcome = await db.transaction((tx) => matchInTransaction(tx, input, now));
  if ('battleId' in outcome) return { status: 'matched', battle: await battleView(db, outcome.battleId, input.studentId, now) };
  return outcome;
}

/** The student stops waiting (leave-matching, or their last live socket closed). */
export async function leaveQueue(db: Database, studentId: number): Promise<boolean> {
  const rows = await db.delete(arenaQueue).where(eq(arenaQueue.studentId, studentId)).returning({ id: arenaQueue.studentId });
  return rows.length > 0;
}

/** Waiting students whose live socket this process holds are still there. */
export async function touchQueue(db: Database, studentIds: number[], now = new Date()): Promise<void> {
  if (studentIds.length === 0) return;
  await db.update(arenaQueue).set({ seenAt: now }).where(inArray(arenaQueue.studentId, studentIds));
}
