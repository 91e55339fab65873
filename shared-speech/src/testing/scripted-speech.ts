// Page tests of apps that record (spoken types, phonics, the ebook reader) run shared-speech's
// real recorder against a scripted microphone and speech-server socket: one copy here, imported
// as 'shared-speech/testing'.
import { vi } from 'vitest';
import type { SocketLike } from '../features/evaluation/speech-socket';
import type { PcmSource } from '../features/recorder/microphone-source';
import type { RecorderDependencies } from '../features/recorder/recorder-controller';

export type SpeechFrame = Record<string, unknown>;
/** What the socket answers the last frame with: a score, or an engine error code. */
export type ScriptedReply = { result: Record<string, unknown> } | { error: number };

/** A microphone that delivers 200 ms of quiet audio every 50 ms of test time. */
export function scriptedMicrophone(): PcmSource {
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    async start(onPcm) {
      timer = setInterval(() => onPcm(Int16Array.from({ length: 3200 }, (_, i) => (i % 100) - 50)), 50);
    },
    async stop() {
      clearInterval(timer);
    },
  };
}

/** A speech-server socket that acknowledges status 0 (with `maxAudioMs`) and answers status 2 with `reply()`. */
export function scriptedSocket(frames: SpeechFrame[], reply: () => ScriptedReply, maxAudioMs: number): (url: string) => SocketLike {
  return () => {
    const socket: SocketLike & { readyState: number } = {
      readyState: 0,
      onopen: null,
      onmessage: null,
      onerror: null,
      onclose: null,
      send(data: string) {
        const frame = JSON.parse(data) as SpeechFrame;
        frames.push(frame);
        const answer = (message: unknown) => setTimeout(() => socket.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) })), 5);
        if (frame.status === 0) answer({ code: 0, message: 'success', sid: 'ev-1', data: { status: 0, max_audio_ms: maxAudioMs } });
        if (frame.status === 2) {
          const outcome = reply();
          if ('result' in outcome) answer({ code: 0, message: 'success', sid: 'ev-1', data: { status: 2, result: outcome.result } });
          else answer({ code: outcome.error, message: 'engine failure', sid: 'ev-1', data: null });
        }
      },
      close() {
        socket.readyState = 3;
      },
    };
    setTimeout(() => {
      socket.readyState = 1;
      socket.onopen?.(new Event('open'));
    }, 5);
    return socket;
  };
}

type ScriptedSpeechOptions = {
  maxAudioMs?: number;
  createSource?: () => PcmSource;
  /** Give the recorder an MP3 encoder stand-in (for screens that keep the take to replay). */
  encoder?: boolean;
};

/**
 * The recorder's microphone, socket and clock, scripted: `frames` are what the page sent,
 * `advance` moves the recorder's clock (past its 1-second stop guard), `notify` its toasts.
 */
export function scriptedSpeech(reply: () => ScriptedReply, options: ScriptedSpeechOptions = {}) {
  const frames: SpeechFrame[] = [];
  let clock = 0;
  const notify = vi.fn();
  const dependencies: Partial<RecorderDependencies> = {
    createSource: options.createSource ?? scriptedMicrophone,
    evaluationUrl: async () => 'ws://portal.test/speech/evaluate',
    createSocket: scriptedSocket(frames, reply, options.maxAudioMs ?? 20_000),
    notify,
    report: vi.fn(),
    now: () => clock,
    ...(options.encoder
      ? { createEncoder: () => ({ append: () => undefined, finish: async () => new Blob([new Uint8Array([0xff, 0xfb])], { type: 'audio/mpeg' }), dispose: () => undefined }) }
      : {}),
  };
  return { frames, dependencies, notify, advance: (ms: number) => (clock += ms) };
}
