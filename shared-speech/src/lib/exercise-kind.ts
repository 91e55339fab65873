/**
 * Every spoken question type that records through shared-speech. Exercises pass their kind
 * to the recorder so it can pick the default record limit and the engine-error policy
 * (spec part 2 sections 4 and 9).
 */
export const SPOKEN_EXERCISE_KINDS = [
  'word_reading',
  'sentence_reading',
  /** Article reading one sentence at a time (reading mode 1). */
  'article_reading',
  /** Article reading as one whole passage (reading mode 2). */
  'full_passage_reading',
  'picture_reading',
  'business_word_reading',
  'shadowing',
  'sentence_shadowing',
  'shadow_tracking',
  'dialogue',
  'dialogue_challenge',
  'chat_bot',
  'narration',
  'speaking',
  'picture_description',
  'quick_response',
] as const;

export type SpokenExerciseKind = (typeof SPOKEN_EXERCISE_KINDS)[number];

export function isSpokenExerciseKind(value: unknown): value is SpokenExerciseKind {
  return typeof value === 'string' && (SPOKEN_EXERCISE_KINDS as readonly string[]).includes(value);
}
