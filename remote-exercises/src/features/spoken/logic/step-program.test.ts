import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressStep } from './progress-steps';
import { StepProgram, type ProgramDependencies, type ProgramSnapshot, type RecordOutcome } from './step-program';

type Pending = { path: string; resolve: (end: 'ended' | 'stopped' | 'failed') => void };

function harness(steps: ProgressStep[], recordOutcome: RecordOutcome = 'recorded') {
  const log: string[] = [];
  const snapshots: ProgramSnapshot[] = [];
  let playing: Pending | null = null;
  const done = vi.fn();
  const deps: ProgramDependencies = {
    playToEnd: (path) =>
      new Promise((resolve) => {
        log.push(`play ${path}`);
        playing = { path, resolve };
      }),
    pauseAudio: () => log.push('pause'),
    resumeAudio: () => log.push('resume'),
    stopAudio: () => {
      const current = playing;
      playing = null;
      current?.resolve('stopped');
    },
    playCue: async (sound) => {
      log.push(`cue ${sound}`);
    },
    record: async (step) => {
      log.push(`record ${step.question_id}`);
      return recordOutcome;
    },
    onChange: (snapshot) => snapshots.push(snapshot),
    onDone: done,
  };
  const endAudio = () => {
    const current = playing;
    playing = null;
    current?.resolve('ended');
  };
  return { program: new StepProgram(steps, deps), log, snapshots, done, endAudio };
}

const steps: ProgressStep[] = [
  { type: 'cue', sound: 'tone' },
  { type: 'wait', time: 2 },
  { type: 'audio', audio_path: 'intro.mp3' },
  { type: 'cue', sound: 'beep' },
  { type: 'record', question_id: 'q1' },
];

describe('StepProgram', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs cue, wait, audio, cue and record in order, then finishes', async () => {
    const { program, log, done, endAudio, snapshots } = harness(steps);
    program.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['cue tone']);
    expect(program.state).toMatchObject({ index: 1, secondsLeft: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(program.state.secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toEqual(['cue tone', 'play intro.mp3']);
    endAudio();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['cue tone', 'play intro.mp3', 'cue beep', 'record q1']);
    expect(snapshots.some((snapshot) => snapshot.status === 'recording')).toBe(true);
    expect(done).toHaveBeenCalledOnce();
    expect(program.state.status).toBe('done');
  });

  it('pauses and resumes a wait without losing time', async () => {
    const { program, log } = harness([{ type: 'wait', time: 3 }, { type: 'cue', sound: 'beep' }]);
    program.start();
    await vi.advanceTimersByTimeAsync(1000);
    program.pause();
    expect(program.state.status).toBe('paused');
    await vi.advanceTimersByTimeAsync(5000);
    expect(log).toEqual(['pause']);
    expect(program.state.secondsLeft).toBe(2);
    program.resume();
    await vi.advanceTimersByTimeAsync(2000);
    expect(log).toEqual(['pause', 'resume', 'cue beep']);
  });

  it('jumps back and forward, stopping the sound that plays', async () => {
    const { program, log } = harness([{ type: 'audio', audio_path: 'a.mp3' }, { type: 'audio', audio_path: 'b.mp3' }, { type: 'record', question_id: 'q' }]);
    program.start();
    await vi.advanceTimersByTimeAsync(0);
    program.goTo(1);
    await vi.advanceTimersByTimeAsync(0);
    program.goTo(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['play a.mp3', 'play b.mp3', 'play a.mp3']);
    expect(program.state.index).toBe(0);
  });

  it('goes on after a skipped recording and stops after a stopped one', async () => {
    const skipped = harness([{ type: 'record', question_id: 'q' }, { type: 'cue', sound: 'tone' }], 'skipped');
    skipped.program.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(skipped.log).toEqual(['record q', 'cue tone']);
    expect(skipped.done).toHaveBeenCalledOnce();

    const stopped = harness([{ type: 'record', question_id: 'q' }, { type: 'cue', sound: 'tone' }], 'stopped');
    stopped.program.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped.log).toEqual(['record q']);
    expect(stopped.program.state.status).toBe('ready');
    expect(stopped.done).not.toHaveBeenCalled();
  });

  it('waits for the learner on an init step without a time', async () => {
    const { program, log } = harness([{ type: 'init', time: 0 }, { type: 'cue', sound: 'beep' }]);
    program.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(log).toEqual([]);
    program.goTo(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['cue beep']);
  });
});
