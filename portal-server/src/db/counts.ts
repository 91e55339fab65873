import { sql, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

type Db = Database | Transaction;

/** The count columns of one statement: `select (q1)::int as c0, (q2)::int as c1, ...`. */
function countsStatement(queries: Record<string, SQLWrapper>, keys: string[]): SQL {
  return sql`select ${sql.join(
    keys.map((key, index) => sql`(${queries[key]})::int as ${sql.identifier(`c${index}`)}`),
    sql`, `,
  )}`;
}

const countsOfRow = <K extends string>(keys: K[], row: Record<string, unknown> | undefined) =>
  Object.fromEntries(keys.map((key, index) => [key, Number(row?.[`c${index}`] ?? 0)])) as Record<K, number>;

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
 * A value a prepared statement (selectCountsPrepared) takes at each run: drizzle's placeholder
 * named `name`, typed as the value it stands for so that the usual query builders accept it
 * (they pass a placeholder through to the statement's parameters untouched). Timestamps are
 * given as ISO strings at the run, as drizzle itself sends them.
 */
export const bound = <T>(name: string): T => sql.placeholder(name) as unknown as T;

/** Shapes compiled so far; a new day or week of the missions is a new shape, so the old ones are dropped now and then. */
const compiledShapes = new Map<string, { query: Query; keys: string[] }>();
const MAX_SHAPES = 500;

/**
 * selectCounts for the hottest reads (the dashboard). Building a statement of a dozen subqueries
 * with drizzle took most of the call's CPU (README "Benchmark": its `is()` checks, SQL chunks and
 * the garbage they leave); here the statement is built once per `shape` (a key naming everything
 * that changes its text or its fixed parameters) with `bound` placeholders, and each call only
 * binds `values` and runs it.
 */
export async function selectCountsPrepared<K extends string>(db: Db, shape: string, build: () => Record<K, SQLWrapper>, values: Record<string, unknown>): Promise<Record<K, number>> {
  // drizzle keeps its dialect and session internal; both handles (PGlite and node-postgres, a
  // transaction too) have them, and their prepareQuery only wraps an already built query.
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  let compiled = compiledShapes.get(shape);
  if (!compiled) {
    const queries = build();
    const keys = Object.keys(queries);
    if (compiledShapes.size >= MAX_SHAPES) compiledShapes.clear();
    compiled = { query: dialect.sqlToQuery(countsStatement(queries, keys)), keys };
    compiledShapes.set(shape, compiled);
  }
  if (compiled.keys.length === 0) return {} as Record<K, number>;
  const result = (await session.prepareQuery(compiled.query, undefined, undefined, false).execute(values)) as { rows: Record<string, unknown>[] };
  return countsOfRow(compiled.keys as K[], result.rows[0]);
}
