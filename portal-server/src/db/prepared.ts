import { fillPlaceholders, getTableColumns, sql, type Query, type SQL, type Table } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Transaction } from './client';
import { statementBatcherFor } from './statement-batches';

type Db = Database | Transaction;

/**
 * A value a prepared statement (runPrepared) takes at each run: drizzle's placeholder named
 * `name`, typed as the value it stands for so that the usual query builders accept it (they pass
 * a placeholder through to the statement's parameters untouched, without the column's driver
 * mapping: give timestamps as ISO strings and JSON as text, or use `boundRecord`).
 */
export const bound = <T>(name: string): T => sql.placeholder(name) as unknown as T;

/**
 * A record of a table's insert or update values as placeholders (`prefix` + key) and, for the
 * run, the values under those names mapped as the table's columns map them (JSON to text, dates
 * to ISO), as drizzle would have done for the values themselves.
 */
export function boundRecord<T extends Record<string, unknown>>(
  prefix: string,
  record: T,
  columns: Record<string, { mapToDriverValue: (value: unknown) => unknown }>,
): { placeholders: T; values: Record<string, unknown> } {
  const placeholders: Record<string, unknown> = {};
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    // An undefined value is bound as null (not left out): the statement's text must not depend on it.
    const column = columns[key];
    placeholders[key] = sql.placeholder(prefix + key);
    values[prefix + key] = value === null || value === undefined ? null : column ? column.mapToDriverValue(value) : value;
  }
  return { placeholders: placeholders as T, values };
}

/** Statements compiled so far, by shape; a shape that embeds a date is a new one each day, so they are dropped now and then. */
const compiledShapes = new Map<string, Query>();
const MAX_SHAPES = 1_000;

/**
 * Runs a statement built once per `shape` (a key naming everything that changes its text or its
 * fixed parameters) with `bound` placeholders; each call only binds `values` and runs it. For
 * the hottest calls (the dashboard, answer posts): building a statement with drizzle took most
 * of their CPU (README "Benchmark": its `is()` checks, SQL chunks and the garbage they leave).
 * The rows are PostgreSQL's, by column name (use row_to_json and rowFromJson for table rows).
 */
export async function runPrepared<Row>(db: Db, shape: string, build: () => SQL, values: Record<string, unknown>): Promise<Row[]> {
  const query = compiledQuery(db, shape, build);
  // drizzle keeps its session internal; both handles (PGlite and node-postgres, a transaction
  // too) have one, and its prepareQuery only wraps an already built query.
  const { session } = db as unknown as { session: PgSession };
  const result = (await session.prepareQuery(query, undefined, undefined, false).execute(values)) as { rows: Row[] };
  return result.rows;
}

/**
 * runPrepared for a statement that commits on its own and is safe to run twice (it writes
 * nothing the second time): on PostgreSQL, such statements of different `key`s (the student
 * whose rows they lock) issued while others are on the wire are sent and committed together
 * (db/statement-batches.ts). On PGlite, which runs in this process, and inside a transaction, it
 * is runPrepared.
 */
export async function runPreparedInBatch<Row>(db: Db, shape: string, build: () => SQL, values: Record<string, unknown>, key: number): Promise<Row[]> {
  const { client } = (db as unknown as { session: { client: unknown } }).session;
  if (!(client instanceof pg.Pool)) return runPrepared(db, shape, build, values);
  const query = compiledQuery(db, shape, build);
  return statementBatcherFor(client).run<Row>(query.sql, fillPlaceholders(query.params, values), key);
}

/** The statement of `shape`, built and compiled on its first use. */
function compiledQuery(db: Db, shape: string, build: () => SQL): Query {
  let query = compiledShapes.get(shape);
  if (!query) {
    // drizzle keeps its dialect internal; both handles have it.
    query = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(build());
    if (compiledShapes.size >= MAX_SHAPES) compiledShapes.clear();
    compiledShapes.set(shape, query);
  }
  return query;
}

/**
 * `insert into table (columns) select values from source`: for a row whose values come partly
 * from another part of the statement (a data-modifying WITH). Each value is cast to its column's
 * type, since a select's parameters get no type from the insert's columns.
 */
export function insertSelectSql(table: Table, values: Record<string, unknown>, source: SQL): SQL {
  const columns = getTableColumns(table);
  const keys = Object.keys(values);
  const column = (key: string) => {
    const found = columns[key];
    if (!found) throw new Error(`insertSelectSql: no column ${key}`);
    return found;
  };
  return sql`insert into ${table} (${sql.join(
    keys.map((key) => sql.identifier(column(key).name)),
    sql`, `,
  )}) select ${sql.join(
    keys.map((key) => sql`${values[key]}::${sql.raw(column(key).getSQLType())}`),
    sql`, `,
  )} from ${source}`;
}
