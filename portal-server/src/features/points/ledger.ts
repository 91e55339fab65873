import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
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
  const { rows } = (await tx.execute(ledgerInsertSql(inputs.map((input) => ({ row: ledgerRow(input) }))))) as unknown as { rows: { source_key: string }[] };
  return creditedKeys(inputs, rows.map((row) => row.source_key));
}

/** A credit as the ledger stores it: values, or the placeholders of a prepared statement (runPrepared). */
export type LedgerRow = { userId: unknown; sourceKey: unknown; points: unknown; reason: unknown };

/** A credit's ledger row, checked. */
export function ledgerRow(input: CreditInput): LedgerRow {
  if (!Number.isInteger(input.points)) throw new Error(`creditPoints: points must be a whole number (${input.points})`);
  if (!input.sourceKey) throw new Error('creditPoints: sourceKey is required');
  return { userId: input.studentId, sourceKey: sourceKeyOf(input), points: input.points, reason: input.reason.slice(0, 200) };
}

/**
 * The ledger insert of creditPointsOnce as SQL, also for a data-modifying WITH inside a bigger
 * statement (an answer post's last statement), where each credit may hold only if `onlyIf` does
 * (an answer's, only if the same statement stored the answer). Its rows are the source keys
 * credited (`source_key`), for creditedKeys.
 */
export function ledgerInsertSql(credits: { row: LedgerRow; onlyIf?: SQL }[]): SQL {
  const rows = credits.map(
    ({ row, onlyIf }) => sql`select ${row.userId}::int, ${row.sourceKey}::text, ${row.points}::int, ${row.reason}::text where ${onlyIf ?? sql`true`}`,
  );
  const column = (name: string) => sql.identifier(name);
  return sql`insert into ${pointLedger} (${column(pointLedger.userId.name)}, ${column(pointLedger.sourceKey.name)}, ${column(pointLedger.points.name)}, ${column(pointLedger.reason.name)}) ${sql.join(rows, sql` union all `)} on conflict (${column(pointLedger.sourceKey.name)}) do nothing returning ${column(pointLedger.sourceKey.name)}`;
}

/** The inputs' source keys (as given) among those the ledger insert returned. */
export function creditedKeys(inputs: CreditInput[], inserted: string[]): Set<string> {
  const credited = new Set(inserted);
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
