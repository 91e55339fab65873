import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { pointLedger } from '../../db/tables/points';

export type CreditInput = {
  studentId: number;
  /**
   * Unique for what earns the points, across all students: e.g. `answer:<guid>:<question_id>`
   * or `mission:<student>:<mission>:<period>`. A second credit with the same key does nothing.
   */
  sourceKey: string;
  points: number;
  /** Shown in the points log, in Japanese. */
  reason: string;
};

export type CreditResult = { credited: boolean };

/**
 * Credits points at most once per source key. Call it inside the transaction that records
 * what earned the points, so both commit together or not at all; under concurrency the
 * unique key makes every duplicate a no-op (PostgreSQL waits for the first to commit).
 */
export async function creditPoints(tx: Transaction, input: CreditInput): Promise<CreditResult> {
  return { credited: (await creditPointsOnce(tx, [input])).has(input.sourceKey) };
}

const sourceKeyOf = (input: CreditInput) => input.sourceKey.slice(0, 500);

/**
 * creditPoints for several credits in one statement (an answer post that also completes its
 * run earns twice: one round trip instead of two). Returns the source keys (as given) credited now.
 */
export async function creditPointsOnce(tx: Transaction, inputs: CreditInput[]): Promise<Set<string>> {
  if (inputs.length === 0) return new Set();
  return creditedKeys(inputs, await ledgerInsert(tx, inputs));
}

/**
 * The ledger insert of creditPointsOnce, not yet run: to send inside another statement (as a
 * data-modifying WITH) when the caller needs something else from the same round trip. Its rows
 * are the source keys credited, for creditedKeys.
 */
export function ledgerInsert(tx: Transaction, inputs: CreditInput[]) {
  for (const input of inputs) {
    if (!Number.isInteger(input.points)) throw new Error(`creditPoints: points must be a whole number (${input.points})`);
    if (!input.sourceKey) throw new Error('creditPoints: sourceKey is required');
  }
  return tx
    .insert(pointLedger)
    .values(inputs.map((input) => ({ userId: input.studentId, sourceKey: sourceKeyOf(input), points: input.points, reason: input.reason.slice(0, 200) })))
    .onConflictDoNothing({ target: pointLedger.sourceKey })
    .returning({ sourceKey: pointLedger.sourceKey });
}

/** The inputs' source keys (as given) among those the ledger insert returned. */
export function creditedKeys(inputs: CreditInput[], inserted: { sourceKey: string }[]): Set<string> {
  const credited = new Set(inserted.map((row) => row.sourceKey));
  return new Set(inputs.filter((input) => credited.has(sourceKeyOf(input))).map((input) => input.sourceKey));
}

/** Sum of a student's points, optionally between two instants (from inclusive, to exclusive). */
export async function pointsTotal(db: Database | Transaction, studentId: number, range?: { from: Date; to?: Date }): Promise<number> {
  const conditions = [eq(pointLedger.userId, studentId)];
  if (range) conditions.push(gte(pointLedger.createdAt, range.from));
  if (range?.to) conditions.push(lt(pointLedger.createdAt, range.to));
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointLedger.points}), 0)` })
    .from(pointLedger)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}
