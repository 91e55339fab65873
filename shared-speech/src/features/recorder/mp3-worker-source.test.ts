import * as lamejs from '@breezystack/lamejs';
import { describe, expect, it } from 'vitest';
import { mp3WorkerMainForTests, mp3WorkerSource } from './mp3-worker-source';
import type { Mp3WorkerRequest } from './mp3-worker-protocol';

/** Runs the worker body in-process with the real lamejs, as the Blob worker would. */
function startWorker() {
  const replies: Array<Record<string, unknown>> = [];
  const scope = {
    lamejs: lamejs as unknown as NonNullable<Parameters<typeof mp3WorkerMainForTests>[0]['lamejs']>,
    onmessage: null as ((event: MessageEvent<Mp3WorkerRequest>) => void) | null,
    postMessage: (message: Record<string, unknown>) => replies.push(message),
  };
  mp3WorkerMainForTests(scope as Parameters<typeof mp3WorkerMainForTests>[0], 1152, 128);
  const send = (request: Mp3WorkerRequest) => scope.onmessage?.(new MessageEvent('message', { data: request }));
  return { replies, send };
}

const tone = (samples: number) => Int16Array.from({ length: samples }, (_, i) => Math.round(6000 * Math.sin(i / 9)));

describe('mp3 worker body', () => {
  it('says ready, encodes takes apart and answers each finish with an mp3', () => {
    const { replies, send } = startWorker();
    expect(replies[0]).toEqual({ type: 'ready' });
    send({ type: 'start', id: 1, sampleRate: 16_000 });
    send({ type: 'start', id: 2, sampleRate: 16_000 });
    for (let block = 0; block < 8; block += 1) send({ type: 'pcm', id: 1, pcm: tone(4000) });
    send({ type: 'pcm', id: 2, pcm: tone(100) });
    send({ type: 'finish', id: 1 });
    send({ type: 'finish', id: 2 });
    const [one, two] = replies.slice(1) as Array<{ type: string; id: number; mp3: Blob }>;
    expect(one).toMatchObject({ type: 'done', id: 1 });
    expect(one!.mp3.type).toBe('audio/mpeg');
    // 2 s at 128 kbps is about 32 kB.
    expect(one!.mp3.size).toBeGreaterThan(30_000);
    expect(two).toMatchObject({ type: 'done', id: 2 });
    expect(two!.mp3.size).toBeLessThan(one!.mp3.size);
  });

  it('answers an unknown take with a failure and forgets disposed takes', () => {
    const { replies, send } = startWorker();
    send({ type: 'finish', id: 9 });
    send({ type: 'start', id: 3, sampleRate: 16_000 });
    send({ type: 'dispose', id: 3 });
    send({ type: 'finish', id: 3 });
    expect(replies.slice(1)).toEqual([
      { type: 'failed', id: 9, message: 'no such take' },
      { type: 'failed', id: 3, message: 'no such take' },
    ]);
  });

  it('builds a source that loads lamejs first and is valid JavaScript', () => {
    const source = mp3WorkerSource('https://portal.test/assets/lamejs.iife.js');
    expect(source.startsWith('importScripts("https://portal.test/assets/lamejs.iife.js");')).toBe(true);
    expect(() => new Function(source)).not.toThrow();
  });
});
