// How typed and ordered answers are normalised and compared (spec part 2, section 5). The
// exercise engine marks an answer with these for immediate feedback and the server marks the
// posted answer again with the same functions, so the two never disagree on a mark.

/** Curly and other look-alike single quotes a Japanese keyboard or IME produces for an apostrophe. */
const SINGLE_QUOTES = /[\u0060\u00B4\u2018\u2019\u201A\u201B\u2032\u2035\uFF07]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u2036\uFF02]/g;
/** The IME's Japanese full stop and comma (also their half-width forms) typed after English words. */
const JAPANESE_FULL_STOPS = /[\u3002\uFF61]/g;
const JAPANESE_COMMAS = /[\u3001\uFF64]/g;

/**
 * What an answer field shows after keyup: full-width letters, digits, punctuation and spaces
 * (Japanese IME) become half-width, the Japanese full stop and comma become `.` and `,`, curly
 * quotes straight. Spacing is kept so the caret does not jump.
 */
export function normaliseInput(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(JAPANESE_FULL_STOPS, '.')
    .replace(JAPANESE_COMMAS, ',')
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

/**
 * A blank is right when it equals one accepted answer after normalisation. Case is ignored:
 * a blank tests the word, and sentence-start capitals are the word-order type's job.
 */
export function blankMatches(input: string, accepted: readonly string[]): boolean {
  const given = normaliseForComparison(input).toLowerCase();
  return accepted.some((answer) => normaliseForComparison(answer).toLowerCase() === given);
}

/** Every blank of an item right: one typed value per blank of the key, each matching (blankMatches). */
export function blanksMatch(inputs: readonly string[], acceptedPerBlank: readonly (readonly string[])[]): boolean {
  return acceptedPerBlank.length > 0 && inputs.length === acceptedPerBlank.length && acceptedPerBlank.every((accepted, blank) => blankMatches(inputs[blank] ?? '', accepted));
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

/** Ordered words are right in the key's sequence; only the first word's case is free (a sentence-start capital). */
export function orderMatches(words: readonly string[], answer: readonly string[]): boolean {
  if (words.length !== answer.length) return false;
  return words.every((word, position) => {
    const given = normaliseForComparison(word);
    const expected = normaliseForComparison(answer[position] ?? '');
    return position === 0 ? given.toLowerCase() === expected.toLowerCase() : given === expected;
  });
}

/** The word spelt with tapped letters in the pattern's underscores ("ba__et" + [s, k] = basket). */
export function spellWord(pattern: string, letters: readonly string[]): string {
  let next = 0;
  return pattern
    .split('')
    .map((char) => (char === '_' ? (letters[next++] ?? '') : char))
    .join('');
}

/** Letter spelling is right when the tapped letters spell the word, case ignored. */
export function lettersMatch(pattern: string, letters: readonly string[], word: string): boolean {
  return spellWord(pattern, letters).toLowerCase() === word.toLowerCase();
}
