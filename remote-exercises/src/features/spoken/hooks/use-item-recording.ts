// Recording one item and answering it: builds the evaluation request from the item (its
// category, evaluate_text, ipa for read_word, sample answers for free replies, record_max_time),
// records through useSpokenRecorder, and submits the evaluated take as the item's answer. The
// last take of the item stays on screen (its score, its recording).
import { useCallback, useState } from 'react';
import type { EvaluationRequest, SpokenExerciseKind, TrackingPosition } from 'shared-speech';
import type { PlayerProps } from '../../engine/model/question-type';
import type { ExerciseItem, PracticeResource } from '../../engine/model/resource';
import { spokenAnswerFromTake, type SpokenAnswer } from '../model/spoken-answer';
import { asSpokenItem, evaluationText, itemCategory, sampleAnswers } from '../model/spoken-item';
import { lowScoreWarningFor, useSpokenRecorder, type EngineFailure } from './use-spoken-recorder';

/** The evaluation request of an item; `text` and `category` may be overridden (business word views, article modes). */
export function evaluationRequestFor(item: ExerciseItem, resource: PracticeResource, override: Partial<EvaluationRequest> = {}): EvaluationRequest {
  const category = override.category ?? itemCategory(item);
  const spoken = asSpokenItem(item);
  const references = sampleAnswers(item);
  return {
    category,
    text: evaluationText(item),
    ...(category === 'read_word' && spoken.ipa ? { vocabulary: spoken.ipa } : {}),
    ...(category === 'free_reply' && references.length > 0 ? { references } : {}),
    resourceId: resource.res_id,
    questionId: item.question_id,
    ...override,
  };
}

export type ItemRecordingOptions = {
  kind: SpokenExerciseKind;
  item: ExerciseItem;
  resource: PracticeResource;
  submitted: PlayerProps<SpokenAnswer>['submitted'];
  onSubmit: PlayerProps<SpokenAnswer>['onSubmit'];
  /** The screen's reaction to an engine error (after shared-speech toasted and reported it). */
  onEngineError?: (failure: EngineFailure) => void;
  /** Extra answer fields (practice_type). */
  answerExtra?: Pick<SpokenAnswer, 'practiceType' | 'answerResult' | 'recognizeText'>;
  /** Called with the answer right after it was submitted. */
  onAnswered?: (answer: SpokenAnswer) => void;
};

export function useItemRecording({ kind, item, resource, submitted, onSubmit, onEngineError, answerExtra, onAnswered }: ItemRecordingOptions) {
  const [answer, setAnswer] = useState<SpokenAnswer | null>(submitted?.answer ?? null);
  const recorder = useSpokenRecorder({
    kind,
    lowScoreWarning: lowScoreWarningFor(resource),
    onTake: (take) => {
      const next = spokenAnswerFromTake(take, answerExtra);
      setAnswer(next);
      onSubmit(next);
      onAnswered?.(next);
    },
    onEngineError: (failure) => onEngineError?.(failure),
  });

  const start = useCallback(
    (override: Partial<EvaluationRequest> = {}, onTracking?: (position: TrackingPosition) => void) =>
      recorder.start({ request: evaluationRequestFor(item, resource, override), recordMaxTime: asSpokenItem(item).record_max_time, ...(onTracking ? { onTracking } : {}) }),
    [item, recorder, resource],
  );

  return { ...recorder, start, answer };
}
