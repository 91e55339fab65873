/** 1: an English headword, 2: a Japanese meaning (the `type` of new-search-word). */
export type SearchType = 1 | 2;

/** How the student reached an entry, as submit-word-log records it. */
export type SearchVia = 'search' | 'suggestion' | 'fuzzy' | 'history' | 'related';

const VIAS: readonly SearchVia[] = ['search', 'suggestion', 'fuzzy', 'history', 'related'];

/** The server accepts at most this many characters (and says so in its errmsg). */
export const MAX_WORD_LENGTH = 50;

/** Hiragana, katakana (full and half width) and CJK ideographs: text that is Japanese, not English. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/u;
/** What the suggestions under the box are asked for: English letters, spaces, hyphens, apostrophes. */
const ENGLISH_PREFIX = /^[A-Za-z][A-Za-z' ’-]*$/;

export function isJapanese(text: string): boolean {
  return JAPANESE.test(text);
}

/**
 * The type a search runs with: the toggle's, except that Japanese text is always a Japanese
 * search (typing 「走る」 with English chosen still finds run). Everything else goes to the server
 * as it is, which answers bad input with its own message.
 */
export function searchTypeFor(text: string, chosen: SearchType): SearchType {
  return isJapanese(text) ? 2 : chosen;
}

/** Whether the typed text is worth asking suggestions for (English, 1 to 50 characters). */
export function wantsSuggestions(text: string, type: SearchType): boolean {
  const word = text.trim();
  return type === 1 && word.length > 0 && word.length <= MAX_WORD_LENGTH && ENGLISH_PREFIX.test(word);
}

/**
 * The part of the server's 400 message about the `word` parameter ("パラメータが正しくありません
 * （querystring: word: 英単語（アルファベット）で入力してください）" gives the part after "word: "),
 * or the whole message when it has no such part.
 */
export function wordProblem(message: string): string {
  const match = /^パラメータが正しくありません（(?:[a-z]+: )?word: (.+)）$/u.exec(message.trim());
  return match?.[1]?.split('; ')[0] ?? message;
}

/** The search type in an address (?type=2 is Japanese; anything else English). */
export function parseSearchType(value: string | null): SearchType {
  return value === '2' ? 2 : 1;
}

/** The `via` of an address; unknown or absent is a plain search. */
export function parseVia(value: string | null): SearchVia {
  return VIAS.find((via) => via === value) ?? 'search';
}
