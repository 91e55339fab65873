import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainTables, maintenanceStatement } from './pglite-maintenance';

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec('create table answers_like (id serial primary key, student int, score int); create table untouched (id int primary key)');
  await client.exec('insert into untouched values (1); analyze untouched');
});

afterAll(async () => {
  await client?.close();
});

/** PostgreSQL publishes a backend's table counts at most once a second. */
const countsPublished = () => new Promise((resolve) => setTimeout(resolve, 1100));

const tableStats = async (name: string) =>
  (await client.query<{ n_dead_tup: number; n_mod_since_analyze: number; analyzed: boolean }>('select n_dead_tup, n_mod_since_analyze, last_analyze is not null as analyzed from pg_stat_user_tables where relname = $1', [name])).rows[0]!;

describe('table maintenance on PGlite (no autovacuum in single-user mode)', () => {
  it('vacuums and analyses a table that changed past autovacuum thresholds, and leaves a quiet one alone', async () => {
    await client.exec('insert into answers_like (student, score) select g % 7, g % 100 from generate_series(1, 3000) g');
    await client.exec('update answers_like set score = score + 1 where id <= 1000');
    await countsPublished();
    await client.query('select 1');
    expect((await tableStats('answers_like')).n_dead_tup).toBe(1000);

    const done = await maintainTables(client);
    expect(done).toEqual(['vacuum (analyze) public.answers_like']);
    await countsPublished();
    await client.query('select 1');
    expect(await tableStats('answers_like')).toMatchObject({ n_dead_tup: 0, n_mod_since_analyze: 0, analyzed: true });
    // The planner now knows the rows: its estimate for one student is near 3000 / 7, not 1 row of an empty table.
    const plan = (await client.query<{ 'QUERY PLAN': string }>('explain select * from answers_like where student = 3')).rows[0]!['QUERY PLAN'];
    expect(Number(/rows=(\d+)/.exec(plan)?.[1])).toBeGreaterThan(300);

    expect(await maintainTables(client)).toEqual([]);
  });

  it('analyses a table that holds rows but was never analysed, though its change counts were lost (PGlite does not keep them when closed)', async () => {
    await client.exec('create table reopened (id int primary key); insert into reopened select generate_series(1, 20)');
    // No wait for the counts: as after a restart, they say nothing changed (20 rows are under every threshold anyway).
    expect(await maintainTables(client)).toEqual(['analyze public.reopened']);
    expect(await maintainTables(client)).toEqual([]);
  });

  it('freezes a table whose transaction ids are old, and runs nothing for a table that is due for nothing', () => {
    expect(maintenanceStatement({ name: 'public.t', vacuum: false, analyze: false, freeze: true })).toBe('vacuum (freeze, analyze) public.t');
    expect(maintenanceStatement({ name: 'public.t', vacuum: false, analyze: true, freeze: false })).toBe('analyze public.t');
    expect(maintenanceStatement({ name: 'public.t', vacuum: true, analyze: false, freeze: false })).toBe('vacuum public.t');
    expect(maintenanceStatement({ name: 'public.t', vacuum: false, analyze: false, freeze: false })).toBeNull();
  });
});
