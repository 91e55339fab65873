import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createScratchPostgresDatabase } from '../../test/harness';
import { CHANGE_CHANNEL, postgresChangeFeed, type ChangeFeed } from './change-feed';

describe.skipIf(!process.env.DATABASE_URL)('postgresChangeFeed (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let feed: ChangeFeed;
  let writer: pg.Client;
  const heard: string[] = [];
  /** A change committed by another connection, as a table's trigger sends it. */
  const commitChange = (payload: string) => writer.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL!);
    feed = await postgresChangeFeed(scratch.url);
    feed.subscribe({ onChange: (payload) => heard.push(payload), onGap: () => undefined });
    writer = new pg.Client({ connectionString: scratch.url });
    await writer.connect();
  });
  afterAll(async () => {
    await writer?.end();
    await feed?.close();
    await scratch?.drop();
  });

  it('has handed over every change committed before a sync, in one round trip of its own', async () => {
    await commitChange('user:1');
    const before = feed.mark();
    await feed.sync();
    expect(heard).toContain('user:1');
    expect(feed.mark()).toBe(before + 1);
  });

  it('serves every sync of one mark from the first round that started after it', async () => {
    await commitChange('user:2');
    const mark = feed.mark();
    await Promise.all([feed.sync(mark), feed.sync(mark)]);
    expect(heard).toContain('user:2');
    await feed.sync(mark);
    // One round for the three: the session, a memo and a table cache of one request.
    expect(feed.mark()).toBe(mark + 1);
  });

  it('does not let an old mark stand for a sync that has none: a change after it gets a round of its own', async () => {
    const mark = feed.mark();
    await feed.sync(mark);
    await commitChange('user:3');
    await feed.sync();
    expect(heard).toContain('user:3');
    expect(feed.mark()).toBe(mark + 2);
  });
});
