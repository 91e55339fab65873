import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createScratchPostgresDatabase } from '../../test/harness';
import { NamedStatementClient } from './named-statements';
import { MAX_BATCH, StatementBatcher } from './statement-batches';

type Inserted = { k: number; v: string; created: string; tx: string; q: number };

// The inverse of $3 makes a statement fail on demand (division by zero) without changing its text.
const INSERT = 'insert into batched (k, v) values ($1, $2) returning k, v, created, txid_current()::text as tx, 1 / $3::int as q';

describe.skipIf(!process.env.DATABASE_URL)('StatementBatcher (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let pool: pg.Pool;
  let batcher: StatementBatcher;
  const insert = (k: number, v: string, divisor = 1) => batcher.run<Inserted>(INSERT, [k, v, divisor], k);
  const stored = async () => (await pool.query<{ k: number; v: string }>('select k, v from batched order by id')).rows;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL!);
    pool = new pg.Pool({ connectionString: scratch.url, max: 2, Client: NamedStatementClient });
    await pool.query('create table batched (id serial primary key, k int not null, v text not null, created timestamptz not null default now())');
    // Prepared on both connections, as in a warm server: batches are pipelines of prepared statements.
    const clients = await Promise.all([pool.connect(), pool.connect()]);
    for (const client of clients) await client.query(INSERT, [0, 'warm-up', 1]);
    for (const client of clients) client.release();
  });
  beforeEach(async () => {
    await pool.query('truncate batched');
    batcher = new StatementBatcher(pool);
  });
  afterAll(async () => {
    await pool?.end();
    await scratch?.drop();
  });

  it('commits statements issued together in one transaction, each with its own rows', async () => {
    const rows = await Promise.all([5, 3, 9, 1, 7].map((k) => insert(k, `v${k}`)));
    expect(rows.map((r) => r.map(({ k, v, q }) => ({ k, v, q })))).toEqual([5, 3, 9, 1, 7].map((k) => [{ k, v: `v${k}`, q: 1 }]));
    expect(new Set(rows.map((r) => r[0]!.tx)).size).toBe(1);
    // Timestamps stay PostgreSQL's text, as drizzle's own node-postgres queries give them.
    expect(rows[0]![0]!.created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    // In key order within the batch: the locks of any two batches are taken in the same order.
    expect((await stored()).map(({ k }) => k)).toEqual([1, 3, 5, 7, 9]);
  });

  it('puts a key in a batch at most once, and no more than MAX_BATCH statements', async () => {
    const sameKey = await Promise.all(['a', 'b', 'c'].map((v) => insert(4, v)));
    expect(sameKey.map((r) => r[0]!.v)).toEqual(['a', 'b', 'c']);
    expect(new Set(sameKey.map((r) => r[0]!.tx)).size).toBe(3);

    const many = await Promise.all(Array.from({ length: MAX_BATCH + 4 }, (_, k) => insert(100 + k, 'x')));
    const perTransaction = new Map<string, number>();
    for (const [row] of many) perTransaction.set(row!.tx, (perTransaction.get(row!.tx) ?? 0) + 1);
    const sizes = [...perTransaction.values()].sort((a, b) => b - a);
    expect(sizes).toEqual([MAX_BATCH, 4]);
  });

  it('fails only the failing statement: the others of its batch are run again alone and stored once', async () => {
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((k) => insert(k, `v${k}`, k === 3 ? 0 : 1)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/division by zero/);
    expect((await stored()).sort((a, b) => a.k - b.k)).toEqual([1, 2, 4].map((k) => ({ k, v: `v${k}` })));
  });

  it('runs a statement not yet prepared on the connection, and prepares it there', async () => {
    const text = 'select $1::int * 2 as doubled';
    const rows = await Promise.all([1, 2, 3].map((k) => batcher.run<{ doubled: number }>(text, [k], k)));
    expect(rows).toEqual([[{ doubled: 2 }], [{ doubled: 4 }], [{ doubled: 6 }]]);
  });

  it('gives a lone failing statement its error without running it again', async () => {
    await expect(insert(8, 'v8', 0)).rejects.toThrow(/division by zero/);
    expect(await stored()).toEqual([]);
  });
});
