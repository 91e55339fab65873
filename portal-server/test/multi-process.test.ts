// Several portal-server processes on one PostgreSQL (issue 18, DESIGN.md "Scale"): process A
// runs as `npm start` does with PORTAL_WORKERS=2 (a primary and two workers on one port),
// process B as a single process on another port; both on one throwaway PostgreSQL and one
// DATA_DIR. What one process changes, the other must see at once: sessions ended by a login
// elsewhere (however warm the other's session cache), account data its cache holds, failed-login
// counts, and the registry's activations; two students, one on each process, play one arena
// battle (matched through the database, each hearing the other's answers through the live
// channel). Then Debian's nginx with deploy/nginx-portal.conf in front of both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ANSWER_REVEAL_MS, ARENA_LIVE_PATH, type ArenaLiveEvent } from 'shared-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { arenaQuestions, arenaTypes } from '../src/db/tables/arena';
import { rightChoice } from '../src/features/arena/paper';
import { seedArenaBank, seedArenaTypes } from '../src/features/arena/seed';
import { DEMO_PASSWORD } from '../src/features/accounts/seed';
import { MESSAGES } from '../src/http/auth';
import { TOO_LARGE_MESSAGE } from '../src/http/error-handler';
import { awayFromWindowEdge, seedPortal } from './harness';
import { packRemoteBuild } from './remote-build';
import { startNginx, startPortalProcess, throwawayPostgres, type PortalProcess, type ThrowawayPostgres } from './server-process';

let postgres: ThrowawayPostgres;
let dataDir: string;
let a: PortalProcess;
let b: PortalProcess;
/** The test's own connection, to read answer keys. */
let database: DatabaseHandle;

type Body = { code: number; errmsg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test says what it expects

async function call(server: PortalProcess, method: string, url: string, options: { token?: string; form?: Record<string, string>; body?: Buffer; contentType?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Buffer | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body) {
    headers['content-type'] = options.contentType ?? 'application/octet-stream';
    body = options.body;
  }
  const response = await fetch(`${server.base}${url}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as Body };
}

const login = (server: PortalProcess, account: string, password = DEMO_PASSWORD) => call(server, 'POST', '/v3/student/login', { form: { account, password } });

/** An arena live socket to one process, signed in, with the events it heard. */
async function liveSocket(server: PortalProcess, token: string) {
  const socket = new WebSocket(`${server.base.replace('http', 'ws')}${ARENA_LIVE_PATH}`);
  const events: ArenaLiveEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(data.toString()) as ArenaLiveEvent));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'auth', token }));
  const next = async (name: ArenaLiveEvent['event']) => {
    await expect.poll(() => events.some((event) => event.event === name), { timeout: 10_000 }).toBe(true);
    return events.find((event) => event.event === name)!;
  };
  await next('ready');
  return { socket, events, next };
}

beforeAll(async () => {
  postgres = await throwawayPostgres();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-processes-'));
  // LOG_LEVEL info: every request is logged, so the nginx test can tell which process answered.
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres.url, LOG_LEVEL: 'info' };
  const config = loadConfig(env);
  database = await openDatabase(config);
  const school = await seedPortal(database, config, 'core');
  await seedArenaTypes(database.db);
  await seedArenaBank({ db: database.db, config, school, log: () => undefined });
  [a, b] = await Promise.all([startPortalProcess({ env: { ...env, PORTAL_WORKERS: '2' } }), startPortalProcess({ env: { ...env, PORTAL_WORKERS: '1' } })]);
  // Starting three node processes that each compile the app takes minutes on a busy 2-core machine.
}, 420_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await postgres?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('two portal-server processes on one PostgreSQL', () => {
  it('runs A as two workers on one port and B as one process', async () => {
    // Every worker prints its own line once it listens; A's second may still be starting.
    await expect.poll(() => (a.output().match(/listening on .* \(postgres, worker \d+/g) ?? []).length, { timeout: 60_000 }).toBe(2);
    expect(b.output()).toMatch(/listening on .* \(postgres, pid \d+\)/);
  });

  it('ends a session in A at once when the student logs in through B, and logs out through A a session of B', async () => {
    const first = await login(a, 'biz01');
    expect(first.status).toBe(200);
    const { token, student_id: studentId } = first.body.data as { token: string; student_id: number };
    // Several calls, so that both of A's workers hold the session in memory.
    for (let n = 0; n < 6; n++) expect((await call(a, 'GET', `/v3/student/info?student_id=${studentId}`, { token })).status).toBe(200);

    const second = await login(b, 'biz01');
    expect(second.status).toBe(200);
    for (let n = 0; n < 6; n++) {
      const stale = await call(a, 'GET', `/v3/student/info?student_id=${studentId}`, { token });
      expect(stale.status).toBe(401);
      expect(stale.body.errmsg).toBe(MESSAGES.replaced);
    }
    const fresh = second.body.data.token as string;
    for (let n = 0; n < 3; n++) expect((await call(b, 'GET', `/v3/student/info?student_id=${studentId}`, { token: fresh })).status).toBe(200);
    // Logging out through A (no body, as the spec says) ends B's cached session too.
    expect((await call(a, 'POST', `/v3/student/logout?student_id=${studentId}`, { token: fresh })).status).toBe(200);
    const after = await call(b, 'GET', `/v3/student/info?student_id=${studentId}`, { token: fresh });
    expect(after.status).toBe(401);
    expect(after.body.errmsg).toBe(MESSAGES.loggedOut);
  });

  it('shows a nickname changed through one process in the other (its cached user info is dropped)', async () => {
    const session = (await login(a, 'biz02')).body.data as { token: string; student_id: number };
    const info = (server: PortalProcess) => call(server, 'GET', `/v3/student/info?student_id=${session.student_id}`, { token: session.token });
    for (let n = 0; n < 4; n++) await info(a);
    await info(b);
    expect((await call(b, 'POST', `/v3/student/change-name?student_id=${session.student_id}`, { token: session.token, form: { nickname: 'ふたつめ' } })).status).toBe(200);
    for (let n = 0; n < 4; n++) expect((await info(a)).body.data.nickname).toBe('ふたつめ');
    expect((await info(b)).body.data.nickname).toBe('ふたつめ');
  });

  it('counts failed logins of one account across both processes', async () => {
    // The per-account allowance is 10 failures per 15 minutes, wherever they were tried. The windows
    // are fixed (:00, :15, ...): a burst that crosses into the next one starts counting again, so it
    // waits for a new window when less than 30 s of this one are left (it once crossed at 14:45).
    await awayFromWindowEdge();
    for (let n = 0; n < 10; n++) expect((await login(n % 2 === 0 ? a : b, 'biz03', 'wrong-password')).status).toBe(401);
    expect((await login(a, 'biz03')).status).toBe(429);
    expect((await login(b, 'biz03')).status).toBe(429);
  });

  it('serves a version activated through one process from the other', async () => {
    const ops = (await login(a, 'ops01')).body.data.token as string;
    const registry = async (server: PortalProcess) => {
      const response = await fetch(`${server.base}/registry.json`);
      return ((await response.json()) as { remotes: { name: string; version: string }[] }).remotes.find((remote) => remote.name === 'remote-words')?.version;
    };
    for (const version of ['1.0.0', '1.1.0']) {
      const bundle = await packRemoteBuild('remote-words', version, ['/words'], () => undefined, { ja: '単語', en: 'Words' });
      expect((await call(b, 'POST', `/ops/remotes/remote-words/versions/${version}`, { token: ops, body: bundle, contentType: 'application/gzip' })).status).toBe(201);
    }
    expect((await call(a, 'POST', '/ops/remotes/remote-words/activate', { token: ops, form: { version: '1.0.0' } })).status).toBe(200);
    for (let n = 0; n < 4; n++) expect(await registry(a)).toBe('1.0.0');
    expect(await registry(b)).toBe('1.0.0');
    expect((await call(b, 'POST', '/ops/remotes/remote-words/activate', { token: ops, form: { version: '1.1.0' } })).status).toBe(200);
    for (let n = 0; n < 4; n++) expect(await registry(a)).toBe('1.1.0');
  });

  it('matches two students served by different processes and plays their battle to one result', async () => {
    const [x, y] = await Promise.all([login(a, 'col01'), login(b, 'col02')]).then((replies) => replies.map((reply) => reply.body.data as { token: string; student_id: number }));
    const [grammar] = await database.db.select().from(arenaTypes).where(eq(arenaTypes.code, 'grammar'));
    const arena = (server: PortalProcess, who: typeof x, path: string, form?: Record<string, string>) =>
      call(server, form ? 'POST' : 'GET', `/v3/arena/${path}${path.includes('?') ? '&' : '?'}student_id=${who!.student_id}`, { token: who!.token, ...(form ? { form } : {}) });
    const liveX = await liveSocket(a, x!.token);
    expect((await arena(a, x, `matching-rival?type_id=${grammar!.id}&level=3`)).body.data.status).toBe('waiting');
    const matched = await arena(b, y, `matching-rival?type_id=${grammar!.id}&level=3`);
    expect(matched.body.data.status).toBe('matched');
    const battle = matched.body.data.battle as { battle_id: number; starts_at: string; contest_paper: { questions: { question_id: string }[] } };
    expect(await liveX.next('matched')).toEqual({ event: 'matched', battle_id: battle.battle_id });
    expect((await arena(a, x, `matching-rival?type_id=${grammar!.id}&level=3`)).body.data.battle.battle_id).toBe(battle.battle_id);
    const liveY = await liveSocket(b, y!.token);
    const keys = await Promise.all(
      battle.contest_paper.questions.map(async (question) => rightChoice((await database.db.select().from(arenaQuestions).where(eq(arenaQuestions.code, question.question_id)))[0]!)),
    );
    await new Promise((resolve) => setTimeout(resolve, Date.parse(battle.starts_at) - Date.now() + 100));
    const answer = (server: PortalProcess, who: typeof x, index: number, right: boolean) =>
      arena(server, who, 'submit-exercise-log', { battle_id: String(battle.battle_id), question_index: String(index), choice: String(right ? keys[index]! : (keys[index]! % 4) + 1), guid: `mp-${who!.student_id}-${battle.battle_id}-${index}` });
    for (let index = 0; index < keys.length; index += 1) {
      expect((await answer(a, x, index, true)).status).toBe(200);
      expect((await answer(b, y, index, index % 3 === 0)).status).toBe(200);
      // The next question opens a reveal after each answer.
      await new Promise((resolve) => setTimeout(resolve, ANSWER_REVEAL_MS + 50));
    }
    await expect.poll(() => liveY.events.filter((event) => event.event === 'rival_progress').length, { timeout: 10_000 }).toBe(keys.length);
    await expect.poll(() => liveX.events.filter((event) => event.event === 'rival_progress').length, { timeout: 10_000 }).toBe(keys.length);
    expect(liveY.events.filter((event) => event.event === 'rival_progress').at(-1)).toMatchObject({ answered: keys.length, correct: keys.length });
    expect((await arena(a, x, 'submit-battle-score', { battle_id: String(battle.battle_id) })).body.data.status).toBe('waiting_rival');
    expect(await liveY.next('rival_finished')).toEqual({ event: 'rival_finished', battle_id: battle.battle_id });
    const done = await arena(b, y, 'submit-battle-score', { battle_id: String(battle.battle_id) });
    expect(done.body.data.result).toMatchObject({ outcome: 'lose', rival: { correct: keys.length } });
    expect(await liveX.next('finished')).toEqual({ event: 'finished', battle_id: battle.battle_id });
    const result = await arena(a, x, `battle-result?battle_id=${battle.battle_id}`);
    expect(result.body.data).toMatchObject({ outcome: 'win', me: { correct: keys.length } });
    expect(result.body.data.me.rating_after).toBeGreaterThan(result.body.data.me.rating_before);
    liveX.socket.close();
    liveY.socket.close();
  }, 60_000);

  it('answers through nginx (deploy/nginx-portal.conf) from both processes', async () => {
    const nginx = await startNginx([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
    try {
      const through = { base: nginx.base } as PortalProcess;
      const infoCalls = (server: PortalProcess) => (server.output().match(/"url":"\/v3\/student\/info\?/g) ?? []).length;
      const before = [infoCalls(a), infoCalls(b)];
      const session = (await login(through, 'biz04')).body.data as { token: string; student_id: number };
      for (let n = 0; n < 10; n++) expect((await call(through, 'GET', `/v3/student/info?student_id=${session.student_id}`, { token: session.token })).body.data.student_id).toBe(session.student_id);
      // nginx takes turns: each process answered some of the ten.
      expect(infoCalls(a)).toBeGreaterThan(before[0]!);
      expect(infoCalls(b)).toBeGreaterThan(before[1]!);
      const tooLarge = await fetch(`${nginx.base}/v3/student/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `account=${'x'.repeat(2 * 1024 * 1024)}` });
      expect(tooLarge.status).toBe(413);
      expect(((await tooLarge.json()) as Body).errmsg).toBe(TOO_LARGE_MESSAGE);
    } finally {
      await nginx.stop();
    }
  });
});
