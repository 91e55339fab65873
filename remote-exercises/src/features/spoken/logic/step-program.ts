// Runs a step program (progress-steps.ts): plays each step in turn, waits where it says, and
// hands record steps to the screen. The learner may pause, resume, go back and go forward
// (spec part 2 section 4: "step through a progress list: back, forward, pause, resume").
// Framework-free so its transitions are unit-tested; hooks/use-step-program.ts wraps it.
import type { CueSound, ProgressStep } from './progress-steps';

export type ProgramStatus = 'ready' | 'running' | 'paused' | 'recording' | 'done';

export type ProgramSnapshot = {
  status: ProgramStatus;
  /** The step now running (steps.length once done). */
  index: number;
  /** Seconds left of the current wait or init step (0 otherwise). */
  secondsLeft: number;
};

/** How a record step ended: recorded (go on), skipped (go on without an answer), stopped (the program stops). */
export type RecordOutcome = 'recorded' | 'skipped' | 'stopped';

export type ProgramDependencies = {
  /** Plays a file to its end; 'stopped' when another sound or stop() interrupted it. */
  playToEnd: (path: string) => Promise<'ended' | 'stopped' | 'failed'>;
  pauseAudio: () => void;
  resumeAudio: () => void;
  stopAudio: () => void;
  playCue: (sound: CueSound) => Promise<void>;
  /** Runs a record step; resolves when the take is over. */
  record: (step: Extract<ProgressStep, { type: 'record' }>, index: number) => Promise<RecordOutcome>;
  onChange: (snapshot: ProgramSnapshot) => void;
  onDone: () => void;
  /** Tick of the wait countdown (ms). */
  tickMs?: number;
};

const TICK_MS = 100;

export class StepProgram {
  private snapshot: ProgramSnapshot = { status: 'ready', index: 0, secondsLeft: 0 };
  /** Bumped on every jump or stop: a step that finishes under an older run is ignored. */
  private run = 0;
  private remainingMs = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly steps: readonly ProgressStep[],
    private readonly deps: ProgramDependencies,
  ) {}

  get state(): ProgramSnapshot {
    return this.snapshot;
  }

  start(from = 0): void {
    this.goTo(from);
  }

  pause(): void {
    if (this.snapshot.status !== 'running') return;
    this.deps.pauseAudio();
    this.set({ status: 'paused' });
  }

  resume(): void {
    if (this.snapshot.status !== 'paused') return;
    this.deps.resumeAudio();
    this.set({ status: 'running' });
  }

  /** Jumps to a step (back / forward); a running take is left to the screen to cancel. */
  goTo(index: number): void {
    this.clearTimer();
    this.deps.stopAudio();
    const run = ++this.run;
    if (index >= this.steps.length) {
      this.finish();
      return;
    }
    this.set({ status: 'running', index: Math.max(0, index), secondsLeft: 0 });
    void this.execute(run);
  }

  /** Stops for good (leaving the screen). */
  stop(): void {
    this.run += 1;
    this.clearTimer();
    this.deps.stopAudio();
  }

  private set(partial: Partial<ProgramSnapshot>) {
    this.snapshot = { ...this.snapshot, ...partial };
    this.deps.onChange(this.snapshot);
  }

  private finish() {
    this.set({ status: 'done', index: this.steps.length, secondsLeft: 0 });
    this.deps.onDone();
  }

  private async execute(run: number): Promise<void> {
    const index = this.snapshot.index;
    const step = this.steps[index];
    if (!step) return;
    let outcome: RecordOutcome = 'recorded';
    switch (step.type) {
      case 'audio': {
        const end = await this.deps.playToEnd(step.audio_path);
        // Pausing keeps the sound; only a stop from outside (a jump) ends the step early.
        if (end === 'stopped') return;
        break;
      }
      case 'cue':
        await this.deps.playCue(step.sound);
        break;
      case 'wait':
        await this.countDown(step.time, run);
        break;
      case 'init':
        // An init step without a time waits for the learner to go forward.
        if (step.time <= 0) return;
        await this.countDown(step.time, run);
        break;
      case 'record':
        this.set({ status: 'recording' });
        outcome = await this.deps.record(step, index);
        break;
    }
    if (run !== this.run) return;
    if (outcome === 'stopped') {
      this.set({ status: 'ready' });
      return;
    }
    if (this.snapshot.status === 'paused') await this.whenResumed(run);
    if (run !== this.run) return;
    this.goTo(index + 1);
  }

  private countDown(seconds: number, run: number): Promise<void> {
    this.remainingMs = seconds * 1000;
    this.set({ secondsLeft: Math.ceil(seconds) });
    const tick = this.deps.tickMs ?? TICK_MS;
    return new Promise((resolve) => {
      this.timer = setInterval(() => {
        if (run !== this.run) {
          this.clearTimer();
          resolve();
          return;
        }
        if (this.snapshot.status === 'paused') return;
        this.remainingMs -= tick;
        const left = Math.max(0, Math.ceil(this.remainingMs / 1000));
        if (left !== this.snapshot.secondsLeft) this.set({ secondsLeft: left });
        if (this.remainingMs <= 0) {
          this.clearTimer();
          resolve();
        }
      }, tick);
    });
  }

  private whenResumed(run: number): Promise<void> {
    return new Promise((resolve) => {
      const check = setInterval(() => {
        if (run !== this.run || this.snapshot.status !== 'paused') {
          clearInterval(check);
          resolve();
        }
      }, this.deps.tickMs ?? TICK_MS);
    });
  }

  private clearTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
