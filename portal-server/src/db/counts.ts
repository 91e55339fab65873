import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { runPrepared } from './prepared';
import type { Database, Transaction } from './client';

type Db = Database | Transaction;

/** The count columns of one statement: `select (q1)::int as "key1", (q2)::int as "key2", ...`. */
function countsStatement(queries: Record<string, SQLWrapper>, keys: string[]): SQL {
  return sql`select ${sql.join(
    keys.map((key) => sql`(${queries[key]})::int as ${sql.identifier(key)}`),
    sql`, `,
  )}`;
}

const countsOfRow = <K extends string>(keys: K[], row: Record<string, unknown> | undefined) =>
  Object.fromEntries(keys.map((key) => [key, Number(row?.[key] ?? 0)])) as Record<K, number>;

/**
 * Runs several count queries (each a select of one count) as one statement:
 * `select (q1)::int, (q2)::int, ...`. On PostgreSQL every statement is a network round trip and
 * a write to the socket, which cost more than the counts themselves: the dashboard's twelve counts
 * as twelve statements ran at a fifth of the rate of the same counts in one (README "Benchmark").
 */
export async function selectCounts<K extends string>(db: Db, queries: Record<K, SQLWrapper>): Promise<Record<K, number>> {
  const keys = Object.keys(queries) as K[];
  if (keys.length === 0) return {} as Record<K, number>;
  const result = (await db.execute(countsStatement(queries, keys))) as unknown as { rows: Record<string, unknown>[] };
  return countsOfRow(keys, result.rows[0]);
}

/** One count query's result (selectCounts with a single query). */
export async function selectCount(db: Db, query: SQLWrapper): Promise<number> {
  return (await selectCounts(db, { n: query })).n;
}

/**
 * selectCounts for the hottest reads (the dashboard), built once per `shape` with `bound`
 * placeholders (runPrepared); each call only binds `values` and runs it. The row's columns are
 * named by the keys, so the result needs nothing kept from the build.
 */
export async function selectCountsPrepared<K extends string>(db: Db, shape: string, build: () => Record<K, SQLWrapper>, values: Record<string, unknown>): Promise<Record<K, number>> {
  const [row] = await runPrepared<Record<string, unknown>>(db, `counts:${shape}`, () => {
    const queries = build();
    const keys = Object.keys(queries);
    return keys.length > 0 ? countsStatement(queries, keys) : sql`select`;
  }, values);
  return countsOfRow(Object.keys(row ?? {}) as K[], row);
}
