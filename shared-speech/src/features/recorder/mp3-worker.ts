/**
 * Worker entry: encodes recordings to mp3 off the main thread (lamejs needs tens of
 * milliseconds per second of audio, enough to stutter the waveform and the page). One worker
 * serves every take of the page; takes are told apart by id.
 */
import { IncrementalMp3Encoder } from './mp3-encoder';
import type { Mp3WorkerReply, Mp3WorkerRequest } from './mp3-worker-protocol';

type WorkerScope = {
  onmessage: ((event: MessageEvent<Mp3WorkerRequest>) => void) | null;
  postMessage(message: Mp3WorkerReply): void;
};

const scope = self as unknown as WorkerScope;
const encoders = new Map<number, IncrementalMp3Encoder>();

scope.onmessage = (event) => {
  const request = event.data;
  switch (request.type) {
    case 'start':
      encoders.set(request.id, new IncrementalMp3Encoder(request.sampleRate));
      return;
    case 'pcm': {
      const encoder = encoders.get(request.id);
      if (!encoder) return;
      encoder.append(request.pcm);
      encoder.encodeAvailable();
      return;
    }
    case 'finish': {
      const encoder = encoders.get(request.id);
      encoders.delete(request.id);
      if (!encoder) {
        scope.postMessage({ type: 'failed', id: request.id, message: 'no such take' });
        return;
      }
      encoder.finish().then(
        (mp3) => scope.postMessage({ type: 'done', id: request.id, mp3 }),
        (error: unknown) => scope.postMessage({ type: 'failed', id: request.id, message: String(error) }),
      );
      return;
    }
    case 'dispose':
      encoders.get(request.id)?.dispose();
      encoders.delete(request.id);
      return;
  }
};
