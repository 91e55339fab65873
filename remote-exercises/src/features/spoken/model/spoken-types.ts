// The shared-speech exercise kind each spoken question type (shared-contract's SPOKEN_TYPE_KEYS)
// records as. The kind decides the evaluation category a type falls back to, its default record limit and
// its engine-error policy (shared-speech: DEFAULT_CATEGORY_BY_KIND, DEFAULT_RECORD_SECONDS,
// engineErrorPolicy).
import type { RecordedSpokenTypeKey } from 'shared-contract';
import type { SpokenExerciseKind } from 'shared-speech';

/**
 * The recording kind of each type. Article reading records as `article_reading` per sentence
 * (mode 1) and as `full_passage_reading` in whole-article mode (mode 2, see article-mode.ts);
 * the integrated process uses the kind of the part being played (reading, speaking, narration);
 * pure listening never records.
 */
export const SPEECH_KIND_BY_TYPE: Readonly<Record<RecordedSpokenTypeKey, SpokenExerciseKind>> = {
  sentence_reading: 'sentence_reading',
  word_reading: 'word_reading',
  picture_reading: 'picture_reading',
  article_reading: 'article_reading',
  shadowing: 'shadowing',
  sentence_shadowing: 'sentence_shadowing',
  shadow_tracking: 'shadow_tracking',
  dialogue_practice: 'dialogue',
  dialogue_challenge: 'dialogue_challenge',
  narration: 'narration',
  speaking: 'speaking',
  picture_description: 'picture_description',
  quick_response: 'quick_response',
  integrated_process: 'speaking',
  business_word_reading: 'business_word_reading',
  chat_bot: 'chat_bot',
};
