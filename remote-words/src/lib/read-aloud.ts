// One reading of a word or sentence scored by the speech server, for the screens of this remote
// that practise a text outside the exercise engine (business word cards, the collection):
// shared-speech's recorder with an evaluation task, and the scored take kept with a URL to play
// it back (for PronunciationFeedbackList's "my reading" buttons).
import { useEffect, useState } from 'react';
import { audioPlayer, remainingSeconds, speechText, useRecorder, type EvaluationRequest, type RecorderDependencies, type SpeechScore, type SpokenExerciseKind } from 'shared-speech';
import { showAlert } from 'shared-ui';

export type ReadAloudResult = { score: SpeechScore; recordingUrl: string | null };

/** Where the reading is: idle (nothing or a result), preparing (microphone and socket), recording, evaluating. */
export type ReadAloudPhase = 'idle' | 'preparing' | 'recording' | 'evaluating';

const phaseOf = (state: string): ReadAloudPhase => (state === 'start' ? 'preparing' : state === 'recording' ? 'recording' : state === 'stop' ? 'evaluating' : 'idle');

/**
 * `start(request)` opens the microphone and records against the request's text; `stop()` ends the
 * take and resolves with the scored result (null when it was refused, ignored or failed: the
 * recorder has already shown the speech server's message). A microphone that cannot start, or
 * stops while recording, is explained in an alert. The take's object URL is released when the next take starts or the
 * component goes away. `dependencies` replaces the microphone and the socket in unit tests only.
 */
export function useReadAloud(kind: SpokenExerciseKind, dependencies?: Partial<RecorderDependencies>) {
  const { recorder, snapshot } = useRecorder({ kind }, dependencies);
  const [result, setResult] = useState<ReadAloudResult | null>(null);
  const recordingUrl = result?.recordingUrl;
  const { failure } = snapshot;

  useEffect(() => {
    if (failure?.source === 'microphone') void showAlert(speechText(failure.messageKey));
  }, [failure]);

  useEffect(() => {
    if (!recordingUrl) return;
    return () => {
      if (audioPlayer.snapshot.src === recordingUrl) audioPlayer.stop();
      URL.revokeObjectURL(recordingUrl);
    };
  }, [recordingUrl]);

  const start = async (request: EvaluationRequest, recordMaxTime?: number): Promise<boolean> => {
    audioPlayer.stop();
    setResult(null);
    return recorder.start({ task: { type: 'evaluation', request }, recordMaxTime });
  };

  const stop = async (): Promise<ReadAloudResult | null> => {
    const outcome = await recorder.stop();
    if (outcome.status !== 'scored') return null;
    const scored = { score: outcome.score, recordingUrl: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(outcome.take.mp3) : null };
    setResult(scored);
    return scored;
  };

  return {
    start,
    stop,
    result,
    phase: phaseOf(snapshot.state),
    elapsedSeconds: Math.floor(snapshot.elapsedMs / 1000),
    remainingSeconds: remainingSeconds(snapshot),
  };
}
