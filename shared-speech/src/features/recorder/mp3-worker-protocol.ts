/** Messages between the page and the mp3 worker (mp3-worker.ts). */
export type Mp3WorkerRequest =
  | { type: 'start'; id: number; sampleRate: number }
  | { type: 'pcm'; id: number; pcm: Int16Array }
  | { type: 'finish'; id: number }
  | { type: 'dispose'; id: number };

export type Mp3WorkerReply = { type: 'done'; id: number; mp3: Blob } | { type: 'failed'; id: number; message: string };
