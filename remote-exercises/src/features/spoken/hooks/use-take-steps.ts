// Record steps of a step program (dialogue challenge, narration, speaking, picture description,
// quick response, integrated process): each record step starts a take for its item and waits
// until the take was evaluated and submitted (recorded), the engine failed (the screen decides:
// skipped or stopped), or the screen cancelled it.
import { useCallback, useRef } from 'react';
import type { SpokenExerciseKind } from 'shared-speech';
import type { PlayerProps } from '../../engine/model/question-type';
import type { ExerciseItem, PracticeResource } from '../../engine/model/resource';
import type { RecordOutcome } from '../logic/step-program';
import { spokenAnswerFromTake, type SpokenAnswer } from '../model/spoken-answer';
import { asSpokenItem } from '../model/spoken-item';
import { evaluationRequestFor } from './use-item-recording';
import { lowScoreWarningFor, useSpokenRecorder, type EngineFailure } from './use-spoken-recorder';

export type TakeStepsOptions = {
  kind: SpokenExerciseKind;
  resource: PracticeResource;
  onSubmit: PlayerProps<SpokenAnswer>['onSubmit'];
  /** What an engine error does to the program: skip this recording and go on, or stop. */
  onEngineError: (failure: EngineFailure) => RecordOutcome;
  onAnswered?: (item: ExerciseItem, answer: SpokenAnswer) => void;
};

export function useTakeSteps({ kind, resource, onSubmit, onEngineError, onAnswered }: TakeStepsOptions) {
  const pending = useRef<{ item: ExerciseItem; resolve: (outcome: RecordOutcome) => void } | null>(null);
  const settle = (outcome: RecordOutcome) => {
    const current = pending.current;
    pending.current = null;
    current?.resolve(outcome);
  };
  const recorder = useSpokenRecorder({
    kind,
    lowScoreWarning: lowScoreWarningFor(resource),
    onTake: (take) => {
      const current = pending.current;
      if (!current) return;
      const answer = spokenAnswerFromTake(take);
      onSubmit(answer, current.item.question_id);
      onAnswered?.(current.item, answer);
      settle('recorded');
    },
    onEngineError: (failure) => settle(onEngineError(failure)),
    onMicrophoneError: () => settle('stopped'),
  });

  /** Records `item` (with `maxSeconds` overriding its own limit); resolves when the take is over. */
  const record = useCallback(
    (item: ExerciseItem, maxSeconds?: number): Promise<RecordOutcome> =>
      new Promise<RecordOutcome>((resolve) => {
        settle('stopped');
        pending.current = { item, resolve };
        void recorder
          .start({ request: evaluationRequestFor(item, resource), recordMaxTime: maxSeconds ?? asSpokenItem(item).record_max_time })
          .then((started) => {
            // A failure to start has already come through onEngineError or the microphone alert.
            if (!started && pending.current?.item === item && recorder.recorder.snapshot.failure === null) settle('stopped');
          });
      }),
    // settle only touches the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [recorder.start, recorder.recorder, resource],
  );

  /** Abandons the take (leaving, going back): nothing is evaluated or posted. */
  const cancel = useCallback(() => {
    recorder.cancel();
    settle('stopped');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recorder.cancel]);

  return { ...recorder, record, cancel };
}
