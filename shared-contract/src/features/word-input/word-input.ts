// A student's own words for a word plan ("add plan" → own words): the text they typed or pasted,
// turned into the headwords the server looks up. The same function runs on the server (what is
// added) and in the browser (the preview before sending), so both say the same about each word.
//
// Rules (spec part 3 sections 4 and 5, issue 13 contract):
// - entries are separated by new lines, commas (, 、 ，), semicolons, tabs and spaces between
//   words; an entry the caller knows as a phrase ("look for") stays one entry;
// - full-width characters become half-width (NFKC), letters lower case;
// - punctuation goes at both ends, and inside too, except the hyphen and the space of a phrase;
// - words with an apostrophe (don't) or a digit (covid19) are skipped with a reason;
// - a word given twice counts once.

/** Why a typed word was not added: the first two are decided here, the last two by the server's lookup. */
export type WordSkipReason = 'apostrophe' | 'number' | 'known' | 'unknown';

export type SkippedWord = { word: string; reason: WordSkipReason };

export type NormalisedWordInput = {
  /** Normalised headwords to look up, in the order typed, each once. */
  words: string[];
  /** Words left out here (apostrophe, number), each once. */
  skipped: SkippedWord[];
};

/** Entry separators; a space separates words unless the entry is a known phrase. */
const ENTRY_SEPARATORS = /[\n\r\t,、，;；]+/;
/** Apostrophes as keyboards type them (NFKC keeps the curly ones). */
const APOSTROPHES = /['’‘ʼ`´]/;
/** Anything that is not a letter, digit, hyphen, space or apostrophe. */
const PUNCTUATION = /[^\p{L}\p{N}\s'’‘ʼ`´-]/gu;
const EDGE_NOISE = /^[\s'’‘ʼ`´-]+|[\s'’‘ʼ`´-]+$/g;

/**
 * One typed word or phrase in the form the portal compares headwords in: NFKC, lower case,
 * punctuation removed (an inner hyphen and single spaces kept). "Mr." and "mr" compare equal.
 */
export function normaliseWord(entry: string): string {
  return entry.normalize('NFKC').toLowerCase().replace(PUNCTUATION, '').replace(/\s+/g, ' ').replace(EDGE_NOISE, '');
}

/** The reason a normalised word is refused before any lookup, or null when it may be looked up. */
export function wordSkipReason(word: string): 'apostrophe' | 'number' | null {
  if (APOSTROPHES.test(word)) return 'apostrophe';
  if (/\d/.test(word)) return 'number';
  return null;
}

/**
 * Splits and normalises typed words. `isPhrase` tells whether a multi-word entry is a phrase
 * the portal knows (the server passes its word lists); without it, an entry's words are taken
 * one by one.
 */
export function normaliseWordInput(text: string, isPhrase: (entry: string) => boolean = () => false): NormalisedWordInput {
  const words: string[] = [];
  const skipped: SkippedWord[] = [];
  const seen = new Set<string>();
  const take = (word: string) => {
    if (word === '' || seen.has(word)) return;
    seen.add(word);
    const reason = wordSkipReason(word);
    if (reason) skipped.push({ word, reason });
    else words.push(word);
  };
  for (const raw of text.normalize('NFKC').split(ENTRY_SEPARATORS)) {
    const entry = normaliseWord(raw);
    if (entry.includes(' ') && !isPhrase(entry)) entry.split(' ').forEach((word) => take(normaliseWord(word)));
    else take(entry);
  }
  return { words, skipped };
}
