/** Messages between the page and the mp3 worker (mp3-worker-source.ts). */
export type Mp3WorkerRequest =
  | { type: 'start'; id: number; sampleRate: number }
  | { type: 'pcm'; id: number; pcm: Int16Array }
  | { type: 'finish'; id: number }
  | { type: 'dispose'; id: number };

export type Mp3WorkerReply = { type: 'done'; id: number; mp3: Blob } | { type: 'failed'; id: number; message: string };

/** The worker's first message, once lamejs is loaded. */
export type Mp3WorkerHello = { type: 'ready' };
