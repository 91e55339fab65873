import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { AudioStreamSession, type StreamHandler } from './audio-stream';
import { ErrorCode, SpeechError } from '../../lib/speech-error';

/** A handler that records what the session asked of it; behaviour per test. */
class RecordingHandler implements StreamHandler {
  readonly calls: string[] = [];
  constructor(private readonly behaviour: { startError?: Error; finishAfterChunks?: number; maxAudioMs?: number } = {}) {}

  async start(frame: Record<string, unknown>): Promise<{ maxAudioMs: number }> {
    this.calls.push(`start:${String(frame.category)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (this.behaviour.startError) throw this.behaviour.startError;
    return { maxAudioMs: this.behaviour.maxAudioMs ?? 10_000 };
  }

  async audio(pcm: Buffer): Promise<'continue' | 'finish'> {
    this.calls.push(`audio:${pcm.length}`);
    return this.calls.filter((call) => call.startsWith('audio')).length === this.behaviour.finishAfterChunks ? 'finish' : 'continue';
  }

  async finish(): Promise<Record<string, unknown>> {
    this.calls.push('finish');
    return { status: 2, result: { ok: true } };
  }

  abandon(): void {
    this.calls.push('abandon');
  }
}

describe('AudioStreamSession state machine', () => {
  let server: http.Server;
  let url = '';
  let nextHandler: RecordingHandler = new RecordingHandler();
  let lastHandler: RecordingHandler | undefined;

  beforeAll(async () => {
    server = http.createServer();
    const sockets = new WebSocketServer({ server });
    sockets.on('connection', (socket) => {
      lastHandler = nextHandler;
      new AudioStreamSession(socket, 'sid-test', nextHandler, { idleTimeoutMs: 300, maxFrameBytes: 1024 * 1024 });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const exchange = async (handler: RecordingHandler, frames: string[], closeAfterMs?: number): Promise<{ messages: Array<Record<string, unknown>>; closeCode: number }> => {
    nextHandler = handler;
    const socket = new WebSocket(url);
    const messages: Array<Record<string, unknown>> = [];
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
    await new Promise((resolve) => socket.once('open', resolve));
    for (const frame of frames) socket.send(frame);
    if (closeAfterMs !== undefined) setTimeout(() => socket.close(), closeAfterMs);
    const closeCode = await closed;
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { messages, closeCode };
  };
  const chunk = (bytes: number): string => JSON.stringify({ status: 1, audio: Buffer.alloc(bytes).toString('base64') });

  it('start -> audio in order (waiting for start) -> finish -> final message and close 1000', async () => {
    const handler = new RecordingHandler();
    const { messages, closeCode } = await exchange(handler, [JSON.stringify({ status: 0, category: 'read_word', audio: Buffer.alloc(8).toString('base64') }), chunk(16), JSON.stringify({ status: 2, audio: Buffer.alloc(4).toString('base64') })]);
    expect(handler.calls).toEqual(['start:read_word', 'audio:8', 'audio:16', 'audio:4', 'finish']);
    expect(messages).toEqual([{ code: 0, message: 'success', sid: 'sid-test', data: { status: 2, result: { ok: true } } }]);
    expect(closeCode).toBe(1000);
  });

  it('an early finish from the handler (end of speech) ends the session; later frames are ignored', async () => {
    const handler = new RecordingHandler({ finishAfterChunks: 1 });
    const { messages } = await exchange(handler, [JSON.stringify({ status: 0, category: 'x' }), chunk(16), chunk(16), chunk(16)]);
    expect(handler.calls.filter((call) => call === 'finish')).toHaveLength(1);
    expect(messages.every((message) => message.code === 0)).toBe(true);
  });

  it('a failing start sends its code once, closes, and abandons the handler', async () => {
    const handler = new RecordingHandler({ startError: new SpeechError(ErrorCode.categoryInvalid, 'unknown category') });
    const { messages, closeCode } = await exchange(handler, [JSON.stringify({ status: 0, category: 'bad' }), chunk(16)]);
    expect(messages).toEqual([{ code: 28682, message: 'unknown category', sid: 'sid-test', data: null }]);
    expect(closeCode).toBe(1000);
    expect(handler.calls).toEqual(['start:bad', 'abandon']);
  });

  it('an unexpected failure is a server error (32101) without internals', async () => {
    const handler = new RecordingHandler({ startError: new Error('segfault in the C code') });
    const { messages } = await exchange(handler, [JSON.stringify({ status: 0, category: 'x' })]);
    expect(messages[0]).toMatchObject({ code: 32101 });
    expect(String(messages[0]?.message)).not.toContain('segfault');
  });

  it('audio beyond the limit the handler set is refused even when it arrived before start finished', async () => {
    const handler = new RecordingHandler({ maxAudioMs: 100 });
    const { messages } = await exchange(handler, [JSON.stringify({ status: 0, category: 'x' }), chunk(6400)]);
    expect(messages.at(-1)).toMatchObject({ code: 40005 });
    expect(handler.calls).toContain('abandon');
  });

  it('a client that goes away mid-stream abandons the handler once', async () => {
    const handler = new RecordingHandler();
    await exchange(handler, [JSON.stringify({ status: 0, category: 'x' }), chunk(16)], 50);
    expect(handler.calls.filter((call) => call === 'abandon')).toHaveLength(1);
    expect(handler.calls).not.toContain('finish');
  });

  it('idle sessions time out with 40007, before and after status 0', async () => {
    const silent = await exchange(new RecordingHandler(), []);
    expect(silent.messages).toEqual([expect.objectContaining({ code: 40007 })]);
    const stalled = await exchange(new RecordingHandler(), [JSON.stringify({ status: 0, category: 'x' })]);
    expect(stalled.messages.at(-1)).toMatchObject({ code: 40007 });
    expect(lastHandler?.calls).toContain('abandon');
  });
});
