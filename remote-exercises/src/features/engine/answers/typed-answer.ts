// Typed-answer rules (spec part 2, section 5): no blank blanks, no emoji, 20 characters per
// blank, curly quotes straightened, comparison on normalised text.
import { hasEmoji } from 'shared-ui';

/** Longest text one blank accepts. */
export const MAX_BLANK_LENGTH = 20;

/** The i18n keys of the spec's validation hints (namespace exercises). */
export const VALIDATION_KEYS = {
  enterAnswer: 'hint_common_please_enter_answer',
  orderNotComplete: 'hint_common_sentence_order_no_select_all_msg',
  hasEmoji: 'hint_common_has_emoji',
  tooLong: 'hint_common_blank_too_long',
  selectAnswer: 'hint_common_please_select_answer',
} as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u2035\uFF07]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u2036\uFF02]/g;

/**
 * What the input shows after keyup: full-width letters, digits and spaces (Japanese IME)
 * become half-width, curly quotes straight. Spacing is kept so the caret does not jump.
 */
export function normaliseInput(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"');
}

/** The form compared with the answer key: normalised input, trimmed, single spaces, no space before punctuation. */
export function normaliseForComparison(text: string): string {
  return normaliseInput(text)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,!?;:])/g, '$1');
}

export { hasEmoji };

/** Checks every blank of a typed answer; returns the first problem's hint key, or null. */
export function validateBlanks(blanks: readonly string[], expectedCount: number): ValidationKey | null {
  if (blanks.length < expectedCount || blanks.some((blank) => normaliseForComparison(blank) === '')) {
    return VALIDATION_KEYS.enterAnswer;
  }
  if (blanks.some(hasEmoji)) return VALIDATION_KEYS.hasEmoji;
  if (blanks.some((blank) => normaliseForComparison(blank).length > MAX_BLANK_LENGTH)) return VALIDATION_KEYS.tooLong;
  return null;
}

/** Checks a free-text answer (writing, Japanese to English). */
export function validateText(text: string): ValidationKey | null {
  if (normaliseForComparison(text) === '') return VALIDATION_KEYS.enterAnswer;
  if (hasEmoji(text)) return VALIDATION_KEYS.hasEmoji;
  return null;
}

/**
 * A blank is right when it equals one accepted answer after normalisation. Case is ignored:
 * a blank tests the word, and sentence-start capitals are the word-order type's job.
 */
export function blankMatches(input: string, accepted: readonly string[]): boolean {
  const given = normaliseForComparison(input).toLowerCase();
  return accepted.some((answer) => normaliseForComparison(answer).toLowerCase() === given);
}

/**
 * A sentence is right when it equals an accepted answer after normalisation. Case counts
 * (capitals are part of writing English) except for the first letter, and a missing final
 * full stop is forgiven because the prompt's own punctuation varies.
 */
export function sentenceMatches(input: string, accepted: readonly string[]): boolean {
  const canonical = (text: string) => {
    const normalised = normaliseForComparison(text).replace(/[.]$/, '');
    return normalised.charAt(0).toLowerCase() + normalised.slice(1);
  };
  const given = canonical(input);
  return given !== '' && accepted.some((answer) => canonical(answer) === given);
}

/** Splits a prompt with {1}, {2} ... markers into text and blank parts. */
export type PromptPart = { kind: 'text'; text: string } | { kind: 'blank'; blank: number };

export function parseBlanks(prompt: string): PromptPart[] {
  const parts: PromptPart[] = [];
  const pattern = /\{(\d+)\}/g;
  let last = 0;
  for (let match = pattern.exec(prompt); match; match = pattern.exec(prompt)) {
    if (match.index > last) parts.push({ kind: 'text', text: prompt.slice(last, match.index) });
    parts.push({ kind: 'blank', blank: Number(match[1]) - 1 });
    last = match.index + match[0].length;
  }
  if (last < prompt.length) parts.push({ kind: 'text', text: prompt.slice(last) });
  return parts;
}

export function countBlanks(prompt: string): number {
  return parseBlanks(prompt).filter((part) => part.kind === 'blank').length;
}

/** Fills the blanks of a prompt with the given words (for result screens and read-outs). */
export function fillBlanks(prompt: string, words: readonly string[], empty = '____'): string {
  return parseBlanks(prompt)
    .map((part) => (part.kind === 'text' ? part.text : words[part.blank] || empty))
    .join('');
}
