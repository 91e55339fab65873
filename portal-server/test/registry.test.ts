import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/tables/accounts';
import { hashPassword } from '../src/features/accounts/passwords';
import { packRemoteBuild } from './remote-build';

const PREFIXES: Record<string, string[]> = { 'remote-words': ['/dictionary', '/eiken/biz'], 'remote-exams': ['/eiken', '/toeic'] };

let dataDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let opsToken: string;

/** remote-exams is packed as a build from before display names existed. */
const TITLES: Record<string, { ja: string; en: string }> = { 'remote-words': { ja: '単語・辞書', en: 'Words and dictionary' } };

const bundle = (remote: string, version: string, tweak?: (dir: string) => void) => packRemoteBuild(remote, version, PREFIXES[remote] ?? ['/x'], tweak, TITLES[remote] ?? null);

const auth = (token = opsToken) => ({ authorization: `Bearer ${token}` });

async function publish(remote: string, version: string, body: Buffer, token = opsToken) {
  return app.inject({ method: 'POST', url: `/ops/remotes/${remote}/versions/${version}`, headers: { ...auth(token), 'content-type': 'application/gzip' }, payload: body });
}

const activate = (remote: string, version: string) =>
  app.inject({ method: 'POST', url: `/ops/remotes/${remote}/activate`, headers: auth(), payload: { version } });

async function registry(cookie?: string) {
  const response = await app.inject({ method: 'GET', url: '/registry.json', headers: cookie ? { cookie } : {} });
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as { remotes: { name: string; version: string; entry: string; prefixes: string[]; override: boolean }[] };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-registry-'));
  const hostDist = path.join(dataDir, 'host');
  fs.mkdirSync(path.join(hostDist, 'js'), { recursive: true });
  fs.writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(hostDist, 'js', 'main.abcdef1234.js'), 'console.log(1)');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }, { hostDist });
  database = await openDatabase({ dataDir });
  app = await buildApp({ config, database });
  const passwordHash = await hashPassword('pass1234');
  await database.db.insert(users).values([
    { loginId: 'ops-test', passwordHash, role: 'ops', username: 'ops', nickname: 'ops' },
    { loginId: 'student-test', passwordHash, role: 'student', username: 's', nickname: 's' },
  ]);
  const login = await app.inject({ method: 'POST', url: '/ops/login', payload: { account: 'ops-test', password: 'pass1234' } });
  expect(login.statusCode).toBe(200);
  opsToken = login.json().data.token;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('ops login', () => {
  it('refuses a student account and a wrong password', async () => {
    const student = await app.inject({ method: 'POST', url: '/ops/login', payload: { account: 'student-test', password: 'pass1234' } });
    expect(student.statusCode).toBe(403);
    const wrong = await app.inject({ method: 'POST', url: '/ops/login', payload: { account: 'ops-test', password: 'nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('protects every ops call', async () => {
    expect((await app.inject({ method: 'GET', url: '/ops/remotes' })).statusCode).toBe(401);
    const student = await app.inject({ method: 'POST', url: '/v3/student/login', payload: { account: 'student-test', password: 'pass1234' } });
    const studentToken = student.json().data.token as string;
    expect((await app.inject({ method: 'GET', url: '/ops/remotes', headers: auth(studentToken) })).statusCode).toBe(403);
    expect((await publish('remote-words', '1.0.0', await bundle('remote-words', '1.0.0'), studentToken)).statusCode).toBe(403);
  });
});

describe('publishing', () => {
  it('stores a build immutably and serves it with the right cache headers', async () => {
    const response = await publish('remote-words', '1.0.0', await bundle('remote-words', '1.0.0'));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ remote: 'remote-words', version: '1.0.0', prefixes: ['/dictionary', '/eiken/biz'], file_count: 4 });

    const entry = await app.inject({ method: 'GET', url: '/remotes/remote-words/1.0.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-store');
    const manifest = await app.inject({ method: 'GET', url: '/remotes/remote-words/1.0.0/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-store');
    const chunk = await app.inject({ method: 'GET', url: '/remotes/remote-words/1.0.0/js/routes.0123456789.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.body).toContain('routes of 1.0.0');
  });

  it('refuses to publish an existing version again and keeps the first files', async () => {
    const again = await publish('remote-words', '1.0.0', await bundle('remote-words', '1.0.0', (dir) => fs.writeFileSync(path.join(dir, 'js', 'routes.0123456789.js'), 'changed')));
    expect(again.statusCode).toBe(409);
    const chunk = await app.inject({ method: 'GET', url: '/remotes/remote-words/1.0.0/js/routes.0123456789.js' });
    expect(chunk.body).toContain('routes of 1.0.0');
  });

  it.each([
    ['not a gzip tar', async () => Buffer.from('hello')],
    ['a build of another version', async () => bundle('remote-words', '9.9.9')],
    ['a build of another remote', async () => bundle('remote-exams', '2.0.0')],
    ['a build without its remote entry', async () => bundle('remote-words', '2.0.0', (dir) => fs.rmSync(path.join(dir, 'remoteEntry.js')))],
    ['a build with a symbolic link', async () => bundle('remote-words', '2.0.0', (dir) => fs.symlinkSync('/etc/passwd', path.join(dir, 'js', 'leak.js')))],
    ['a build with a broken manifest', async () => bundle('remote-words', '2.0.0', (dir) => fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{'))],
  ])('rejects %s with a 400 and changes nothing', async (_what, make) => {
    const response = await publish('remote-words', '2.0.0', await make());
    expect(response.statusCode).toBe(400);
    expect(response.json().errmsg).toBeTruthy();
    expect(fs.existsSync(path.join(dataDir, 'remotes', 'remote-words', '2.0.0'))).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'remotes', '.incoming'))).toEqual([]);
    const list = await app.inject({ method: 'GET', url: '/ops/remotes', headers: auth() });
    expect(list.json().data[0].versions.map((v: { version: string }) => v.version)).toEqual(['1.0.0']);
  });

  it('rejects bad names in the path', async () => {
    expect((await publish('../etc', '1.0.0', Buffer.from('x'))).statusCode).toBe(404);
    expect((await publish('remote-words', '1.0', await bundle('remote-words', '1.0.0'))).statusCode).toBe(400);
    expect((await publish('remote-words', '1.0.0+build', await bundle('remote-words', '1.0.0'))).statusCode).toBe(400);
  });
});

describe('activation, rollback and history', () => {
  it('serves only active versions in the registry', async () => {
    expect((await registry()).remotes).toEqual([]);
    expect((await activate('remote-words', '1.0.0')).statusCode).toBe(200);
    expect((await registry()).remotes).toEqual([
      { name: 'remote-words', version: '1.0.0', entry: '/remotes/remote-words/1.0.0/mf-manifest.json', prefixes: ['/dictionary', '/eiken/biz'], title: TITLES['remote-words'], override: false },
    ]);
  });

  it('refuses to activate a version that was never published', async () => {
    expect((await activate('remote-words', '7.0.0')).statusCode).toBe(404);
    expect((await registry()).remotes[0]!.version).toBe('1.0.0');
  });

  it('switches and rolls back step by step', async () => {
    await publish('remote-words', '1.1.0', await bundle('remote-words', '1.1.0'));
    await publish('remote-words', '1.2.0', await bundle('remote-words', '1.2.0'));
    await activate('remote-words', '1.1.0');
    await activate('remote-words', '1.2.0');
    expect((await registry()).remotes[0]!.version).toBe('1.2.0');
    const rollback = () => app.inject({ method: 'POST', url: '/ops/remotes/remote-words/rollback', headers: auth() });
    expect((await rollback()).json().data).toMatchObject({ from_version: '1.2.0', version: '1.1.0' });
    expect((await rollback()).json().data).toMatchObject({ from_version: '1.1.0', version: '1.0.0' });
    const none = await rollback();
    expect(none.statusCode).toBe(400);
    expect((await registry()).remotes[0]!.version).toBe('1.0.0');
  });

  it('refuses two active remotes with the same prefix', async () => {
    await publish('remote-exams', '1.0.0', await bundle('remote-exams', '1.0.0', (dir) => {
      fs.writeFileSync(path.join(dir, 'portal-remote.json'), JSON.stringify({ name: 'remote-exams', version: '1.0.0', prefixes: ['/eiken', '/dictionary'] }));
    }));
    expect((await activate('remote-exams', '1.0.0')).statusCode).toBe(409);
    await publish('remote-exams', '1.0.1', await bundle('remote-exams', '1.0.1'));
    expect((await activate('remote-exams', '1.0.1')).statusCode).toBe(200);
    // A build from before display names: the host shows its package name.
    expect((await registry()).remotes.find((r) => r.name === 'remote-exams')).toMatchObject({ title: null });
  });

  it('records who switched what when', async () => {
    const response = await app.inject({ method: 'GET', url: '/ops/history?remote=remote-words&limit=3', headers: auth() });
    const events = response.json().data as { action: string; from_version: string; to_version: string; actor: string; at: string }[];
    expect(events.map((e) => [e.action, e.from_version, e.to_version, e.actor])).toEqual([
      ['rollback', '1.1.0', '1.0.0', 'ops-test'],
      ['rollback', '1.2.0', '1.1.0', 'ops-test'],
      ['activate', '1.1.0', '1.2.0', 'ops-test'],
    ]);
    expect(Date.parse(events[0]!.at)).toBeGreaterThan(0);
  });
});

describe('per-browser overrides', () => {
  it('only allows versions that exist in the store', async () => {
    const response = await app.inject({ method: 'POST', url: '/ops/overrides', headers: auth(), payload: { remote: 'remote-words', version: '5.0.0' } });
    expect(response.statusCode).toBe(404);
  });

  it('shows the pinned version to the browser holding the cookie only, until revoked', async () => {
    const created = await app.inject({ method: 'POST', url: '/ops/overrides', headers: auth(), payload: { remote: 'remote-words', version: '1.2.0', hours: 2, note: 'QA' } });
    expect(created.statusCode).toBe(200);
    const { link, id } = created.json().data as { link: string; id: number };
    const applied = await app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(applied.statusCode).toBe(200);
    const setCookie = String(applied.headers['set-cookie']);
    expect(setCookie).toMatch(/portal_overrides=[A-Za-z0-9_-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(';')[0]!;

    const pinned = await registry(cookie);
    expect(pinned.remotes.find((r) => r.name === 'remote-words')).toMatchObject({ version: '1.2.0', override: true });
    expect(pinned.remotes.find((r) => r.name === 'remote-exams')).toMatchObject({ version: '1.0.1', override: false });
    expect((await registry()).remotes.find((r) => r.name === 'remote-words')).toMatchObject({ version: '1.0.0', override: false });
    expect((await registry('portal_overrides=forgedtokenforgedtokenforged')).remotes.find((r) => r.name === 'remote-words')!.version).toBe('1.0.0');

    expect((await app.inject({ method: 'POST', url: `/ops/overrides/${id}/revoke`, headers: auth() })).statusCode).toBe(200);
    expect((await registry(cookie)).remotes.find((r) => r.name === 'remote-words')!.version).toBe('1.0.0');
    expect((await app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search })).statusCode).toBe(404);
  });
});

describe('portal site', () => {
  it('serves index.html for app routes, never cached', async () => {
    for (const url of ['/', '/dictionary/index', '/eiken/biz/bookmarks/apple?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed host files forever and keeps API 404s as JSON', async () => {
    const script = await app.inject({ method: 'GET', url: '/js/main.abcdef1234.js' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/v3/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errcode: 404 });
    expect((await app.inject({ method: 'GET', url: '/js/missing.0000000000.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/remotes/remote-words/9.9.9/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('serves the ops page', async () => {
    const page = await app.inject({ method: 'GET', url: '/ops' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('リモート運用');
  });
});
