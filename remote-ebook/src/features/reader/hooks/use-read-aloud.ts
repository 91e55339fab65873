import { useState } from 'react';
import { audioPlayer, remainingSeconds, speechText, useRecorder, type RecorderDependencies, type SpeechScore } from 'shared-speech';

export type ReadAloudPhase = 'idle' | 'preparing' | 'recording' | 'evaluating';

const phaseOf = (state: string): ReadAloudPhase => (state === 'start' ? 'preparing' : state === 'recording' ? 'recording' : state === 'stop' ? 'evaluating' : 'idle');

/**
 * One sentence of the book read aloud and scored by the speech server (shared-speech's recorder
 * with an evaluation task, category read_sentence, as remote-exercises' sentence reading does).
 * `micError` is the microphone's problem in the student's language (shown by the caller);
 * the speech server's own errors are shown by the recorder. `dependencies` replaces the
 * microphone and the socket in tests only.
 */
export function useReadAloud(dependencies?: Partial<RecorderDependencies>) {
  const { recorder, snapshot } = useRecorder({ kind: 'sentence_reading' }, dependencies);
  const [score, setScore] = useState<SpeechScore | null>(null);
  const failure = snapshot.failure;
  const micError = failure?.source === 'microphone' ? speechText(failure.messageKey) : null;

  const start = async (text: string, questionId: string) => {
    audioPlayer.stop();
    setScore(null);
    await recorder.start({ task: { type: 'evaluation', request: { category: 'read_sentence', text, questionId } } });
  };

  const stop = async () => {
    const outcome = await recorder.stop();
    if (outcome.status === 'scored') setScore(outcome.score);
  };

  return {
    start,
    stop,
    score,
    micError,
    phase: phaseOf(snapshot.state),
    elapsedSeconds: Math.floor(snapshot.elapsedMs / 1000),
    remainingSeconds: remainingSeconds(snapshot),
  };
}
