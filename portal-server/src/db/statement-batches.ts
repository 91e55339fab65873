// Group commit for the hottest writes on PostgreSQL: the answer posts' one-statement paths.
//
// A statement on its own is a round trip and a commit: this process writes and reads a socket
// for it, and PostgreSQL reads it, runs it, commits it (its WAL flushed) and answers it. When
// posts come faster than that, the statements that queue while a batch is on the wire go out
// together as the next one: Bind, Describe and Execute for each and one Sync, in one write, so
// PostgreSQL runs them in one implicit transaction with one commit and answers them in one read.
// pgbench with a statement of the same shape on this machine: 7,000-8,400 single-statement
// transactions a second, against 16,500-17,700 statements a second in pipelines of eight.
//
// What a batch must not change:
// - Each statement gets its own rows or its own error. A batch is one transaction, so when one
//   statement fails PostgreSQL skips the rest and rolls all of them back; every statement of the
//   batch then runs again on its own, and only the failing one fails. A batch whose outcome is
//   unknown (the connection lost after it was sent) is also run again, so the statements given
//   here must be safe to run twice: the answer posts' are keyed by guid and write nothing the
//   second time.
// - No deadlock between batches: a batch holds its statements' locks until its one commit. The
//   statements here lock only their key's rows (a student's run, answers and ledger rows), each
//   key appears at most once in a batch, and a batch runs in key order, so every batch takes its
//   locks in the same order.
// - No wait when the server is idle: a statement that finds a free slot goes out in the next turn
//   of the event loop, alone or with whatever arrived in the same turn. Batches form only while
//   MAX_IN_FLIGHT of them are on the wire, which is exactly when waiting costs nothing extra.
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import { statementName } from './named-statements';

/** Batches on the wire at once, per process (each on its own pooled connection). */
export const MAX_IN_FLIGHT = 2;
/** Statements per batch at most: a larger one holds its locks longer and reruns more when one statement fails. */
export const MAX_BATCH = 16;

type Row = Record<string, unknown>;
type Pending = { text: string; values: unknown[]; key: number; resolve: (rows: Row[]) => void; reject: (error: unknown) => void };

/** drizzle's node-postgres parsers (its session keeps dates, times and intervals as PostgreSQL's text), so rows read the same either way. */
const TEXT_KEPT_TYPES = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);
const keepText = (value: string) => value;
export const DRIVER_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (TEXT_KEPT_TYPES.has(oid) ? keepText : pg.types.getTypeParser(oid, format)),
};

/** The part of pg.Client's connection a batch writes to (pg-cursor's way in: a custom query's submit gets it). */
type Connection = {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  bind(config: { statement: string; values: unknown[] }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: Record<string, never>): void;
  sync(): void;
};
type FieldDescription = { name: string; dataTypeID: number };

/**
 * Statements already prepared on one connection, run as one pipeline with one Sync: a custom
 * query in pg.Client's sense (it calls submit when the connection is free, then hands over each
 * message of the answer until ReadyForQuery, or the first error).
 */
class PipelinedBatch {
  private readonly results: Row[][] = [];
  private current: Row[] = [];
  private fields: { name: string; parse: (raw: string) => unknown }[] = [];
  private settled = false;

  constructor(
    private readonly statements: { name: string; values: unknown[] }[],
    private readonly done: (error: unknown, results?: Row[][]) => void,
  ) {}

  submit(connection: Connection): Error | undefined {
    // Mapped before anything is written: a value that cannot be sent fails the batch, not the connection.
    let mapped: unknown[][];
    try {
      mapped = this.statements.map(({ values }) => values.map((value) => pgUtils.prepareValue(value)));
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    connection.stream.cork?.();
    try {
      this.statements.forEach(({ name }, index) => {
        connection.bind({ statement: name, values: mapped[index]! });
        connection.describe({ type: 'P', name: '' });
        connection.execute({});
      });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return undefined;
  }

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    this.fields = message.fields.map(({ name, dataTypeID }) => ({ name, parse: DRIVER_TYPES.getTypeParser(dataTypeID, 'text') as (raw: string) => unknown }));
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    const row: Row = {};
    message.fields.forEach((raw, index) => {
      const field = this.fields[index]!;
      row[field.name] = raw === null ? null : field.parse(raw);
    });
    this.current.push(row);
  }

  handleCommandComplete(): void {
    this.results.push(this.current);
    this.current = [];
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  handlePortalSuspended(): void {
    this.handleError(new Error('statement batch: a portal was suspended'));
  }

  handleCopyInResponse(): void {
    this.handleError(new Error('statement batch: COPY is not supported'));
  }

  handleCopyData(): void {}

  handleError(error: unknown): void {
    this.settle(error);
  }

  handleReadyForQuery(): void {
    if (this.results.length !== this.statements.length) this.settle(new Error(`statement batch: ${this.results.length} of ${this.statements.length} statements answered`));
    else this.settle(undefined, this.results);
  }

  private settle(error: unknown, results?: Row[][]): void {
    if (this.settled) return;
    this.settled = true;
    this.done(error, results);
  }
}

const connectionOf = (client: pg.PoolClient): Connection => (client as unknown as { connection: Connection }).connection;

/** Runs statements already prepared on `client` as one pipeline: their rows, in order. */
function pipeline(client: pg.PoolClient, items: Pending[]): Promise<Row[][]> {
  const statements = items.map(({ text, values }) => ({ name: statementName(text), values }));
  return new Promise<Row[][]>((resolve, reject) => {
    const batch = new PipelinedBatch(statements, (error, rows) => (error === undefined ? resolve(rows!) : reject(error)));
    void client.query(batch as unknown as pg.QueryConfig);
  });
}

/** One process's queue of statements to batch, over one pool. */
export class StatementBatcher {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly pool: pg.Pool) {}

  /** The statement's rows, once its batch has committed (or its error, run on its own). */
  run<T>(text: string, values: unknown[], key: number): Promise<T[]> {
    return new Promise<Row[]>((resolve, reject) => {
      this.queue.push({ text, values, key, resolve, reject });
      this.schedule();
    }) as Promise<T[]>;
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= MAX_IN_FLIGHT || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
        const batch = this.take();
        this.inFlight += 1;
        void this.send(batch).finally(() => {
          this.inFlight -= 1;
          this.schedule();
        });
      }
    });
  }

  /** The next batch: up to MAX_BATCH statements of distinct keys, oldest first, run in key order. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const keys = new Set<number>();
    const rest: Pending[] = [];
    for (const item of this.queue) {
      if (batch.length < MAX_BATCH && !keys.has(item.key)) {
        batch.push(item);
        keys.add(item.key);
      } else rest.push(item);
    }
    this.queue = rest;
    return batch.sort((a, b) => a.key - b.key);
  }

  private async send(batch: Pending[]): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    const pipelined: Pending[] = [];
    let failure: unknown;
    try {
      const parsed = connectionOf(client).parsedStatements;
      for (const item of batch) {
        if (parsed[statementName(item.text)] !== undefined) pipelined.push(item);
        // First use on this connection: run alone, which prepares it (committed before the pipeline starts, so it holds no lock).
        else await runAlone(client, item);
      }
      if (pipelined.length > 0) {
        const rows = await pipeline(client, pipelined);
        pipelined.forEach((item, index) => item.resolve(rows[index]!));
      }
    } catch (error) {
      failure = error;
    } finally {
      // A statement's error leaves the connection usable; anything else (a lost socket) discards it.
      client.release(failure !== undefined && !(failure instanceof pg.DatabaseError) ? (failure as Error) : undefined);
    }
    if (failure === undefined) return;
    if (pipelined.length === 1) pipelined[0]!.reject(failure);
    else await Promise.all(pipelined.map((item) => runAlone(this.pool, item)));
  }
}

/** One statement in its own transaction, settling its promise; as after a failed batch, where each runs as if it had never been batched. */
async function runAlone(queryable: pg.Pool | pg.PoolClient, item: Pending): Promise<void> {
  try {
    item.resolve((await queryable.query<Row>({ text: item.text, values: item.values, types: DRIVER_TYPES })).rows);
  } catch (error) {
    item.reject(error);
  }
}

const batchers = new WeakMap<pg.Pool, StatementBatcher>();

/** The batcher of a pool (one per pool, made on first use). */
export function statementBatcherFor(pool: pg.Pool): StatementBatcher {
  let batcher = batchers.get(pool);
  if (!batcher) {
    batcher = new StatementBatcher(pool);
    batchers.set(pool, batcher);
  }
  return batcher;
}
