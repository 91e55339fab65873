import { Mp3Encoder } from '@breezystack/lamejs';
import {
  MP3_MIME_TYPE,
  ENCODE_FRAMES_PER_BATCH,
  ENCODE_INTERVAL_MS,
  MP3_BITRATE_KBPS,
  MP3_FRAME_SAMPLES,
  SPEECH_SAMPLE_RATE,
} from '../../lib/audio-constants';

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * mp3 encoder (lamejs, 16 kHz mono, 128 kbps) that encodes while the student is still speaking,
 * so at stop only the last fraction of a second is left.
 *
 * lamejs is synchronous and costs tens of milliseconds per second of audio
 * (bench/speech-pipeline.bench.ts), so the recorder runs this class in a Worker
 * (mp3-encoder-port.ts). Where no Worker can be started it runs on the page: a 100 ms timer then
 * encodes at most 10 mp3 frames (11 520 samples, 0.72 s of audio) per tick, and `finish()` encodes
 * the rest in the same batches, yielding to the event loop between them.
 */
export class IncrementalMp3Encoder {
  private encoder: Mp3Encoder;
  private readonly chunks: Uint8Array[] = [];
  private pending = new Int16Array(MP3_FRAME_SAMPLES * ENCODE_FRAMES_PER_BATCH * 4);
  private pendingLength = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private finished = false;
  private encodedSamples = 0;

  constructor(private readonly sampleRate = SPEECH_SAMPLE_RATE) {
    this.encoder = new Mp3Encoder(1, sampleRate, MP3_BITRATE_KBPS);
  }

  /** Queues PCM for encoding. */
  append(pcm: Int16Array): void {
    if (this.finished) throw new Error('mp3 encoder already finished');
    if (this.pendingLength + pcm.length > this.pending.length) {
      const grown = new Int16Array(Math.max(this.pending.length * 2, this.pendingLength + pcm.length));
      grown.set(this.pending.subarray(0, this.pendingLength));
      this.pending = grown;
    }
    this.pending.set(pcm, this.pendingLength);
    this.pendingLength += pcm.length;
  }

  /** Encodes every whole frame queued so far (in the worker, where blocking does not matter). */
  encodeAvailable(): void {
    while (this.pendingLength >= MP3_FRAME_SAMPLES) this.encodeBatch(false);
  }

  /** Starts the background timer that encodes queued whole frames while recording (page fallback). */
  startBackground(intervalMs = ENCODE_INTERVAL_MS): void {
    if (this.timer !== undefined || this.finished) return;
    this.timer = setInterval(() => this.encodeBatch(false), intervalMs);
  }

  /** Seconds of audio encoded so far (whole frames only until `finish`). */
  get encodedSeconds(): number {
    return this.encodedSamples / this.sampleRate;
  }

  /**
   * Encodes everything still queued (in batches, yielding between them), flushes the encoder and
   * returns the mp3. The encoder cannot be used afterwards.
   */
  async finish(): Promise<Blob> {
    this.stopBackground();
    this.finished = true;
    while (this.pendingLength >= MP3_FRAME_SAMPLES) {
      this.encodeBatch(false);
      if (this.pendingLength >= MP3_FRAME_SAMPLES) await yieldToEventLoop();
    }
    this.encodeBatch(true);
    this.chunks.push(this.encoder.flush());
    return new Blob(this.chunks.filter((chunk) => chunk.length > 0) as BlobPart[], { type: MP3_MIME_TYPE });
  }

  /** Stops the timer and drops everything (used when a recording is abandoned). */
  dispose(): void {
    this.stopBackground();
    this.finished = true;
    this.pendingLength = 0;
    this.chunks.length = 0;
  }

  private stopBackground() {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Encodes up to one batch of whole frames; with `includePartial` also the last partial frame. */
  private encodeBatch(includePartial: boolean) {
    const wholeFrames = Math.min(Math.floor(this.pendingLength / MP3_FRAME_SAMPLES), ENCODE_FRAMES_PER_BATCH);
    const take = includePartial ? Math.min(this.pendingLength, MP3_FRAME_SAMPLES * ENCODE_FRAMES_PER_BATCH) : wholeFrames * MP3_FRAME_SAMPLES;
    if (take === 0) return;
    for (let offset = 0; offset < take; offset += MP3_FRAME_SAMPLES) {
      const frame = this.pending.subarray(offset, Math.min(offset + MP3_FRAME_SAMPLES, take));
      const bytes = this.encoder.encodeBuffer(frame);
      if (bytes.length > 0) this.chunks.push(bytes.slice());
    }
    this.pending.copyWithin(0, take, this.pendingLength);
    this.pendingLength -= take;
    this.encodedSamples += take;
  }
}

/** Encodes a finished recording in one go (still in yielding batches), e.g. to re-upload on retry. */
export async function encodeMp3(pcm: Int16Array, sampleRate = SPEECH_SAMPLE_RATE): Promise<Blob> {
  const encoder = new IncrementalMp3Encoder(sampleRate);
  encoder.append(pcm);
  return encoder.finish();
}
