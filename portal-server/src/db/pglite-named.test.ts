import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pglite-named';

let raw: PGlite;
let client: PGlite;

beforeAll(async () => {
  raw = await PGlite.create();
  client = withNamedStatements(raw);
  await raw.exec('create table notes (id serial primary key, body text not null)');
});

afterAll(async () => {
  await raw?.close();
});

describe('PGlite with named statements', () => {
  it('runs a parameterised statement and gives its rows, the second time from the named statement', async () => {
    for (const body of ['first', 'second']) {
      const { rows } = await client.query<{ body: string }>('insert into notes (body) values ($1) returning body', [body]);
      expect(rows).toEqual([{ body }]);
    }
  });

  it("never runs a statement inside another caller's open transaction: a rollback there does not take it along", async () => {
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const rolledBack = client
      .transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['in the transaction']);
        inside();
        await held;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await opened;
    // Another request's statement while the transaction is open: it must wait for it, not join it.
    const outside = client.query('insert into notes (body) values ($1)', ['outside']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    finish();
    expect(await rolledBack).toBe('rolled back');
    await outside;
    const { rows } = await raw.query<{ body: string }>("select body from notes where body in ('in the transaction', 'outside')");
    expect(rows).toEqual([{ body: 'outside' }]);
  });
});
