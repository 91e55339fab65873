import type { SpokenExerciseKind } from '../../lib/exercise-kind';

/** What a screen does after the speech engine failed (spec part 2 section 4). */
export type EngineErrorAction =
  /** Show the record button again so the student can read again. */
  | 'restore_record_button'
  /** Put the whole screen back as it was before recording. */
  | 'restore_screen'
  /** Move on to the next question. */
  | 'skip_question'
  /** Skip this recording step and continue the progress list. */
  | 'skip_recording';

export type EngineErrorPolicy = {
  action: EngineErrorAction;
  /** Shadow types additionally toast evaluate_common_training_fail. */
  toastTrainingFailure: boolean;
};

const SHADOW_KINDS: ReadonlySet<SpokenExerciseKind> = new Set(['shadowing', 'sentence_shadowing', 'shadow_tracking']);
const RESTORE_BUTTON_KINDS: ReadonlySet<SpokenExerciseKind> = new Set([
  'word_reading',
  'sentence_reading',
  'article_reading',
  'full_passage_reading',
  'picture_reading',
  'business_word_reading',
  'picture_description',
  'quick_response',
]);

/**
 * The per-kind reaction to an engine error. In every case the error itself is toasted
 * (evaluating_error_message.*), the recording is reset and the error is reported; this only says
 * what the screen does on top of that: reading, picture description and quick response restore the
 * record button; shadow types also toast failure; narration skips the question; speaking skips the
 * recording; other types restore the screen.
 */
export function engineErrorPolicy(kind: SpokenExerciseKind): EngineErrorPolicy {
  if (SHADOW_KINDS.has(kind)) return { action: 'restore_record_button', toastTrainingFailure: true };
  if (RESTORE_BUTTON_KINDS.has(kind)) return { action: 'restore_record_button', toastTrainingFailure: false };
  if (kind === 'narration') return { action: 'skip_question', toastTrainingFailure: false };
  if (kind === 'speaking') return { action: 'skip_recording', toastTrainingFailure: false };
  return { action: 'restore_screen', toastTrainingFailure: false };
}
