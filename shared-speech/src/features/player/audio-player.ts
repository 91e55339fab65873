/**
 * The one audio player of the portal (spec part 2 section 4 "Audio playback"): one sound at a
 * time; playing the file that is already playing toggles pause; playing another stops the first;
 * rates 0.5 to 1.5; optional loop; progress; a failed play toasts. Exercises use the shared
 * instance `audioPlayer` so a model sentence, a beep and the student's own recording can never
 * overlap.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Spec part 2 section 9: play speeds 0.5, 0.75, 1.0, 1.25, 1.5. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5] as const;
export const MIN_PLAYBACK_RATE = 0.5;
export const MAX_PLAYBACK_RATE = 1.5;

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export type PlayerSnapshot = {
  /** The file loaded (null when idle). */
  src: string | null;
  status: PlayerStatus;
  /** Seconds. */
  currentTime: number;
  /** Seconds; 0 until known. */
  duration: number;
  /** currentTime / duration, 0..1. */
  progress: number;
  /** Share of the file downloaded so far, 0..1 (the browser's buffered range). */
  buffered: number;
  rate: number;
  loop: boolean;
};

/** How a `playToEnd` ended. */
export type PlaybackEnd = 'ended' | 'stopped' | 'failed';

export type PlayOptions = {
  /** Repeat until stopped. */
  loop?: boolean;
  /** Rate for this and later sounds (clamped to 0.5..1.5). */
  rate?: number;
  /** Do not show the play-failure message (a caller that tries again shows it once, at the end). */
  quiet?: boolean;
};

/** The part of HTMLAudioElement the player uses (tests pass a fake). */
export type AudioElementLike = Pick<HTMLAudioElement, 'src' | 'currentTime' | 'duration' | 'playbackRate' | 'loop' | 'paused' | 'buffered' | 'play' | 'pause' | 'load' | 'removeAttribute'> & {
  preservesPitch?: boolean;
  addEventListener(type: string, listener: () => void): void;
};

export function clampRate(rate: number): number {
  if (!Number.isFinite(rate)) return 1;
  return Math.min(MAX_PLAYBACK_RATE, Math.max(MIN_PLAYBACK_RATE, rate));
}

const INITIAL: PlayerSnapshot = { src: null, status: 'idle', currentTime: 0, duration: 0, progress: 0, buffered: 0, rate: 1, loop: false };

export class AudioPlayer {
  readonly store: StoreApi<PlayerSnapshot> = createStore<PlayerSnapshot>(() => ({ ...INITIAL }));
  private element: AudioElementLike | null = null;
  /** The sound now loaded and who waits for its end. */
  private playback: Playback | null = null;

  constructor(
    private readonly createElement: () => AudioElementLike = () => new Audio(),
    /** Shows the play-failure message (the default factory wires the toast). */
    private readonly onPlayFailure: (src: string, error: unknown) => void = () => undefined,
  ) {}

  get snapshot(): PlayerSnapshot {
    return this.store.getState();
  }

  /**
   * Plays `src`. The same file again toggles pause and resume; another file stops the current
   * one first. Resolves when playback started, paused or failed (see `playToEnd` to wait for the end).
   */
  async play(src: string, options: PlayOptions = {}): Promise<PlayerStatus> {
    const { src: current, status } = this.snapshot;
    if (current === src && (status === 'playing' || status === 'loading')) {
      this.pause();
      return 'paused';
    }
    if (current === src && status === 'paused') return this.resume();
    return this.load(src, options);
  }

  /** Plays `src` from the start (stopping whatever plays) and resolves when it ends, is stopped or fails. */
  playToEnd(src: string, options: PlayOptions = {}): Promise<PlaybackEnd> {
    void this.load(src, options);
    // load() has installed this sound's playback synchronously, before its first await.
    const playback = this.playback;
    if (!playback) return Promise.resolve('failed');
    return new Promise((resolve) => {
      if (playback.end) resolve(playback.end);
      else playback.waiting.push(resolve);
    });
  }

  pause(): void {
    if (!this.element || (this.snapshot.status !== 'playing' && this.snapshot.status !== 'loading')) return;
    this.element.pause();
    this.set({ status: 'paused' });
  }

  async resume(): Promise<PlayerStatus> {
    if (!this.element || this.snapshot.status !== 'paused' || this.snapshot.src === null) return this.snapshot.status;
    return this.startPlayback(this.snapshot.src);
  }

  /** Stops and unloads the current sound. */
  stop(): void {
    if (this.element) {
      this.element.pause();
      this.element.removeAttribute('src');
      this.element.load();
    }
    this.finish('stopped');
    this.playback = null;
    this.set({ ...INITIAL, rate: this.snapshot.rate, loop: false });
  }

  setRate(rate: number): void {
    const clamped = clampRate(rate);
    if (this.element) this.element.playbackRate = clamped;
    this.set({ rate: clamped });
  }

  setLoop(loop: boolean): void {
    if (this.element) this.element.loop = loop;
    this.set({ loop });
  }

  seek(seconds: number): void {
    if (!this.element || !Number.isFinite(seconds)) return;
    const duration = this.snapshot.duration;
    this.element.currentTime = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    this.syncTime();
  }

  private set(partial: Partial<PlayerSnapshot>) {
    this.store.setState(partial);
  }

  private ensureElement(): AudioElementLike {
    if (this.element) return this.element;
    const element = this.createElement();
    element.preservesPitch = true;
    element.addEventListener('timeupdate', () => this.syncTime());
    element.addEventListener('durationchange', () => this.syncTime());
    element.addEventListener('progress', () => this.syncBuffered());
    element.addEventListener('ended', () => {
      if (this.snapshot.loop) return;
      this.set({ status: 'ended', progress: 1 });
      this.finish('ended');
    });
    element.addEventListener('error', () => {
      if (this.snapshot.src !== null && this.snapshot.status !== 'idle') this.fail(this.snapshot.src, new Error('media error'));
    });
    this.element = element;
    return element;
  }

  private async load(src: string, options: PlayOptions): Promise<PlayerStatus> {
    const element = this.ensureElement();
    if (this.snapshot.src !== null) {
      element.pause();
      this.finish('stopped');
    }
    const rate = options.rate === undefined ? this.snapshot.rate : clampRate(options.rate);
    const loop = options.loop ?? false;
    this.playback = { src, end: null, waiting: [], quiet: options.quiet ?? false };
    this.set({ ...INITIAL, src, status: 'loading', rate, loop });
    element.src = src;
    element.loop = loop;
    element.playbackRate = rate;
    return this.startPlayback(src);
  }

  private async startPlayback(src: string): Promise<PlayerStatus> {
    const element = this.ensureElement();
    this.set({ status: this.snapshot.duration > 0 ? 'playing' : 'loading' });
    try {
      await element.play();
    } catch (error) {
      if (this.snapshot.src !== src) return this.snapshot.status; // replaced meanwhile: not a failure
      if (isAbort(error)) return this.snapshot.status; // paused or stopped before it started
      this.fail(src, error);
      return 'error';
    }
    if (this.snapshot.src !== src || this.snapshot.status === 'paused') return this.snapshot.status;
    // Rate resets on some browsers when a new source loads; set it again once playing.
    element.playbackRate = this.snapshot.rate;
    this.set({ status: 'playing' });
    return 'playing';
  }

  private fail(src: string, error: unknown) {
    const quiet = this.playback?.quiet ?? false;
    this.set({ status: 'error' });
    this.finish('failed');
    if (!quiet) this.onPlayFailure(src, error);
  }

  private finish(end: PlaybackEnd) {
    const playback = this.playback;
    if (!playback || playback.end) return;
    playback.end = end;
    for (const resolve of playback.waiting.splice(0)) resolve(end);
  }

  private syncTime() {
    if (!this.element) return;
    const duration = Number.isFinite(this.element.duration) ? this.element.duration : 0;
    const currentTime = this.element.currentTime;
    this.set({ currentTime, duration, progress: duration > 0 ? Math.min(1, currentTime / duration) : 0 });
  }

  private syncBuffered() {
    const element = this.element;
    if (!element || !(this.snapshot.duration > 0) || element.buffered.length === 0) return;
    const end = element.buffered.end(element.buffered.length - 1);
    this.set({ buffered: Math.min(1, end / this.snapshot.duration) });
  }
}

type Playback = { src: string; end: PlaybackEnd | null; waiting: Array<(end: PlaybackEnd) => void>; quiet: boolean };

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
