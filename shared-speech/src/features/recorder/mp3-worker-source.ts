/**
 * The mp3 worker, built at run time from a Blob: it loads lamejs's self-contained build
 * (lamejs.iife.js, emitted as a plain file next to whichever bundle provides shared-speech) with
 * importScripts and runs `mp3WorkerMain`. A worker chunk made by the bundler would carry the
 * Module Federation runtime, which never starts inside a worker of a remote's build.
 */
import { MP3_BITRATE_KBPS, MP3_FRAME_SAMPLES } from '../../lib/audio-constants';
import type { Mp3WorkerReply, Mp3WorkerRequest } from './mp3-worker-protocol';

type LameModule = { Mp3Encoder: new (channels: number, sampleRate: number, kbps: number) => { encodeBuffer(pcm: Int16Array): Uint8Array; flush(): Uint8Array } };
type WorkerScope = {
  lamejs?: LameModule;
  onmessage: ((event: MessageEvent<Mp3WorkerRequest>) => void) | null;
  postMessage(message: Mp3WorkerReply | { type: 'ready' }): void;
};

/**
 * Body of the worker. Serialised with `toString()`, so it uses only its parameters and the
 * worker's globals. Each take encodes whole frames as its PCM arrives; `finish` encodes the rest,
 * flushes and answers with the mp3.
 */
function mp3WorkerMain(scope: WorkerScope, frameSamples: number, kbps: number) {
  const lame = scope.lamejs;
  if (!lame) throw new Error('lamejs did not load');
  type Take = { encoder: InstanceType<LameModule['Mp3Encoder']>; pending: Int16Array; length: number; chunks: Uint8Array[] };
  const takes = new Map<number, Take>();

  const encode = (take: Take, all: boolean) => {
    let offset = 0;
    while (take.length - offset >= frameSamples || (all && offset < take.length)) {
      const end = Math.min(offset + frameSamples, take.length);
      const bytes = take.encoder.encodeBuffer(take.pending.subarray(offset, end));
      if (bytes.length > 0) take.chunks.push(bytes.slice());
      offset = end;
    }
    take.pending.copyWithin(0, offset, take.length);
    take.length -= offset;
  };

  scope.onmessage = (event) => {
    const request = event.data;
    if (request.type === 'start') {
      takes.set(request.id, { encoder: new lame.Mp3Encoder(1, request.sampleRate, kbps), pending: new Int16Array(frameSamples * 16), length: 0, chunks: [] });
    } else if (request.type === 'pcm') {
      const take = takes.get(request.id);
      if (!take) return;
      if (take.length + request.pcm.length > take.pending.length) {
        const grown = new Int16Array(Math.max(take.pending.length * 2, take.length + request.pcm.length));
        grown.set(take.pending.subarray(0, take.length));
        take.pending = grown;
      }
      take.pending.set(request.pcm, take.length);
      take.length += request.pcm.length;
      encode(take, false);
    } else if (request.type === 'finish') {
      const take = takes.get(request.id);
      takes.delete(request.id);
      if (!take) {
        scope.postMessage({ type: 'failed', id: request.id, message: 'no such take' });
        return;
      }
      try {
        encode(take, true);
        take.chunks.push(take.encoder.flush());
        scope.postMessage({ type: 'done', id: request.id, mp3: new Blob(take.chunks as BlobPart[], { type: 'audio/mpeg' }) });
      } catch (error) {
        scope.postMessage({ type: 'failed', id: request.id, message: String(error) });
      }
    } else if (request.type === 'dispose') {
      takes.delete(request.id);
    }
  };
  scope.postMessage({ type: 'ready' });
}

/** Where lamejs's self-contained build is served from (the bundler emits it as a file). */
export function lameScriptUrl(): string {
  return new URL('../../../node_modules/@breezystack/lamejs/dist/lamejs.iife.js', import.meta.url).href;
}

/** JavaScript source of the worker. */
export function mp3WorkerSource(lameUrl: string = lameScriptUrl()): string {
  return `importScripts(${JSON.stringify(lameUrl)});\n(${mp3WorkerMain.toString()})(self, ${MP3_FRAME_SAMPLES}, ${MP3_BITRATE_KBPS});\n`;
}

/** For unit tests: the worker body without the Blob. */
export const mp3WorkerMainForTests = mp3WorkerMain;
