// Typed-answer rules (spec part 2, section 5): no blank blanks, no emoji, 20 characters per
// blank. Normalising and comparing answers is shared-contract's, which the server marks with too.
import { normaliseForComparison } from 'shared-contract';
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
