import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../../test/harness';
import { openDatabase, type DatabaseHandle } from './client';
import { tableCache } from './table-cache';
import { missions } from './tables/points';

// The cache is only as good as the notifications behind it: this runs on the real database
// (PGlite, or PostgreSQL when DATABASE_URL is set), with the triggers of drizzle/0023.
let handle: DatabaseHandle;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-table-cache-'));
  const scratch = process.env.DATABASE_URL ? await createScratchPostgresDatabase(process.env.DATABASE_URL) : null;
  handle = await openDatabase({ databaseUrl: scratch?.url, dataDir });
  await handle.db.insert(missions).values({ missionKey: 'cache-test', typeId: 1, title: '前', metric: 'answers', target: 5, points: 1 });
  cleanup = async () => {
    await handle.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});

afterAll(async () => cleanup());

const titleOf = async () => {
  const [row] = await handle.db.select({ title: missions.title }).from(missions).where(eq(missions.missionKey, 'cache-test'));
  return row!.title;
};

describe('TableCache', () => {
  it('answers from memory until the table is written, then reads it again', async () => {
    const cache = tableCache<string, string>(handle.changes, 'missions');
    let loads = 0;
    const read = () => cache.get('title', async () => ((loads += 1), titleOf()));
    expect(await read()).toBe('前');
    expect(await read()).toBe('前');
    expect(loads).toBe(1);
    await handle.db.update(missions).set({ title: '後' }).where(eq(missions.missionKey, 'cache-test'));
    expect(await read()).toBe('後');
    expect(loads).toBe(2);
  });

  it('does not keep a value loaded while the table changed under it', async () => {
    const cache = tableCache<string, string>(handle.changes, 'missions');
    await handle.db.update(missions).set({ title: '一' }).where(eq(missions.missionKey, 'cache-test'));
    const stale = await cache.get('race', async () => {
      const value = await titleOf();
      await handle.db.update(missions).set({ title: '二' }).where(eq(missions.missionKey, 'cache-test'));
      return value;
    });
    expect(stale).toBe('一');
    expect(await cache.get('race', titleOf)).toBe('二');
  });

  it('is one cache per table and database, and other tables do not drop it', async () => {
    expect(tableCache(handle.changes, 'missions')).toBe(tableCache(handle.changes, 'missions'));
    const resources = tableCache<string, number>(handle.changes, 'resources');
    let loads = 0;
    await resources.get('n', async () => (loads += 1));
    await handle.db.update(missions).set({ title: '三' }).where(eq(missions.missionKey, 'cache-test'));
    await resources.get('n', async () => (loads += 1));
    expect(loads).toBe(1);
  });
});
