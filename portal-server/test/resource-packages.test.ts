// Resource packages (src/features/textbook/package-files.ts) served precompressed: an integration test of the
// content build and the /resources route together, so it lives here rather than inside one feature.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { precompress } from '../src/lib/precompress';
import { allResources, buildPackage, EXERCISE_CONTENT_DIR, readExerciseContent } from '../src/features/textbook/content-build';
import { fakeMp3 } from '../src/features/textbook/content-test-support';
import { TtsCache } from '../src/features/textbook/tts-cache';

let dataDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let packagePath: string;
let folder: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-package-files-'));
  const resource = allResources(readExerciseContent()).find((entry) => entry.code === 'life-u1-listening')!;
  const built = await buildPackage(resource, { dataDir, contentDir: EXERCISE_CONTENT_DIR, tts: new TtsCache(path.join(dataDir, 'tts'), async (line) => fakeMp3(line)) });
  packagePath = built.packagePath;
  folder = path.join(dataDir, 'resources', resource.code, built.version);
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }, { hostDist: path.join(dataDir, 'no-host') });
  database = await openDatabase({ dataDir });
  app = await buildApp({ config, database });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('makes brotli and gzip copies of text over 1 KB that decode to it, and none of small or random data', () => {
    const text = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ id: i, text: `item ${i}` })) }, null, 1);
    const variants = precompress(text);
    expect(variants.map((v) => v.suffix)).toEqual(['.br', '.gz']);
    expect(zlib.brotliDecompressSync(variants[0]!.bytes).toString()).toBe(text);
    expect(zlib.gunzipSync(variants[1]!.bytes).toString()).toBe(text);
    expect(precompress('{"a":1}')).toEqual([]);
    expect(precompress(fs.readFileSync(path.join(folder, 'audio', 'life-u1-lc-01.mp3')).subarray(0, 1000))).toEqual([]);
  });
});

describe('resource packages', () => {
  it('are written with index.json.br and .gz beside index.json', () => {
    const index = fs.readFileSync(path.join(folder, 'index.json'));
    expect(index.length).toBeGreaterThan(1024);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(folder, 'index.json.br'))).equals(index)).toBe(true);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(folder, 'index.json.gz'))).equals(index)).toBe(true);
  });

  it('serve index.json precompressed to browsers that take it, with the same caching', async () => {
    const index = fs.readFileSync(path.join(folder, 'index.json'));
    const get = (acceptEncoding?: string) => app.inject({ method: 'GET', url: `${packagePath}index.json`, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(index)).toBe(true);

    const gzipped = await get('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).equals(index)).toBe(true);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(index)).toBe(true);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('send audio as it is, range requests included', async () => {
    const audio = await app.inject({ method: 'GET', url: `${packagePath}audio/life-u1-lc-01.mp3`, headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-9' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.headers['content-encoding']).toBeUndefined();
    expect(audio.rawPayload.length).toBe(10);
  });
});
