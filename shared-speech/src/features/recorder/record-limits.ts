import type { SpokenExerciseKind } from '../../lib/exercise-kind';

/**
 * Default maximum record time per exercise kind, in seconds (spec part 2 section 9).
 * The spec fixes sentence/article/shadow/dialogue/challenge at 20 s, word and picture reading at
 * 10 s and the full passage at 60 s, and narration at 60 s "in one reading". It leaves speaking,
 * picture description, quick response and chat bot open: open answers (speaking, picture
 * description) get the narration's 60 s, short replies (quick response, chat bot) the 20 s
 * of a sentence.
 */
export const DEFAULT_RECORD_SECONDS: Readonly<Record<SpokenExerciseKind, number>> = {
  word_reading: 10,
  business_word_reading: 10,
  picture_reading: 10,
  sentence_reading: 20,
  article_reading: 20,
  full_passage_reading: 60,
  shadowing: 20,
  sentence_shadowing: 20,
  shadow_tracking: 20,
  dialogue: 20,
  dialogue_challenge: 20,
  chat_bot: 20,
  quick_response: 20,
  narration: 60,
  speaking: 60,
  picture_description: 60,
};

/** No recording may run longer than this, whatever an item says (a corrupt item must not record forever). */
export const MAX_RECORD_SECONDS_CEILING = 600;

/**
 * Maximum record time in milliseconds for one item: the item's `record_max_time` (seconds,
 * number or numeric string, as content files carry it) when it is a positive number, otherwise
 * the kind's default.
 */
export function maxRecordMs(kind: SpokenExerciseKind, itemRecordMaxTime?: unknown): number {
  const fromItem = toPositiveSeconds(itemRecordMaxTime);
  const seconds = fromItem ?? DEFAULT_RECORD_SECONDS[kind];
  return Math.min(seconds, MAX_RECORD_SECONDS_CEILING) * 1000;
}

function toPositiveSeconds(value: unknown): number | undefined {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
