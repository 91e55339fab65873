import { BYTES_PER_SAMPLE, SAMPLE_RATE, rms } from './pcm';

const FRAME_MS = 20;
const FRAME_BYTES = (SAMPLE_RATE * FRAME_MS * BYTES_PER_SAMPLE) / 1000;
/** Below this RMS a frame is silence whatever the noise floor (about -50 dBFS). */
const ABSOLUTE_FLOOR = 100;

/**
 * Energy-based voice activity over a growing stream: speech is a frame well above the quietest
 * frames seen so far (the noise floor). Used for "is anything said at all" and the recogniser's
 * end-of-speech silence, not for scoring.
 */
export class VoiceActivity {
  private pending: Buffer = Buffer.alloc(0);
  private noiseFloor = Infinity;
  private frames = 0;
  private speechFrames = 0;
  private lastSpeechFrame = -1;
  private firstSpeechFrame = -1;

  push(pcm: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, pcm]) : pcm;
    let offset = 0;
    for (; offset + FRAME_BYTES <= this.pending.length; offset += FRAME_BYTES) {
      this.frame(rms(this.pending, offset, offset + FRAME_BYTES));
    }
    this.pending = this.pending.subarray(offset);
  }

  /** Milliseconds of speech-like frames so far. */
  get speechMs(): number {
    return this.speechFrames * FRAME_MS;
  }

  get heardSpeech(): boolean {
    // Three frames (60 ms) of speech, not a click.
    return this.speechFrames >= 3;
  }

  /** Milliseconds since the last speech frame (0 while speaking, or before any speech). */
  get trailingSilenceMs(): number {
    if (this.lastSpeechFrame < 0) return 0;
    return (this.frames - 1 - this.lastSpeechFrame) * FRAME_MS;
  }

  private frame(level: number): void {
    // The floor follows quiet frames at once and loud ones only slowly.
    this.noiseFloor = level < this.noiseFloor ? level : this.noiseFloor * 0.995 + level * 0.005;
    const threshold = Math.max(ABSOLUTE_FLOOR * 3, this.noiseFloor * 4);
    if (level > threshold) {
      this.speechFrames++;
      this.lastSpeechFrame = this.frames;
      if (this.firstSpeechFrame < 0) this.firstSpeechFrame = this.frames;
    }
    this.frames++;
  }
}
