import type { RawData, WebSocket } from 'ws';
import { BYTES_PER_SAMPLE, SAMPLE_RATE, decodeAudioField } from '../audio/pcm';
import { ErrorCode, SpeechError, toSpeechError } from '../../lib/speech-error';
import { audioFrame, parseFrameJson, validateFrame } from './frames';

/** What a WebSocket speech session does with a validated stream (evaluation or recognition). */
export interface StreamHandler {
  /** status 0, already parsed as JSON; returns the audio limit in ms. Audio frames wait until it resolves. */
  start(frame: Record<string, unknown>): Promise<{ maxAudioMs: number }>;
  /** One audio chunk, in order; 'finish' ends the stream early (recognition's end of speech). */
  audio(pcm: Buffer): Promise<'continue' | 'finish'>;
  /** status 2: resolves with the final `data` (status 2) to send. */
  finish(): Promise<Record<string, unknown>>;
  /** The session ended early (error or client gone): free what is held. */
  abandon(): void;
}

export interface StreamOptions {
  idleTimeoutMs: number;
  /** Largest JSON text frame accepted. */
  maxFrameBytes?: number;
}

const MAX_ANY_LIMIT_SECONDS = 181;

let sessionCounter = 0;

/** A session id: the prefix, the time and a counter, unique within this server. */
export function newSessionId(prefix: string): string {
  sessionCounter = (sessionCounter + 1) % 1_000_000;
  return `${prefix}-${Date.now().toString(36)}-${sessionCounter.toString(36)}`;
}

/**
 * Drives one WebSocket through the speech framing rules (PROTOCOL.md): status 0 first, audio
 * frames in order, status 2 last; PCM checks and the audio limit are enforced as frames arrive,
 * work is chained so the handler sees frames in order, and any failure ends the session with
 * one error message.
 */
export class AudioStreamSession {
  private phase: 'awaiting-start' | 'streaming' | 'finishing' | 'closed' = 'awaiting-start';
  private work: Promise<void> = Promise.resolve();
  private audioBytes = 0;
  /** Until status 0 is handled, the largest limit of any category keeps buffered audio bounded. */
  private maxAudioBytes = MAX_ANY_LIMIT_SECONDS * SAMPLE_RATE * BYTES_PER_SAMPLE;
  private sawAudio = false;
  private endedEarly = false;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    readonly sid: string,
    private readonly handler: StreamHandler,
    private readonly options: StreamOptions,
  ) {
    socket.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    socket.on('close', () => this.onClose());
    socket.on('error', () => this.onClose());
    this.touch();
  }

  /** Sends a success message with this session's sid. */
  send(data: Record<string, unknown>): void {
    if (this.phase === 'closed' || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify({ code: 0, message: 'success', sid: this.sid, data }));
  }

  /** Ends the session with an error message; the handler's work is abandoned. */
  fail(error: unknown): void {
    if (this.phase === 'closed') return;
    const speechError = toSpeechError(error);
    if (this.socket.readyState === this.socket.OPEN) {
      this.socket.send(JSON.stringify({ code: speechError.code, message: speechError.message, sid: this.sid, data: null }));
    }
    this.close();
    this.handler.abandon();
  }

  /** Ends the session successfully after the final message. */
  private close(): void {
    this.phase = 'closed';
    clearTimeout(this.idleTimer);
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(1000);
  }

  private onClose(): void {
    if (this.phase === 'closed') return;
    this.phase = 'closed';
    clearTimeout(this.idleTimer);
    this.handler.abandon();
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.phase === 'awaiting-start' || this.phase === 'streaming') {
        this.fail(new SpeechError(ErrorCode.idleTimeout, `no frame for ${Math.round(this.options.idleTimeoutMs / 1000)} s; the session is closed`));
      }
    }, this.options.idleTimeoutMs);
    this.idleTimer.unref();
  }

  private then(step: () => Promise<void>): void {
    this.work = this.work.then(async () => {
      if (this.phase === 'closed') return;
      try {
        await step();
      } catch (error) {
        this.fail(error);
      }
    });
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.phase === 'closed') return;
    this.touch();
    try {
      this.accept(data, isBinary);
    } catch (error) {
      this.fail(error);
    }
  }

  private accept(data: RawData, isBinary: boolean): void {
    if (isBinary) throw new SpeechError(ErrorCode.invalidFrame, 'binary frames are not accepted; send JSON text frames with base64 "audio"');
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    const limit = this.options.maxFrameBytes ?? Infinity;
    if (bytes.length > limit) throw new SpeechError(ErrorCode.invalidFrame, `frame of ${bytes.length} bytes is over the ${Math.round(limit / 1024 / 1024)} MiB limit; send audio in smaller chunks`);
    const text = bytes.toString('utf8');
    const frame = parseFrameJson(text);
    if (this.phase === 'finishing') {
      // After an early end (end of speech) the client's remaining frames are simply ignored.
      if (this.endedEarly) return;
      throw new SpeechError(ErrorCode.frameOutOfOrder, 'frame after status 2: the session is finishing');
    }
    if (frame.status === 0) {
      if (this.phase !== 'awaiting-start') throw new SpeechError(ErrorCode.frameOutOfOrder, 'a second status 0 frame; status 0 comes once, first');
      this.phase = 'streaming';
      this.then(async () => {
        const { maxAudioMs } = await this.handler.start(frame);
        this.maxAudioBytes = (maxAudioMs / 1000) * SAMPLE_RATE * BYTES_PER_SAMPLE;
        this.checkLimit();
      });
      if (typeof frame.audio === 'string') this.acceptAudio(frame.audio);
      return;
    }
    if (this.phase === 'awaiting-start') throw new SpeechError(ErrorCode.missingFirstFrame, `the first frame must be status 0 (parameters), not status ${frame.status}`);
    const audio = validateFrame(audioFrame, frame);
    if (audio.audio) this.acceptAudio(audio.audio);
    if (audio.status === 2) {
      this.phase = 'finishing';
      this.then(async () => {
        if (!this.sawAudio) throw new SpeechError(ErrorCode.noAudio, 'status 2 arrived and no audio was sent');
        await this.finishNow();
      });
    }
  }

  private acceptAudio(base64: string): void {
    const pcm = decodeAudioField(base64, !this.sawAudio);
    if (pcm.length === 0) return;
    this.sawAudio = true;
    this.audioBytes += pcm.length;
    this.checkLimit();
    this.then(async () => {
      if ((await this.handler.audio(pcm)) === 'finish') {
        this.endedEarly = true;
        await this.finishNow();
      }
    });
  }

  private async finishNow(): Promise<void> {
    if (this.phase === 'closed') return;
    this.phase = 'finishing';
    clearTimeout(this.idleTimer);
    const data = await this.handler.finish();
    this.send(data);
    this.close();
  }

  private checkLimit(): void {
    if (this.audioBytes > this.maxAudioBytes) {
      const limitSeconds = this.maxAudioBytes / (SAMPLE_RATE * BYTES_PER_SAMPLE);
      throw new SpeechError(ErrorCode.audioTooLong, `audio longer than the limit of ${limitSeconds.toFixed(1)} s for this item`);
    }
  }
}

