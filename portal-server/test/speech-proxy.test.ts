import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

let dataDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;

/** A port nothing listens on: the speech-server is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-speech-proxy-'));
  database = await openDatabase({ dataDir });
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SPEECH_URL: `http://127.0.0.1:${await closedPort()}` });
  app = await buildApp({ config, database });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('/speech proxy', () => {
  it('answers 502 with a Japanese message when speech-server is down', async () => {
    const response = await app.inject({ method: 'GET', url: '/speech/health' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 502, errcode: 502, data: null });
    expect(response.json().errmsg).toContain('音声サーバー');
  });

  it('does not swallow the app: other paths still answer', async () => {
    expect((await app.inject({ method: 'GET', url: '/registry.json' })).statusCode).toBe(200);
  });
});
