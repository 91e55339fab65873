/** A scriptable HTMLAudioElement for player tests (jsdom does not implement media playback). */
import type { AudioElementLike } from '../features/player/audio-player';

type Listener = () => void;

export class FakeAudioElement implements AudioElementLike {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  playbackRate = 1;
  loop = false;
  paused = true;
  preservesPitch = false;
  bufferedEnd = 0;
  /** What the next play() does: resolve, or reject with this error. */
  nextPlayError: unknown = null;
  playCalls = 0;
  private readonly listeners = new Map<string, Listener[]>();

  get buffered(): TimeRanges {
    const end = this.bufferedEnd;
    return { length: end > 0 ? 1 : 0, start: () => 0, end: () => end } as TimeRanges;
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  async play(): Promise<void> {
    this.playCalls += 1;
    const error = this.nextPlayError;
    this.nextPlayError = null;
    if (error) throw error;
    this.paused = false;
  }

  pause(): void {
    this.paused = true;
  }

  load(): void {}

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  // The browser's side.
  emit(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }

  loadMetadata(duration: number): void {
    this.duration = duration;
    this.emit('durationchange');
  }

  advance(seconds: number): void {
    this.currentTime += seconds;
    this.emit('timeupdate');
  }

  end(): void {
    this.paused = true;
    this.emit('ended');
  }
}
