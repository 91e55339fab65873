/** A microphone stand-in for recorder tests: the test decides when audio arrives and how start-up goes. */
import type { PcmSource } from '../features/recorder/microphone-source';

export class FakePcmSource implements PcmSource {
  static instances: FakePcmSource[] = [];
  started = false;
  stopped = false;
  /** Audio the "worklet" still holds when stopped (delivered by stop(), like the real flush). */
  tail: Int16Array | null = null;
  private onPcm: ((pcm: Int16Array) => void) | null = null;
  private onEnded: (() => void) | null = null;

  constructor(private readonly startError?: unknown) {
    FakePcmSource.instances.push(this);
  }

  async start(onPcm: (pcm: Int16Array) => void, onEnded: () => void): Promise<void> {
    if (this.startError) throw this.startError;
    this.onPcm = onPcm;
    this.onEnded = onEnded;
    this.started = true;
  }

  async stop(): Promise<void> {
    if (this.tail && this.onPcm) this.onPcm(this.tail);
    this.tail = null;
    this.stopped = true;
    this.onPcm = null;
  }

  /** Delivers `samples` samples of a quiet ramp. */
  emit(samples: number): void {
    this.onPcm?.(Int16Array.from({ length: samples }, (_, i) => (i % 200) - 100));
  }

  unplug(): void {
    this.onEnded?.();
  }
}
