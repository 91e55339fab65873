// What an essay must be before it is evaluated (spec part 2: not empty, English only, no emoji;
// issue 16 contract B). The writing form checks it while the student types and the server checks
// it again before evaluating (its refusal reasons are these plus off_topic, which needs the
// evaluator), so both say the same about the same text.

/** Why a text is refused before evaluation ('off_topic' is decided by the server's evaluator). */
export type WritingInputProblem = 'empty' | 'emoji' | 'not_english' | 'too_long';

/** Longest essay evaluated: well above every topic's range (the longest asks for 150 words). */
export const WRITING_MAX_WORDS = 500;

/** Words as the topics' word ranges count them: letters and digits, with inner apostrophes and hyphens. */
export function countWords(text: string): number {
  return (text.match(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g) ?? []).length;
}

// Pictographs, regional-indicator flags, keycaps and the emoji variation selector (the same
// characters shared-ui's hasEmoji refuses in every other form).
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\uFE0F|\u20E3/u;

// English as a keyboard types it: ASCII letters, digits, spaces, the usual punctuation and the
// curly quotes and dashes editors put in. Full-width forms (，。Ａ) come from a Japanese input
// method and are refused like any other script, so the student sees which character to retype.
const ENGLISH_CHARACTER = /[A-Za-z0-9\s.,!?;:'"()\-/&%$@#*+=[\]…“”‘’–—]/u;

/** The first character that is not English as the rule above means it, or null. */
export function firstNonEnglishCharacter(text: string): string | null {
  for (const character of text) if (!ENGLISH_CHARACTER.test(character)) return character;
  return null;
}

/** What is wrong with an essay, in the order the student should fix it, or null when it may be evaluated. */
export function writingInputProblem(text: string): WritingInputProblem | null {
  if (text.trim().length === 0) return 'empty';
  if (EMOJI.test(text)) return 'emoji';
  if (firstNonEnglishCharacter(text) !== null) return 'not_english';
  if (countWords(text) > WRITING_MAX_WORDS) return 'too_long';
  return null;
}
