// One recorder for a spoken screen, on top of shared-speech's RecorderController: it adds what
// every spoken type does after a take — upload the mp3 (multipart `file` -> data.file) and hand
// the evaluated take to the screen — and exposes one phase for the toolbar:
//   idle -> preparing (microphone and socket) -> recording (stop with countdown) -> evaluating
//   -> saving (upload) -> idle
// Engine errors arrive with shared-speech's per-kind policy (it has already toasted and
// reported them); microphone errors alert and leave the screen (spec part 2 section 8).
import { useCallback, useEffect, useRef, useState } from 'react';
import { uiAdapter } from 'shared-api';
import {
  LowScoreWarning,
  remainingSeconds,
  speechText,
  useRecorder,
  type EvaluationRequest,
  type RecorderFailure,
  type RecordingTake,
  type SpeechScore,
  type SpokenExerciseKind,
  type TrackingPosition,
} from 'shared-speech';
import type { RecordedTake } from '../model/spoken-answer';
import { useSpokenDependencies, type SpokenDependencies } from './spoken-dependencies';

export type RecordingPhase = 'idle' | 'preparing' | 'recording' | 'evaluating' | 'saving';

export type EngineFailure = Extract<RecorderFailure, { source: 'engine' }>;

export type SpokenRecorderOptions = {
  kind: SpokenExerciseKind;
  lowScoreWarning: LowScoreWarning;
  /** A take was evaluated and uploaded (or the upload failed: soundFile ''). */
  onTake: (take: RecordedTake) => void;
  /** The speech engine failed; the screen applies `failure.policy`. */
  onEngineError: (failure: EngineFailure) => void;
  /** The microphone could not start (after the alert). */
  onMicrophoneError?: () => void;
};

export type StartRecording = {
  request: EvaluationRequest;
  recordMaxTime?: unknown;
  onTracking?: (position: TrackingPosition) => void;
};

// One low-score warning per run (the resource object lives as long as the run), so the
// "3 scores below 20 in a row" rule counts across items and warns once.
const warnings = new WeakMap<object, LowScoreWarning>();
export function lowScoreWarningFor(run: object): LowScoreWarning {
  let warning = warnings.get(run);
  if (!warning) {
    warning = new LowScoreWarning();
    warnings.set(run, warning);
  }
  return warning;
}

/** Uploads the take; a failed upload keeps the score (the answer is still posted) and a local copy to replay. */
async function uploadTake(upload: SpokenDependencies['upload'], score: SpeechScore, take: RecordingTake): Promise<RecordedTake> {
  const localUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(take.mp3) : null;
  try {
    const uploaded = await upload(take.mp3);
    return { score, soundFile: uploaded.file, durationMs: take.durationMs, localUrl };
  } catch {
    return { score, soundFile: '', durationMs: take.durationMs, localUrl };
  }
}

export function useSpokenRecorder(options: SpokenRecorderOptions) {
  const dependencies = useSpokenDependencies();
  const { recorder, snapshot } = useRecorder({ kind: options.kind, lowScoreWarning: options.lowScoreWarning }, dependencies.recorder);
  const [saving, setSaving] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // The recorder also stops by itself at the limit, so results are taken from its store, not
  // only from stop()'s promise.
  const handled = useRef<SpeechScore | null>(null);
  useEffect(() => {
    if (snapshot.state !== 'init' || !snapshot.score || !snapshot.take || handled.current === snapshot.score) return;
    handled.current = snapshot.score;
    setSaving(true);
    void uploadTake(dependencies.upload, snapshot.score, snapshot.take).then((take) => {
      if (!alive.current) return;
      setSaving(false);
      latest.current.onTake(take);
    });
  }, [snapshot.state, snapshot.score, snapshot.take, dependencies.upload]);

  const failureSeen = useRef<RecorderFailure | null>(null);
  useEffect(() => {
    const failure = snapshot.failure;
    if (!failure || failureSeen.current === failure) return;
    failureSeen.current = failure;
    if (failure.source === 'engine') {
      latest.current.onEngineError(failure);
      return;
    }
    void uiAdapter()
      .alert(speechText(failure.messageKey))
      .then(() => latest.current.onMicrophoneError?.());
  }, [snapshot.failure]);

  const start = useCallback(
    async ({ request, recordMaxTime, onTracking }: StartRecording) => {
      if (recorder.snapshot.state === 'retry') recorder.reset();
      return recorder.start({ task: { type: 'evaluation', request, ...(onTracking ? { onTracking } : {}) }, recordMaxTime });
    },
    [recorder],
  );

  const stop = useCallback(() => recorder.stop(), [recorder]);
  const cancel = useCallback(() => recorder.reset(), [recorder]);

  let phase: RecordingPhase = 'idle';
  if (snapshot.state === 'start') phase = 'preparing';
  else if (snapshot.state === 'recording') phase = 'recording';
  else if (snapshot.state === 'stop') phase = 'evaluating';
  else if (saving) phase = 'saving';

  return { recorder, snapshot, phase, remaining: remainingSeconds(snapshot), start, stop, cancel, waveform: recorder.waveform };
}
