import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../../test/harness';
import { openDatabase, type DatabaseHandle } from './client';
import { acquireDataDirLock } from './data-dir-lock';

const migrationCount = fs.readdirSync(path.resolve(import.meta.dirname, '..', '..', 'drizzle')).filter((name) => name.endsWith('.sql')).length;
const opened: DatabaseHandle[] = [];
const folders: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-test-'));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close().catch(() => undefined);
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the PGlite data folder lock', () => {
  it('refuses a second holder while the first is alive, and frees the folder on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    // The lock file names this process, which is alive: a second server must not open the folder.
    fs.writeFileSync(path.join(dir, 'portal.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
    fs.writeFileSync(path.join(dir, 'portal.lock'), String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'portal.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('takes over a lock left by a process that no longer runs (a crash or SIGKILL)', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'portal.lock'), '2147483646');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL migrations', () => {
  it('run once under the advisory lock when several servers start together', async () => {
    const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL!);
    try {
      const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: scratch.url, dataDir: tempDir() })));
      opened.push(...handles);
      const applied = await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(migrationCount);
      for (const handle of handles) {
        const result = await handle.db.execute(sql`select count(*)::int as n from users`);
        expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      }
    } finally {
      for (const handle of opened.splice(0)) await handle.close();
      await scratch.drop();
    }
  }, 120_000);
});
