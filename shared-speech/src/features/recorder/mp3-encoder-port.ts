/**
 * How the recorder gets its mp3: through the shared mp3 worker when the browser can start one,
 * else on the page in small timed batches. Both look the same to the recorder.
 */
import { SPEECH_SAMPLE_RATE } from '../../lib/audio-constants';
import type { IncrementalMp3Encoder } from './mp3-encoder';
import { mp3WorkerSource } from './mp3-worker-source';
import type { Mp3WorkerHello, Mp3WorkerReply, Mp3WorkerRequest } from './mp3-worker-protocol';

export type Mp3EncoderPort = {
  /** Queues PCM (the caller keeps its array; it is copied). */
  append(pcm: Int16Array): void;
  /** Encodes what is left and resolves with the mp3. */
  finish(): Promise<Blob>;
  /** Drops the take. */
  dispose(): void;
};

/**
 * lamejs is about 54 KB gzipped: it is fetched only when a page has to encode on its own (no
 * worker), so no remote pays for it in its first route.
 */
export const loadPageEncoder = () => import('./mp3-encoder');

/**
 * Page fallback: IncrementalMp3Encoder with its 100 ms background timer. PCM that arrives before
 * lamejs has loaded is queued and handed over as soon as it is there.
 */
export function createInlineMp3Encoder(): Mp3EncoderPort {
  let encoder: IncrementalMp3Encoder | null = null;
  let disposed = false;
  const early: Int16Array[] = [];
  const ready = loadPageEncoder().then(({ IncrementalMp3Encoder }) => {
    encoder = new IncrementalMp3Encoder();
    for (const pcm of early.splice(0)) encoder.append(pcm);
    if (disposed) encoder.dispose();
    else encoder.startBackground();
    return encoder;
  });
  return {
    append: (pcm) => (encoder ? encoder.append(pcm) : early.push(pcm.slice())),
    finish: async () => (await ready).finish(),
    dispose: () => {
      disposed = true;
      encoder?.dispose();
    },
  };
}

/**
 * How long the worker may take to hand back a take: it encodes while the student speaks, so only
 * the last fraction of a second is left at finish; a worker that has not answered by then is stuck
 * and the recorder encodes on the page instead.
 */
export const WORKER_FINISH_TIMEOUT_MS = 10_000;
/** A worker that has not loaded lamejs by then never will (blocked script, offline asset). */
export const WORKER_READY_TIMEOUT_MS = 8_000;

type PendingFinish = { resolve: (mp3: Blob) => void; reject: (error: Error) => void };

/** The one mp3 worker of the page and the takes it is encoding. */
export class Mp3WorkerClient {
  private nextId = 1;
  private readonly waiting = new Map<number, PendingFinish>();
  private failure: Error | null = null;
  private readyTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly worker: Worker,
    private readonly onBroken: () => void = () => undefined,
  ) {
    this.readyTimer = setTimeout(() => this.fail(new Error(`mp3 worker not ready within ${WORKER_READY_TIMEOUT_MS} ms`)), WORKER_READY_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<Mp3WorkerReply | Mp3WorkerHello>) => {
      const reply = event.data;
      if (reply.type === 'ready') {
        clearTimeout(this.readyTimer);
        return;
      }
      const pending = this.waiting.get(reply.id);
      if (!pending) return;
      this.waiting.delete(reply.id);
      if (reply.type === 'done') pending.resolve(reply.mp3);
      else pending.reject(new Error(`mp3 worker: ${reply.message}`));
    };
    // A worker that dies (or never loads lamejs) fails every take; the recorder encodes on the page.
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(new Error(`mp3 worker failed: ${event.message}`));
    };
  }

  /** Whether the worker failed; later takes should not use it. */
  get broken(): boolean {
    return this.failure !== null;
  }

  open(): Mp3EncoderPort {
    const id = this.nextId++;
    this.post({ type: 'start', id, sampleRate: SPEECH_SAMPLE_RATE });
    let closed = false;
    return {
      append: (pcm) => {
        if (closed || this.failure) return;
        const copy = pcm.slice();
        this.post({ type: 'pcm', id, pcm: copy }, [copy.buffer]);
      },
      finish: () => {
        closed = true;
        if (this.failure) return Promise.reject(this.failure);
        return new Promise<Blob>((resolve, reject) => {
          const timer = setTimeout(() => {
            this.waiting.delete(id);
            this.post({ type: 'dispose', id });
            reject(new Error(`mp3 worker did not answer within ${WORKER_FINISH_TIMEOUT_MS} ms`));
          }, WORKER_FINISH_TIMEOUT_MS);
          const settle = <T>(action: (value: T) => void) => (value: T) => {
            clearTimeout(timer);
            action(value);
          };
          this.waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
          this.post({ type: 'finish', id });
        });
      },
      dispose: () => {
        closed = true;
        this.waiting.delete(id);
        this.post({ type: 'dispose', id });
      },
    };
  }

  private fail(error: Error) {
    if (this.failure) return;
    this.failure = error;
    clearTimeout(this.readyTimer);
    console.warn('mp3 worker unavailable, encoding on the page', error);
    for (const pending of this.waiting.values()) pending.reject(error);
    this.waiting.clear();
    this.worker.terminate();
    this.onBroken();
  }

  private post(message: Mp3WorkerRequest, transfer: Transferable[] = []) {
    if (!this.failure) this.worker.postMessage(message, transfer);
  }
}

let client: Mp3WorkerClient | null = null;
let unavailable = false;

function startWorker(): Mp3WorkerClient | null {
  if (unavailable || typeof Worker === 'undefined' || typeof Blob === 'undefined') return null;
  if (client && !client.broken) return client;
  try {
    const url = URL.createObjectURL(new Blob([mp3WorkerSource()], { type: 'text/javascript' }));
    client = new Mp3WorkerClient(new Worker(url), () => {
      unavailable = true;
      URL.revokeObjectURL(url);
    });
  } catch (error) {
    console.warn('mp3 worker unavailable, encoding on the page', error);
    unavailable = true;
    client = null;
  }
  return client;
}

/** An encoder for one take: the worker's when it runs, the page's otherwise. */
export function createMp3Encoder(): Mp3EncoderPort {
  const worker = startWorker();
  return worker && !worker.broken ? worker.open() : createInlineMp3Encoder();
}
