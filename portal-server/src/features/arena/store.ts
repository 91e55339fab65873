// Reads of the arena's tables the services share: types, levels, the bank, ratings, a battle
// with its players and answers.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/tables/accounts';
import { arenaBattleAnswers, arenaBattlePlayers, arenaBattles, arenaQuestions, arenaRatings, arenaTypes } from '../../db/tables/arena';
import { badRequest, notFound } from '../../http/reply';
import { readArenaFile, levelsFile } from './content';
import { MESSAGES } from './messages';
import { levelForRating, START, type Rating } from './ratings';

export type Db = Database | Transaction;
export type ArenaTypeRow = typeof arenaTypes.$inferSelect;
export type ArenaQuestionRow = typeof arenaQuestions.$inferSelect;
export type BattleRow = typeof arenaBattles.$inferSelect;
export type PlayerRow = typeof arenaBattlePlayers.$inferSelect;
export type AnswerRow = typeof arenaBattleAnswers.$inferSelect;
export type RatingRecord = Rating & { battles: number; wins: number; losses: number; draws: number };

let levels: ReturnType<typeof readLevels> | null = null;
const readLevels = () => readArenaFile('levels.yaml', levelsFile).levels;

/** The five levels (content/arena/levels.yaml), read once. */
export function arenaLevels() {
  levels ??= readLevels();
  return levels;
}

export const levelOf = (rating: number) => levelForRating(rating, arenaLevels());
export const levelName = (level: number) => arenaLevels().find((entry) => entry.level === level)?.name_ja ?? '';

export async function allTypes(db: Db): Promise<ArenaTypeRow[]> {
  return db.select().from(arenaTypes).orderBy(asc(arenaTypes.sort));
}

/** A battle type by id, or 400 with the message a student reads. */
export async function requireType(db: Db, typeId: number): Promise<ArenaTypeRow> {
  const [row] = await db.select().from(arenaTypes).where(eq(arenaTypes.id, typeId));
  if (!row) throw badRequest(MESSAGES.unknownType);
  return row;
}

export async function ratingRecord(db: Db, studentId: number, typeId: number): Promise<RatingRecord> {
  const [row] = await db.select().from(arenaRatings).where(and(eq(arenaRatings.studentId, studentId), eq(arenaRatings.typeId, typeId)));
  return row ?? { ...START, battles: 0, wins: 0, losses: 0, draws: 0 };
}

export async function ratingRecords(db: Db, studentId: number): Promise<Map<number, RatingRecord>> {
  const rows = await db.select().from(arenaRatings).where(eq(arenaRatings.studentId, studentId));
  return new Map(rows.map((row) => [row.typeId, row]));
}

/** `count` random active questions of a type and level (fewer only if the bank holds fewer). */
export async function pickQuestionIds(db: Db, typeId: number, level: number, count: number): Promise<number[]> {
  const rows = await db
    .select({ id: arenaQuestions.id })
    .from(arenaQuestions)
    .where(and(eq(arenaQuestions.typeId, typeId), eq(arenaQuestions.level, level), eq(arenaQuestions.active, true)))
    .orderBy(sql`random()`)
    .limit(count);
  return rows.map((row) => row.id);
}

export async function questionsByIds(db: Db, ids: readonly number[]): Promise<Map<number, ArenaQuestionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(arenaQuestions).where(inArray(arenaQuestions.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The battle's questions in paper order. */
export async function paperQuestions(db: Db, battle: BattleRow): Promise<ArenaQuestionRow[]> {
  const byId = await questionsByIds(db, battle.questionIds);
  return battle.questionIds.map((id) => byId.get(id)!);
}

export type Seat = PlayerRow & { nickname: string; avatar: string };

/** A battle with its players (nickname, avatar) and every answer, or 404. */
export async function loadBattle(db: Db, battleId: number, lock = false) {
  const query = db.select().from(arenaBattles).where(eq(arenaBattles.id, battleId));
  const [battle] = lock ? await query.for('update') : await query;
  if (!battle) throw notFound(MESSAGES.unknownBattle);
  const [seats, answers] = await Promise.all([
    db
      .select({ player: arenaBattlePlayers, nickname: users.nickname, avatar: users.avatar })
      .from(arenaBattlePlayers)
      .innerJoin(users, eq(users.id, arenaBattlePlayers.studentId))
      .where(eq(arenaBattlePlayers.battleId, battleId))
      .orderBy(asc(arenaBattlePlayers.seat)),
    db.select().from(arenaBattleAnswers).where(eq(arenaBattleAnswers.battleId, battleId)).orderBy(asc(arenaBattleAnswers.questionIndex)),
  ]);
  return { battle, seats: seats.map((row): Seat => ({ ...row.player, nickname: row.nickname, avatar: row.avatar })), answers };
}
export type LoadedBattle = Awaited<ReturnType<typeof loadBattle>>;

/** A student's seat in a battle; another student's battle is 404 like one that does not exist (nothing leaks). */
export function seatOf(loaded: LoadedBattle, studentId: number): Seat {
  const seat = loaded.seats.find((entry) => entry.studentId === studentId);
  if (!seat) throw notFound(MESSAGES.unknownBattle);
  return seat;
}
