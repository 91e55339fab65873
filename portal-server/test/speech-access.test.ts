// Issue 20: the /speech proxy lets through only authorised work. A real speech-server (its own
// process, as in production) behind a real portal listening on a port: sockets without an
// address, with a forged, an expired or a used one are closed with 4401 and a reason; a valid one
// reaches speech-server and is scored; a student over the open-stream or per-minute limit gets the
// busy code; text-to-speech is refused the same way over HTTP (401 with errmsg) and capped in
// length and rate; a second app on the same database agrees on used tickets.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SPEECH_ADDRESS_REFUSED_CLOSE_CODE, SPEECH_BUSY_CODE, SPEECH_TICKET_PARAM, TTS_MAX_TEXT_LENGTH } from 'shared-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { createTestPortal, type Session, type TestPortal } from './harness';

const TTL_SECONDS = 3;
const LIMITS = { ttlSeconds: TTL_SECONDS, maxOpenStreams: 2, streamsPerMinute: 4, ttsPerMinute: 3 };
const SENTENCE = 'I like to read books in the library.';

let portal: TestPortal;
let base = '';
let speech: ChildProcess | null = null;
let speechDir = '';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startSpeechServer(): Promise<string> {
  speechDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-speech-access-'));
  const port = await freePort();
  const log = fs.openSync(path.join(speechDir, 'speech-server.log'), 'a');
  speech = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..', '..', 'speech-server'),
    env: { ...process.env, SPEECH_PORT: String(port), DATA_DIR: speechDir, SPEECH_HELPERS: '1', SPEECH_SLOTS_PER_HELPER: '4' },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && speech.exitCode === null) {
    try {
      if ((await fetch(`${url}/speech/health`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`speech-server did not start:\n${fs.readFileSync(path.join(speechDir, 'speech-server.log'), 'utf8')}`);
}

/** espeak-ng speech as 16 kHz 16-bit mono PCM with a little noise (decoding digital silence breaks). */
function speechPcm(text: string): Buffer {
  const wav = spawnSync('espeak-ng', ['-v', 'en-us', '-s', '150', '--stdout', text]).stdout;
  const raw = spawnSync('sox', ['-t', 'wav', '-', '-t', 'raw', '-e', 'signed-integer', '-b', '16', '-c', '1', '-r', '16000', '-', 'pad', '0.4', '0.4', 'dither'], { input: wav }).stdout;
  return raw;
}

type Closed = { code: number; reason: string; messages: { code: number; data: { status?: number } | null }[] };

/** Opens a socket and collects what it hears until it closes; `script` runs once it is open. */
function session(url: string, script: (socket: WebSocket, messages: Closed['messages']) => void = () => undefined): Promise<Closed> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    const messages: Closed['messages'] = [];
    socket.on('open', () => script(socket, messages));
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Closed['messages'][number]));
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString(), messages }));
    socket.on('error', () => undefined);
  });
}

/** An open stream that speech-server acknowledged; close it with `.close()`. */
async function openStream(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ status: 0, category: 'read_sentence', text: SENTENCE })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { code: number; data: { status?: number } | null };
      if (message.code === 0 && message.data?.status === 0) resolve();
      else reject(new Error(`not acknowledged: ${String(data)}`));
    });
    socket.on('close', (code, reason) => reject(new Error(`closed ${code} ${reason.toString()}`)));
  });
  return socket;
}

const closeAndWait = (socket: WebSocket) =>
  new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    socket.close(1000);
  });

/** The evaluation address the portal gives `who` (rewritten to the port the test portal listens on). */
async function evaluationAddress(who: Session): Promise<string> {
  const response = await portal.get('/v3/app/new-evaluation-service', { as: who });
  expect(response.status).toBe(200);
  expect(response.body.data.expires_in).toBe(TTL_SECONDS);
  const url = new URL(response.body.data.evaluation_server_url as string);
  return `${base.replace(/^http/, 'ws')}${url.pathname}${url.search}`;
}

async function ttsAddress(who: Session): Promise<URL> {
  const response = await portal.get('/v3/xfyun/get-tts-auth-url', { as: who });
  expect(response.status).toBe(200);
  const url = new URL(response.body.data.tts_auth_url as string);
  return new URL(`${base}${url.pathname}${url.search}`);
}

const withText = (address: URL, text: string) => {
  const url = new URL(address);
  url.searchParams.set('text', text);
  return url.toString();
};

beforeAll(async () => {
  const speechUrl = await startSpeechServer();
  portal = await createTestPortal({ seed: 'core', configOverrides: { speechUrl, speechAccess: LIMITS } });
  await portal.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = portal.app.server.address() as net.AddressInfo;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await portal?.close();
  if (speech && speech.exitCode === null) {
    const exited = new Promise((resolve) => speech?.once('exit', resolve));
    speech.kill('SIGTERM');
    await exited;
  }
  if (speechDir) fs.rmSync(speechDir, { recursive: true, force: true });
});

describe('speech sockets through the portal', () => {
  it('refuses a socket without an address, with a forged one or with a ticket of another kind', async () => {
    const wsBase = base.replace(/^http/, 'ws');
    const missing = await session(`${wsBase}/speech/evaluate`);
    expect(missing).toMatchObject({ code: SPEECH_ADDRESS_REFUSED_CLOSE_CODE, reason: 'speech address missing', messages: [] });

    const forged = await session(`${wsBase}/speech/recognize?${SPEECH_TICKET_PARAM}=${'x'.repeat(32)}`);
    expect(forged).toMatchObject({ code: SPEECH_ADDRESS_REFUSED_CLOSE_CODE, reason: 'speech address not valid' });

    const recognition = new URL((await portal.get('/v3/xfyun/get-iat-auth-url', { as: await portal.session('biz01') })).body.data.iat_auth_url as string);
    const wrongKind = await session(`${wsBase}/speech/evaluate${recognition.search}`);
    expect(wrongKind).toMatchObject({ code: SPEECH_ADDRESS_REFUSED_CLOSE_CODE, reason: 'speech address not valid' });
  });

  it('lets a valid address through to speech-server, which scores the reading; the address then cannot be used again', async () => {
    const url = await evaluationAddress(await portal.session('biz01'));
    const pcm = speechPcm(SENTENCE);
    const scored = await session(url, (socket) => {
      socket.send(JSON.stringify({ status: 0, category: 'read_sentence', text: SENTENCE }));
      for (let offset = 0; offset < pcm.length; offset += 6400) socket.send(JSON.stringify({ status: 1, audio: pcm.subarray(offset, offset + 6400).toString('base64') }));
      socket.send(JSON.stringify({ status: 2, audio: '' }));
    });
    expect(scored.messages.at(0)).toMatchObject({ code: 0, data: { status: 0 } });
    const final = scored.messages.at(-1) as { code: number; data: { status: number; result: { total_score: number } } };
    expect(final.code).toBe(0);
    expect(final.data.status).toBe(2);
    expect(final.data.result.total_score).toBeGreaterThan(0);

    const again = await session(url);
    expect(again).toMatchObject({ code: SPEECH_ADDRESS_REFUSED_CLOSE_CODE, reason: 'speech address already used', messages: [] });
  });

  it('refuses an expired address', async () => {
    const url = await evaluationAddress(await portal.session('biz01'));
    await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 300));
    const expired = await session(url);
    expect(expired).toMatchObject({ code: SPEECH_ADDRESS_REFUSED_CLOSE_CODE, reason: 'speech address expired' });
  });

  it('gives a student at most the open streams allowed (busy code), and a closed stream frees its place', async () => {
    const student = await portal.session('biz02');
    // Readings aloud are no streams: they never count against the open streams.
    for (let i = 0; i < 2; i++) expect((await fetch(withText(await ttsAddress(student), 'Good morning.'))).status).toBe(200);
    const first = await openStream(await evaluationAddress(student));
    const second = await openStream(await evaluationAddress(student));
    const third = await session(await evaluationAddress(student));
    expect(third.code).toBe(1000);
    expect(third.messages).toEqual([expect.objectContaining({ code: SPEECH_BUSY_CODE })]);
    // Another student is not held up by this one.
    const other = await openStream(await evaluationAddress(await portal.session('biz05')));
    await closeAndWait(other);

    await closeAndWait(first);
    // The end is recorded when the socket closes; the next claim sees it.
    await expect.poll(async () => {
      const next = await session(await evaluationAddress(student), (socket, messages) => {
        socket.send(JSON.stringify({ status: 0, category: 'read_sentence', text: SENTENCE }));
        socket.on('message', () => messages.length === 1 && socket.close(1000));
      });
      return next.messages[0]?.code;
    }).toBe(0);
    await closeAndWait(second);
  });

  it('gives a student at most the streams per minute allowed', async () => {
    const student = await portal.session('biz03');
    for (let i = 0; i < LIMITS.streamsPerMinute; i++) await closeAndWait(await openStream(await evaluationAddress(student)));
    const over = await session(await evaluationAddress(student));
    expect(over.messages).toEqual([expect.objectContaining({ code: SPEECH_BUSY_CODE })]);
  });

  it('a second portal app on the same database refuses an address the first one let through', async () => {
    const url = await evaluationAddress(await portal.session('biz04'));
    await closeAndWait(await openStream(url));
    const other: FastifyInstance = await buildApp({ config: portal.config, database: portal.database });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const { port } = other.server.address() as net.AddressInfo;
      const reused = await session(url.replace(/:\d+\//, `:${port}/`));
      expect(reused).toMatchObject({ code: SPEECH_ADDRESS_REFUSED_CLOSE_CODE, reason: 'speech address already used' });
    } finally {
      await other.close();
    }
  });
});

describe('text-to-speech through the portal', () => {
  it('refuses a reading without an address, with a forged one or an expired one (401 with errmsg)', async () => {
    const missing = await fetch(`${base}/speech/tts?text=Hello`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 401, errcode: 401, data: null, errmsg: expect.stringContaining('アドレス') });
    const forged = await fetch(`${base}/speech/tts?text=Hello&${SPEECH_TICKET_PARAM}=forged-ticket`);
    expect(forged.status).toBe(401);

    const address = await ttsAddress(await portal.session('col01'));
    await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 300));
    const expired = await fetch(withText(address, 'Hello'));
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { errmsg: string }).errmsg).toContain('有効期限');
  });

  it('reads with a valid address (more than once while it lasts), refuses a text over the cap and a student over the rate', async () => {
    // The rate counts per clock minute: start well inside one so the readings below share it.
    while (Date.now() % 60_000 > 50_000) await new Promise((resolve) => setTimeout(resolve, 500));
    const address = await ttsAddress(await portal.session('col02'));
    const tooLong = await fetch(withText(address, 'a'.repeat(TTS_MAX_TEXT_LENGTH + 1)));
    expect(tooLong.status).toBe(400);
    // A second text would reach speech-server unchecked (it reads the last of a repeated name).
    const smuggled = await fetch(`${withText(address, 'Hi.')}&text=${'a'.repeat(TTS_MAX_TEXT_LENGTH + 1)}`);
    expect(smuggled.status).toBe(400);
    expect(((await smuggled.json()) as { errmsg: string }).errmsg).toContain('パラメータ');

    for (let i = 0; i < LIMITS.ttsPerMinute; i++) {
      const reading = await fetch(withText(address, 'Good morning.'));
      expect(reading.status).toBe(200);
      expect(reading.headers.get('content-type')).toBe('audio/mpeg');
      expect((await reading.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    const over = await fetch(withText(address, 'Good morning.'));
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ errcode: 429, data: { code: SPEECH_BUSY_CODE } });
  });

  it('answers only health and text-to-speech over HTTP', async () => {
    expect((await fetch(`${base}/speech/health`)).status).toBe(200);
    expect((await fetch(`${base}/speech/evaluate`)).status).toBe(404);
    const upload = await fetch(`${base}/speech/recognize`, { method: 'POST', headers: { 'content-type': 'audio/l16' }, body: Buffer.alloc(3200) });
    expect(upload.status).toBe(404);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/speech', '/speech/tts', '/speech/evaluate']) {
        const refused = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: '{"text":"hi"}' });
        expect([404, 405], `${method} ${path}`).toContain(refused.status);
        expect(((await refused.json()) as { errmsg: string }).errmsg, `${method} ${path}`).toBeTruthy();
      }
    }
  });
});
