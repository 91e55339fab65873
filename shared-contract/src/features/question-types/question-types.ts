// The question types of the practice resources (spec part 2, section 3): the content build
// (portal-server) writes them as `res_type`, the exercise engine (remote-exercises) plays them,
// and the server marks the answers of the non-spoken ones against the package's key.
import { SPOKEN_TYPE_KEYS } from './spoken-types';

/** Types whose answers the server marks itself, from the answer key in the resource package. */
export const MARKED_TYPE_KEYS = [
  'listen_choice',
  'listen_mock',
  'cloze_test',
  'grammar_choice',
  'reading_comprehension',
  'word_choice',
  'sentence_sorting',
  'word_order_blank_fill',
  'listen_fill_words',
  'translate_fill_words',
  'listen_fill_letters',
  'fill_blanks_writing',
  'ja_to_en_writing',
] as const;

export type MarkedTypeKey = (typeof MARKED_TYPE_KEYS)[number];

/**
 * How an answer of each marked type is compared with its key:
 * - choice: the chosen option indexes equal the correct ones;
 * - blanks: each typed blank equals one of its accepted values (blanksMatch);
 * - letters: the tapped letters spell the word (lettersMatch);
 * - order: the placed words equal the key's order (orderMatches);
 * - sentence: the typed sentence equals an accepted answer (sentenceMatches).
 */
export type AnswerKeyKind = 'choice' | 'blanks' | 'letters' | 'order' | 'sentence';

export const ANSWER_KEY_KIND: Readonly<Record<MarkedTypeKey, AnswerKeyKind>> = {
  listen_choice: 'choice',
  listen_mock: 'choice',
  cloze_test: 'choice',
  grammar_choice: 'choice',
  reading_comprehension: 'choice',
  word_choice: 'choice',
  sentence_sorting: 'order',
  word_order_blank_fill: 'order',
  listen_fill_words: 'blanks',
  translate_fill_words: 'blanks',
  listen_fill_letters: 'letters',
  fill_blanks_writing: 'blanks',
  ja_to_en_writing: 'sentence',
};

/** Every question type: the marked ones, then the spoken ones. */
export const QUESTION_TYPE_KEYS = [...MARKED_TYPE_KEYS, ...SPOKEN_TYPE_KEYS] as const;

export type QuestionTypeKey = (typeof QUESTION_TYPE_KEYS)[number];

export function isQuestionTypeKey(value: unknown): value is QuestionTypeKey {
  return typeof value === 'string' && (QUESTION_TYPE_KEYS as readonly string[]).includes(value);
}

export function isMarkedTypeKey(value: unknown): value is MarkedTypeKey {
  return typeof value === 'string' && (MARKED_TYPE_KEYS as readonly string[]).includes(value);
}
