import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { hashPassword } from '../src/features/accounts/passwords';
import { packRemoteBuild } from './remote-build';
import { users } from '../src/db/tables/accounts';
import { COMPRESS_THRESHOLD_BYTES, isCompressedRoute } from '../src/http/compression';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Text that compresses well, like a bundle: `bytes` long. */
const bundleText = (bytes: number, seed = 'x') => {
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += `function ${seed}${i % 50}(a){return a.map(function(b){return b*${i % 7}+"${seed}"})}\n`;
  return out.slice(0, bytes);
};
const br = (data: string | Buffer) => zlib.brotliCompressSync(data);
const gz = (data: string | Buffer) => zlib.gzipSync(data);

/** Writes `file` and, when asked, its precompressed variants, as tooling/compress-assets.mjs does. */
function writeWithVariants(file: string, content: string, variants: ('br' | 'gz')[]) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (variants.includes('br')) fs.writeFileSync(`${file}.br`, br(content));
  if (variants.includes('gz')) fs.writeFileSync(`${file}.gz`, gz(content));
}

let dataDir: string;
let hostDist: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let opsToken: string;

const MAIN_JS = bundleText(20_000, 'main');
const ONLY_GZ_JS = bundleText(5_000, 'gzonly');
const PLAIN_JS = bundleText(5_000, 'plain');
const STYLE_CSS = `.a{color:red}\n`.repeat(300);
const INDEX_HTML = `<!doctype html><html lang="ja"><head><title>t</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const ENTRY_JS = bundleText(8_000, 'entry');
const CHUNK_JS = bundleText(12_000, 'chunk');

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

/** The body as the browser sees it after undoing Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  expect(encoding).toBeUndefined();
  return raw.toString('utf8');
}

function expectEncoded(response: LightMyRequestResponse, encoding: 'br' | 'gzip' | undefined, plain: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe(encoding);
  expect(response.headers.vary).toBe('Accept-Encoding');
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  expect(decoded(response)).toBe(plain);
  if (encoding) expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(plain) / 2);
}

const publish = (remote: string, version: string, bundle: Buffer) =>
  app.inject({ method: 'POST', url: `/ops/remotes/${remote}/versions/${version}`, headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/gzip' }, payload: bundle });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-compression-'));
  hostDist = path.join(dataDir, 'host');
  writeWithVariants(path.join(hostDist, 'index.html'), INDEX_HTML, ['br', 'gz']);
  writeWithVariants(path.join(hostDist, 'js', 'main.abcdef1234.js'), MAIN_JS, ['br', 'gz']);
  writeWithVariants(path.join(hostDist, 'js', 'gzonly.abcdef1234.js'), ONLY_GZ_JS, ['gz']);
  writeWithVariants(path.join(hostDist, 'js', 'plain.abcdef1234.js'), PLAIN_JS, []);
  writeWithVariants(path.join(hostDist, 'css', 'app.abcdef1234.css'), STYLE_CSS, ['br', 'gz']);
  // A variant whose plain file is missing must never answer.
  fs.writeFileSync(path.join(hostDist, 'js', 'orphan.abcdef1234.js.br'), br(bundleText(4_000, 'orphan')));

  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }, { hostDist });
  database = await openDatabase({ dataDir });
  app = await buildApp({ config, database });
  // Routes of known size under /v3 (compressed) and elsewhere (not), added before the app is ready.
  const items = Array.from({ length: 60 }, (_, i) => ({ id: i, title: `教材 ${i}`, route: `/bookList/${i}` }));
  app.get('/v3/test-compression/big', { config: { auth: 'public' } }, async () => ({ code: 0, errcode: 0, errmsg: '', data: { items } }));
  app.get('/v3/test-compression/small', { config: { auth: 'public' } }, async () => ({ code: 0, errcode: 0, errmsg: '', data: { items: items.slice(0, 2) } }));
  app.get('/v3/test-compression/audio', { config: { auth: 'public' } }, async (_request, reply) => reply.type('audio/mpeg').send(Buffer.alloc(4096, 7)));
  app.get('/test-compression/outside', { config: { auth: 'public' } }, async () => ({ items }));

  const passwordHash = await hashPassword('pass1234');
  await database.db.insert(users).values([{ loginId: 'ops-test', passwordHash, role: 'ops', username: 'ops', nickname: 'ops' }]);
  const login = await app.inject({ method: 'POST', url: '/ops/login', payload: { account: 'ops-test', password: 'pass1234' } });
  expect(login.statusCode).toBe(200);
  opsToken = login.json().data.token;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('host files, precompressed', () => {
  it('sends brotli when the browser takes br and gzip', async () => {
    const response = await get('/js/main.abcdef1234.js', 'gzip, deflate, br, zstd');
    expectEncoded(response, 'br', MAIN_JS);
    expect(response.rawPayload.equals(fs.readFileSync(path.join(hostDist, 'js', 'main.abcdef1234.js.br')))).toBe(true);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends gzip when only gzip is accepted, and the plain file without Accept-Encoding', async () => {
    const gzipped = await get('/js/main.abcdef1234.js', 'gzip');
    expectEncoded(gzipped, 'gzip', MAIN_JS);
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
    const plain = await get('/js/main.abcdef1234.js');
    expectEncoded(plain, undefined, MAIN_JS);
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expectEncoded(await get('/js/main.abcdef1234.js', 'identity'), undefined, MAIN_JS);
    // br refused by q=0: the next best variant.
    expectEncoded(await get('/js/main.abcdef1234.js', 'br;q=0, gzip'), 'gzip', MAIN_JS);
  });

  it('falls back to the next variant, then to the plain file, when one is missing', async () => {
    expectEncoded(await get('/js/gzonly.abcdef1234.js', 'br, gzip'), 'gzip', ONLY_GZ_JS);
    expectEncoded(await get('/js/plain.abcdef1234.js', 'br, gzip'), undefined, PLAIN_JS);
  });

  it('gives CSS its type and index.html its no-store, from the plain file', async () => {
    const css = await get('/css/app.abcdef1234.css', 'br');
    expectEncoded(css, 'br', STYLE_CSS);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    for (const url of ['/', '/home', '/bookList/3']) {
      const page = await get(url, 'br, gzip');
      expectEncoded(page, 'br', INDEX_HTML);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
    }
  });

  it('never answers with a variant whose plain file is missing', async () => {
    expect((await get('/js/orphan.abcdef1234.js', 'br, gzip')).statusCode).toBe(404);
  });
});

describe('remote store, precompressed', () => {
  const withVariants = (dir: string) => {
    writeWithVariants(path.join(dir, 'remoteEntry.js'), ENTRY_JS, ['br', 'gz']);
    writeWithVariants(path.join(dir, 'js', 'page.0123456789.js'), CHUNK_JS, ['br', 'gz']);
  };

  it('stores a build with .br and .gz and serves them with the plain file caching', async () => {
    const published = await publish('remote-words', '1.0.0', await packRemoteBuild('remote-words', '1.0.0', ['/dictionary'], withVariants));
    expect(published.statusCode, published.body).toBe(201);
    const base = '/remotes/remote-words/1.0.0';

    const entry = await get(`${base}/remoteEntry.js`, 'br, gzip');
    expectEncoded(entry, 'br', ENTRY_JS);
    expect(entry.headers['cache-control']).toBe('no-store');
    expect(entry.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const entryGzip = await get(`${base}/remoteEntry.js`, 'gzip');
    expectEncoded(entryGzip, 'gzip', ENTRY_JS);
    expect(entryGzip.headers['cache-control']).toBe('no-store');

    const chunk = await get(`${base}/js/page.0123456789.js`, 'br, gzip');
    expectEncoded(chunk, 'br', CHUNK_JS);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const plainChunk = await get(`${base}/js/page.0123456789.js`);
    expectEncoded(plainChunk, undefined, CHUNK_JS);
    expect(plainChunk.headers['cache-control']).toBe(IMMUTABLE);

    // No variant for the manifest in this build: the plain file, still no-store.
    const manifest = await get(`${base}/mf-manifest.json`, 'br, gzip');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(manifest.headers['cache-control']).toBe('no-store');
    expect(manifest.headers.vary).toBe('Accept-Encoding');
    expect(manifest.json().name).toBe('remote_words');
  });

  it.each([
    ['a variant without its plain file', (dir: string) => fs.writeFileSync(path.join(dir, 'js', 'gone.0123456789.js.br'), br(CHUNK_JS)), '元の js/gone.0123456789.js'],
    ['a variant of other content', (dir: string) => fs.writeFileSync(path.join(dir, 'remoteEntry.js.gz'), gz(`${ENTRY_JS}/* changed */`)), 'remoteEntry.js.gz を展開した内容'],
    ['a variant that is not brotli at all', (dir: string) => fs.writeFileSync(path.join(dir, 'remoteEntry.js.br'), randomBytes(2000)), 'remoteEntry.js.br を展開した内容'],
    ['a variant that unpacks past its plain file', (dir: string) => fs.writeFileSync(path.join(dir, 'remoteEntry.js.br'), br(`${ENTRY_JS}${' '.repeat(1_000_000)}`)), 'remoteEntry.js.br を展開した内容'],
  ])('refuses a build with %s and stores nothing', async (_what, tweak, message) => {
    const version = `2.0.${Math.floor(Math.random() * 1_000_000)}`;
    const response = await publish('remote-words', version, await packRemoteBuild('remote-words', version, ['/dictionary'], (dir) => {
      withVariants(dir);
      tweak(dir);
    }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errmsg).toContain(message);
    expect(fs.existsSync(path.join(dataDir, 'remotes', 'remote-words', version))).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'remotes', '.incoming'))).toEqual([]);
    expect((await get(`/remotes/remote-words/${version}/remoteEntry.js`)).statusCode).toBe(404);
  });
});

describe('API answers, compressed per request', () => {
  it('compresses JSON over 1 KB with brotli, else gzip, and keeps the JSON', async () => {
    const plain = await get('/v3/test-compression/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.headers.vary).toBe('accept-encoding');

    const brotli = await get('/v3/test-compression/big', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decoded(brotli))).toEqual(plain.json());

    const gzipped = await get('/v3/test-compression/big', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzipped))).toEqual(plain.json());
  });

  it('sends answers under 1 KB, non-text answers and answers outside the API as they are', async () => {
    const small = await get('/v3/test-compression/small', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('accept-encoding');
    expect(small.json().data.items).toHaveLength(2);

    const audio = await get('/v3/test-compression/audio', 'br, gzip');
    expect(audio.headers['content-encoding']).toBeUndefined();
    expect(audio.rawPayload.length).toBe(4096);

    const outside = await get('/test-compression/outside', 'br, gzip');
    expect(outside.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(outside.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the operations API and adds to the registry its Vary', async () => {
    const registry = await get('/registry.json', 'br');
    expect(registry.headers.vary).toBe('Cookie, accept-encoding');
    expect(registry.headers['cache-control']).toBe('no-store');
    const remotes = await app.inject({ method: 'GET', url: '/ops/remotes', headers: { authorization: `Bearer ${opsToken}`, 'accept-encoding': 'br' } });
    expect(remotes.statusCode).toBe(200);
    expect(remotes.headers.vary).toContain('accept-encoding');
    const body = decoded(remotes);
    if (Buffer.byteLength(body) >= COMPRESS_THRESHOLD_BYTES) expect(remotes.headers['content-encoding']).toBe('br');
    expect(JSON.parse(body).data[0].name).toBe('remote-words');
  });

  it('leaves static files, the speech proxy and the SPA to their own handling', () => {
    for (const url of ['/v3/student/info', '/ops', '/ops/remotes', '/registry.json']) expect(isCompressedRoute(url), url).toBe(true);
    for (const url of ['/remotes/*', '/speech/*', '/resources/*', '/*', '/', '/opsx', '/uploads/*']) expect(isCompressedRoute(url), url).toBe(false);
  });
});
