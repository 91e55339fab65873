// React wrapper of StepProgram: plays files through shared-speech's one audio player (so pause
// and resume work mid-sound), cues through Web Audio, and hands record steps to the screen.
import { useEffect, useMemo, useRef, useState } from 'react';
import { audioPlayer } from 'shared-speech';
import type { ProgressStep } from '../logic/progress-steps';
import { StepProgram, type ProgramSnapshot, type RecordOutcome } from '../logic/step-program';
import { playCue } from './cue-sound';

export type UseStepProgramOptions = {
  steps: readonly ProgressStep[];
  mediaUrl: (path: string) => string;
  /** Playback rate (the speed toggle). */
  rate?: number;
  record: (step: Extract<ProgressStep, { type: 'record' }>, index: number) => Promise<RecordOutcome>;
  onDone: () => void;
};

export function useStepProgram({ steps, mediaUrl, rate = 1, record, onDone }: UseStepProgramOptions) {
  const [snapshot, setSnapshot] = useState<ProgramSnapshot>({ status: 'ready', index: 0, secondsLeft: 0 });
  const latest = useRef({ record, onDone, mediaUrl, rate });
  latest.current = { record, onDone, mediaUrl, rate };

  const program = useMemo(
    () =>
      new StepProgram(steps, {
        playToEnd: (path) => audioPlayer.playToEnd(latest.current.mediaUrl(path), { rate: latest.current.rate }),
        pauseAudio: () => audioPlayer.pause(),
        resumeAudio: () => void audioPlayer.resume(),
        stopAudio: () => audioPlayer.stop(),
        playCue,
        record: (step, index) => latest.current.record(step, index),
        onChange: setSnapshot,
        onDone: () => latest.current.onDone(),
      }),
    [steps],
  );

  useEffect(() => () => program.stop(), [program]);
  return { program, snapshot };
}
