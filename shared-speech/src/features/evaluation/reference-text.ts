import type { SpokenExerciseKind } from '../../lib/exercise-kind';
import type { EvaluationCategory } from './evaluation-protocol';

/** Marker line that starts a read_word reference text (PROTOCOL.md). */
export const WORD_MARKER = '[word]';
/** Marker line of the pronunciation section. */
export const VOCABULARY_MARKER = '[vocabulary]';

/** Pronunciations: one IPA or ARPAbet string for a single-word text, or per word. */
export type Vocabulary = string | Readonly<Record<string, string>>;

const clean = (value: string) => value.replace(/[\r\n|]+/g, ' ').trim();

/**
 * The reference text sent in the first frame. For read_word it is prefixed with the word marker
 * and, when phonetic data is given (an item's `ipa`), a vocabulary section is added
 * (spec part 2 section 5). A single pronunciation string only applies to a one-word text: there is
 * no way to split it over several words, and a wrong line would fail the whole evaluation (30005).
 */
export function buildReferenceText(category: EvaluationCategory, text: string, vocabulary?: Vocabulary): string {
  const reference = text.trim();
  if (category !== 'read_word') return reference;
  const lines = vocabularyLines(reference, vocabulary);
  return [WORD_MARKER, reference, ...(lines.length > 0 ? [VOCABULARY_MARKER, ...lines] : [])].join('\n');
}

function vocabularyLines(reference: string, vocabulary: Vocabulary | undefined): string[] {
  if (vocabulary === undefined) return [];
  const entries = typeof vocabulary === 'string' ? (/^\S+$/.test(reference) ? [[reference, vocabulary] as const] : []) : Object.entries(vocabulary);
  return entries
    .map(([word, pronunciation]) => [clean(word), clean(pronunciation)] as const)
    .filter(([word, pronunciation]) => word !== '' && !/\s/.test(word) && pronunciation !== '')
    .map(([word, pronunciation]) => `${word}|${pronunciation}`);
}

/**
 * The category a kind uses when its item names none. The spec says a recording without a category
 * is an error; exercises pass the item's `category`/`evaluate_type` first and only fall back here
 * for kinds whose items never carry one.
 */
export const DEFAULT_CATEGORY_BY_KIND: Readonly<Record<SpokenExerciseKind, EvaluationCategory>> = {
  word_reading: 'read_word',
  business_word_reading: 'read_word',
  picture_reading: 'read_word',
  sentence_reading: 'read_sentence',
  article_reading: 'read_sentence',
  full_passage_reading: 'read_chapter',
  shadowing: 'read_sentence',
  sentence_shadowing: 'read_sentence',
  shadow_tracking: 'read_chapter',
  dialogue: 'read_sentence',
  dialogue_challenge: 'read_sentence',
  chat_bot: 'choice',
  narration: 'read_chapter',
  speaking: 'free_reply',
  picture_description: 'free_reply',
  quick_response: 'free_reply',
};
