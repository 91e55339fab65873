import { describe, expect, it } from 'vitest';
import { SPOKEN_EXERCISE_KINDS } from '../../lib/exercise-kind';
import { engineErrorPolicy } from './engine-error-policy';

describe('engineErrorPolicy', () => {
  it('restores the record button for reading, picture description and quick response', () => {
    for (const kind of ['word_reading', 'sentence_reading', 'article_reading', 'full_passage_reading', 'picture_reading', 'picture_description', 'quick_response'] as const) {
      expect(engineErrorPolicy(kind)).toEqual({ action: 'restore_record_button', toastTrainingFailure: false });
    }
  });

  it('shadow types restore the button and toast the training failure', () => {
    for (const kind of ['shadowing', 'sentence_shadowing', 'shadow_tracking'] as const) {
      expect(engineErrorPolicy(kind)).toEqual({ action: 'restore_record_button', toastTrainingFailure: true });
    }
  });

  it('narration skips the question, speaking skips the recording', () => {
    expect(engineErrorPolicy('narration').action).toBe('skip_question');
    expect(engineErrorPolicy('speaking').action).toBe('skip_recording');
  });

  it('other types restore the screen', () => {
    for (const kind of ['dialogue', 'dialogue_challenge', 'chat_bot'] as const) expect(engineErrorPolicy(kind).action).toBe('restore_screen');
  });

  it('has a policy for every kind', () => {
    for (const kind of SPOKEN_EXERCISE_KINDS) expect(engineErrorPolicy(kind).action).toBeTruthy();
  });
});
