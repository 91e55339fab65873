import { describe, expect, it, vi } from 'vitest';
import { Mp3WorkerClient, WORKER_FINISH_TIMEOUT_MS, WORKER_READY_TIMEOUT_MS } from './mp3-encoder-port';
import type { Mp3WorkerReply, Mp3WorkerRequest } from './mp3-worker-protocol';

/** A Worker stand-in that records requests and lets the test answer. */
class FakeWorker {
  readonly requests: Mp3WorkerRequest[] = [];
  readonly transfers: Transferable[][] = [];
  onmessage: ((event: MessageEvent<Mp3WorkerReply | { type: 'ready' }>) => void) | null = null;
  terminated = false;

  terminate() {
    this.terminated = true;
  }
  onerror: ((event: ErrorEvent) => void) | null = null;

  postMessage(message: Mp3WorkerRequest, transfer: Transferable[] = []) {
    this.requests.push(message);
    this.transfers.push(transfer);
  }

  reply(message: Mp3WorkerReply | { type: 'ready' }) {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }

  crash() {
    this.onerror?.(new ErrorEvent('error', { message: 'out of memory', cancelable: true }));
  }
}

function client() {
  const worker = new FakeWorker();
  return { worker, client: new Mp3WorkerClient(worker as unknown as Worker) };
}

describe('Mp3WorkerClient', () => {
  it('starts a take, sends copies of the PCM (transferring the copy) and resolves with the mp3', async () => {
    const { worker, client: mp3 } = client();
    const take = mp3.open();
    const pcm = Int16Array.from([1, 2, 3]);
    take.append(pcm);
    expect(pcm.length).toBe(3); // the caller's array is untouched
    const finished = take.finish();
    expect(worker.requests.map((r) => r.type)).toEqual(['start', 'pcm', 'finish']);
    expect(worker.transfers[1]).toHaveLength(1);
    const mp3Blob = new Blob(['x'], { type: 'audio/mpeg' });
    worker.reply({ type: 'done', id: 1, mp3: mp3Blob });
    await expect(finished).resolves.toBe(mp3Blob);
  });

  it('keeps takes apart by id and rejects a failed one', async () => {
    const { worker, client: mp3 } = client();
    const first = mp3.open();
    const second = mp3.open();
    const a = first.finish();
    const b = second.finish();
    worker.reply({ type: 'failed', id: 2, message: 'no such take' });
    await expect(b).rejects.toThrow(/no such take/);
    worker.reply({ type: 'done', id: 1, mp3: new Blob([]) });
    await expect(a).resolves.toBeInstanceOf(Blob);
  });

  it('fails every take in flight when the worker crashes, and every later take at once', async () => {
    const { worker, client: mp3 } = client();
    const take = mp3.open();
    const pending = take.finish();
    worker.crash();
    await expect(pending).rejects.toThrow(/out of memory/);
    expect(mp3.broken).toBe(true);
    expect(worker.terminated).toBe(true);
    await expect(mp3.open().finish()).rejects.toThrow(/out of memory/);
  });

  it('ignores audio after dispose', () => {
    const { worker, client: mp3 } = client();
    const dropped = mp3.open();
    dropped.dispose();
    dropped.append(Int16Array.from([1]));
    expect(worker.requests.at(-1)).toEqual({ type: 'dispose', id: 1 });
  });

  it('counts a worker that never says ready as broken', async () => {
    vi.useFakeTimers();
    try {
      const ready = client();
      ready.worker.reply({ type: 'ready' });
      const silent = client();
      await vi.advanceTimersByTimeAsync(WORKER_READY_TIMEOUT_MS);
      expect(ready.client.broken).toBe(false);
      expect(silent.client.broken).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up on a worker that does not answer, so the recorder can encode on the page', async () => {
    vi.useFakeTimers();
    try {
      const { worker, client: mp3 } = client();
      worker.reply({ type: 'ready' });
      const pending = mp3.open().finish();
      const outcome = pending.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(WORKER_FINISH_TIMEOUT_MS);
      expect(await outcome).toBeInstanceOf(Error);
      expect(worker.requests.at(-1)).toEqual({ type: 'dispose', id: 1 });
      worker.reply({ type: 'done', id: 1, mp3: new Blob([]) }); // a late answer is ignored
    } finally {
      vi.useRealTimers();
    }
  });
});
