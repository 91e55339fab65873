/**
 * How the recorder gets its mp3: through the shared mp3 worker when the browser can start one,
 * else on the page in small timed batches. Both look the same to the recorder.
 */
import { SPEECH_SAMPLE_RATE } from './audio-constants';
import { IncrementalMp3Encoder } from './mp3-encoder';
import type { Mp3WorkerReply, Mp3WorkerRequest } from './mp3-worker-protocol';

export type Mp3EncoderPort = {
  /** Queues PCM (the caller keeps its array; it is copied). */
  append(pcm: Int16Array): void;
  /** Encodes what is left and resolves with the mp3. */
  finish(): Promise<Blob>;
  /** Drops the take. */
  dispose(): void;
};

/** Page fallback: IncrementalMp3Encoder with its 100 ms background timer. */
export function createInlineMp3Encoder(): Mp3EncoderPort {
  const encoder = new IncrementalMp3Encoder();
  encoder.startBackground();
  return { append: (pcm) => encoder.append(pcm), finish: () => encoder.finish(), dispose: () => encoder.dispose() };
}

type PendingFinish = { resolve: (mp3: Blob) => void; reject: (error: Error) => void };

/**
 * How long the worker may take to hand back a take: it encodes while the student speaks, so only
 * the last fraction of a second is left at finish; a worker that has not answered by then is stuck
 * and the recorder encodes on the page instead.
 */
export const WORKER_FINISH_TIMEOUT_MS = 10_000;

/** The one mp3 worker of the page and the takes it is encoding. */
export class Mp3WorkerClient {
  private nextId = 1;
  private readonly waiting = new Map<number, PendingFinish>();

  constructor(private readonly worker: Worker) {
    worker.onmessage = (event: MessageEvent<Mp3WorkerReply>) => {
      const reply = event.data;
      const pending = this.waiting.get(reply.id);
      if (!pending) return;
      this.waiting.delete(reply.id);
      if (reply.type === 'done') pending.resolve(reply.mp3);
      else pending.reject(new Error(`mp3 worker: ${reply.message}`));
    };
    // A worker that dies fails every take in flight; the recorder then encodes on the page.
    worker.onerror = (event) => {
      event.preventDefault();
      for (const pending of this.waiting.values()) pending.reject(new Error(`mp3 worker failed: ${event.message}`));
      this.waiting.clear();
      broken = true;
    };
  }

  open(): Mp3EncoderPort {
    const id = this.nextId++;
    this.post({ type: 'start', id, sampleRate: SPEECH_SAMPLE_RATE });
    let closed = false;
    return {
      append: (pcm) => {
        if (closed) return;
        const copy = pcm.slice();
        this.post({ type: 'pcm', id, pcm: copy }, [copy.buffer]);
      },
      finish: () => {
        closed = true;
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

  private post(message: Mp3WorkerRequest, transfer: Transferable[] = []) {
    this.worker.postMessage(message, transfer);
  }
}

let client: Mp3WorkerClient | null = null;
let broken = false;

function startWorker(): Mp3WorkerClient | null {
  if (broken || typeof Worker === 'undefined') return null;
  if (client) return client;
  try {
    // The bundler turns this into a worker chunk of whichever build provides shared-speech.
    client = new Mp3WorkerClient(new Worker(new URL('./mp3-worker.ts', import.meta.url)));
  } catch (error) {
    console.warn('mp3 worker unavailable, encoding on the page', error);
    broken = true;
  }
  return client;
}

/** An encoder for one take: the worker's when it runs, the page's otherwise. */
export function createMp3Encoder(): Mp3EncoderPort {
  return startWorker()?.open() ?? createInlineMp3Encoder();
}
