// @postgres: a server killed mid-stream, on either database (scripts/test.sh runs this file on PostgreSQL too).
// Crash safety of answer posts: the real server (src/main.ts under tsx) takes a stream of answer
// posts, is killed with SIGKILL in the middle of it, and is started again on the same data
// (the PGlite lock of the dead process is taken over). Every post that was acknowledged with
// a 200 must be there afterwards, with the score it was acknowledged with.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../../../test/harness';
import { openDatabase } from '../../db/client';
import { hashPassword } from '../accounts/passwords';
import { upsertResources } from '../resources/service';
import { pgliteTemplate, sampleResource } from '../../../test/study-kit';
import { schools, users } from '../../db/tables/accounts';

const packageDir = path.resolve(import.meta.dirname, '..', '..', '..');

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let port: number;
let resourceId: number;
let server: ChildProcess | null = null;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: found } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return found;
}

/** Starts the server and resolves once it listens; rejects with its output if it exits first. */
function startServer(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // One process: the one killed is the one serving the posts. With workers, a SIGKILL to the
    // primary leaves its workers finishing the posts in flight on their open connections.
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', PORTAL_WORKERS: '1' };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    // `node --import tsx` runs the server in this one process: the tsx command would start it
    // in a child of its own, and a SIGKILL to the wrapper would leave the server running.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)));
  });
}

function killed(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

const base = () => `http://127.0.0.1:${port}`;

async function login(): Promise<{ token: string; studentId: number }> {
  const response = await fetch(`${base()}/v3/student/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'account=crash-student&password=pass1234' });
  const body = (await response.json()) as { data: { token: string; student_id: number } };
  return { token: body.data.token, studentId: body.data.student_id };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  } else {
    fs.cpSync(path.join(await pgliteTemplate(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  }
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const [school] = await database.db.insert(schools).values({ name: 'クラッシュ校', appName: 'テスト' }).returning();
    await database.db.insert(users).values({ loginId: 'crash-student', passwordHash: await hashPassword('pass1234'), role: 'student', username: 'c', nickname: 'c', schoolId: school!.id });
    resourceId = (await upsertResources(database.db, [sampleResource('crash')])).get('test-crash-a')!;
  } finally {
    await database.close();
  }
  port = await freePort();
});

afterAll(async () => {
  if (server) await killed(server, 'SIGKILL');
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`SIGKILL during a stream of answer posts (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every acknowledged answer', async () => {
    server = await startServer();
    const { token, studentId } = await login();
    const acknowledged: { guid: string; percent: number }[] = [];
    let sent = 0;
    let unanswered = 0;
    let stop = false;

    const post = async (n: number) => {
      const guid = `crash-${n}-${randomBytes(4).toString('hex')}`;
      const percent = n % 101;
      const response = await fetch(`${base()}/v3/textbook/answer-record?student_id=${studentId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ resource_id: String(resourceId), guid, question_id: 'q4', percent_score: String(percent), is_completed: '1' }).toString(),
      });
      if (response.status === 200) acknowledged.push({ guid, percent });
      else unanswered++;
    };
    // Four clients posting as fast as the server answers; the kill lands while posts are in flight.
    const streams = Array.from({ length: 4 }, async () => {
      while (!stop) {
        await post(sent++).catch(() => {
          unanswered++;
        });
      }
    });
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = killed(server, 'SIGKILL');
    stop = true;
    await Promise.all([exited, ...streams]);
    // The kill landed with posts in flight: they got no answer (and may or may not be stored).
    expect(unanswered).toBeGreaterThan(0);
    expect(acknowledged.length + unanswered).toBe(sent);

    server = await startServer();
    const missing: string[] = [];
    for (const { guid, percent } of acknowledged) {
      const response = await fetch(`${base()}/v3/textbook/answer-result?student_id=${studentId}&resource_id=${resourceId}&guid=${guid}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { data: { is_completed: number; items: { question_id: string; percent_score: number }[] } | null };
      const item = body.data?.items.find((entry) => entry.question_id === 'q4');
      if (response.status !== 200 || body.data?.is_completed !== 1 || item?.percent_score !== percent) missing.push(`${guid}: ${response.status} ${JSON.stringify(item)}`);
    }
    expect(missing).toEqual([]);
    console.info(`crash test: ${sent} posts, ${acknowledged.length} acknowledged before SIGKILL, ${unanswered} unanswered; all acknowledged found after restart`);

    // The restarted server works normally.
    const after = await fetch(`${base()}/v3/textbook/answer-record?student_id=${studentId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `resource_id=${resourceId}&guid=after-restart-1&question_id=q4&percent_score=50`,
    });
    expect(after.status).toBe(200);
    await killed(server, 'SIGTERM');
    server = null;
  }, 300_000);
});
