import WebSocket from 'ws';

export interface StreamRun {
  messages: Array<{ code: number; message: string; sid?: string; data: Record<string, unknown> | null }>;
  /** The last message (the result or the error). */
  final: { code: number; message: string; sid?: string; data: Record<string, unknown> | null } | undefined;
  /** Milliseconds from sending the last frame to receiving the final message. */
  latencyMs: number;
  closeCode: number;
}

/**
 * Streams PCM to a speech WebSocket as the browser client does: status 0 with the parameters,
 * status 1 chunks (200 ms by default), status 2; optionally paced in real time.
 */
export async function streamSpeech(url: string, first: Record<string, unknown>, pcm: Buffer, options: { chunkMs?: number; realtime?: boolean } = {}): Promise<StreamRun> {
  const { chunkMs = 200, realtime = false } = options;
  const chunkBytes = (16000 * 2 * chunkMs) / 1000;
  const socket = new WebSocket(url);
  const messages: StreamRun['messages'] = [];
  let lastSentAt = 0;
  let finalAt = 0;
  const closed = new Promise<number>((resolve) => {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as StreamRun['messages'][number];
      messages.push(message);
      const status = (message.data as { status?: number } | null)?.status;
      if (message.code !== 0 || status === 2) finalAt = performance.now();
    });
    socket.on('close', (code) => resolve(code));
    socket.on('error', () => resolve(1006));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const send = (frame: Record<string, unknown>): void => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };
  send({ status: 0, ...first });
  const started = performance.now();
  for (let offset = 0, i = 0; offset < pcm.length; offset += chunkBytes, i++) {
    if (realtime) {
      const due = started + i * chunkMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    send({ status: 1, audio: pcm.subarray(offset, offset + chunkBytes).toString('base64') });
  }
  send({ status: 2, audio: '' });
  lastSentAt = performance.now();
  const closeCode = await closed;
  return { messages, final: messages.at(-1), latencyMs: finalAt ? finalAt - lastSentAt : NaN, closeCode };
}

/** Sends raw frames (strings or buffers) and collects the replies until the server closes. */
export async function sendRawFrames(url: string, frames: Array<string | Buffer>): Promise<StreamRun['messages']> {
  const socket = new WebSocket(url);
  const messages: StreamRun['messages'] = [];
  const closed = new Promise<void>((resolve) => {
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as StreamRun['messages'][number]));
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  for (const frame of frames) socket.send(frame, { binary: Buffer.isBuffer(frame) });
  await closed;
  return messages;
}
