import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../../test/harness';
import { NamedStatementClient, statementName } from './named-statements';

describe.skipIf(!process.env.DATABASE_URL)('NamedStatementClient (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let client: NamedStatementClient;
  const prepared = async () =>
    ((await client.query('select name, statement from pg_prepared_statements order by statement')) as unknown as { rows: { name: string; statement: string }[] }).rows;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL!);
    client = new NamedStatementClient({ connectionString: scratch.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await scratch?.drop();
  });

  it('prepares a parameterised statement once under its text hash and reuses it', async () => {
    const text = 'select $1::int + 1 as n';
    const first = (await client.query(text, [1])) as unknown as { rows: { n: number }[] };
    const second = (await client.query({ text, values: [41] })) as unknown as { rows: { n: number }[] };
    expect([first.rows[0]!.n, second.rows[0]!.n]).toEqual([2, 42]);
    expect(await prepared()).toEqual([{ name: statementName(text), statement: text }]);
  });

  it('leaves statements without parameters, and statements longer than 16 KB, unnamed', async () => {
    await client.query('select 1');
    const long = `select $1::text as t -- ${'x'.repeat(17 * 1024)}`;
    expect(((await client.query(long, ['ok'])) as unknown as { rows: { t: string }[] }).rows[0]!.t).toBe('ok');
    expect((await prepared()).map((row) => row.statement)).toEqual(['select $1::int + 1 as n']);
  });

  it('gives different texts different names', () => {
    expect(statementName('select $1')).not.toBe(statementName('select $2'));
    expect(statementName('select $1')).toMatch(/^s_[\w-]{27}$/);
  });
});
