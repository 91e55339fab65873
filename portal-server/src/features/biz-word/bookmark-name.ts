// The bookmark-name rule (spec part 3 section 5: a bookmark name is required), pure so the
// client's form and the server agree and it is tested on its own.

export const BOOKMARK_NAME_MAX = 30;

export const BOOKMARK_NAME_MESSAGES = {
  required: 'ブックマーク名を入力してください。',
  tooLong: `ブックマーク名は${BOOKMARK_NAME_MAX}文字以内で入力してください。`,
  badCharacters: 'ブックマーク名に絵文字や制御文字は使えません。',
  taken: '同じ名前のブックマークがすでにあります。別の名前にしてください。',
} as const;

const EMOJI = /\p{Extended_Pictographic}/u;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The name as stored: NFKC (full-width letters and digits become half-width, so 「ＴＯＥＩＣ」
 * and 「TOEIC」 are one name), runs of spaces made one, trimmed. Uniqueness is checked on this.
 */
export function normaliseBookmarkName(raw: string): string {
  return raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** The name to store, or the Japanese message saying why it cannot be one. Length counts characters as seen (code points). */
export function checkBookmarkName(raw: string): { name: string } | { error: string } {
  const name = normaliseBookmarkName(raw);
  if (name.length === 0) return { error: BOOKMARK_NAME_MESSAGES.required };
  if ([...name].length > BOOKMARK_NAME_MAX) return { error: BOOKMARK_NAME_MESSAGES.tooLong };
  if (EMOJI.test(name) || CONTROL.test(raw.replace(/[\t\n\r]/g, ' '))) return { error: BOOKMARK_NAME_MESSAGES.badCharacters };
  return { name };
}
