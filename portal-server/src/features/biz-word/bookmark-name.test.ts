import { describe, expect, it } from 'vitest';
import { BOOKMARK_NAME_MESSAGES, checkBookmarkName, normaliseBookmarkName } from './bookmark-name';

describe('the bookmark-name rule', () => {
  it('requires a name: empty and blank names are refused in Japanese', () => {
    for (const blank of ['', '   ', '\u3000\u3000', '\t\n']) expect(checkBookmarkName(blank)).toEqual({ error: BOOKMARK_NAME_MESSAGES.required });
    expect(BOOKMARK_NAME_MESSAGES.required).toMatch(/ブックマーク名/);
  });

  it('trims, makes full-width letters half-width and runs of spaces one', () => {
    expect(normaliseBookmarkName('  ＴＯＥＩＣ　頻出  ')).toBe('TOEIC 頻出');
    expect(checkBookmarkName(' 会議で使う   単語 ')).toEqual({ name: '会議で使う 単語' });
  });

  it('takes 1 to 30 characters, counted as seen (a kanji or a surrogate pair is one)', () => {
    expect(checkBookmarkName('あ')).toEqual({ name: 'あ' });
    expect(checkBookmarkName('語'.repeat(30))).toEqual({ name: '語'.repeat(30) });
    expect(checkBookmarkName('語'.repeat(31))).toEqual({ error: BOOKMARK_NAME_MESSAGES.tooLong });
    expect(checkBookmarkName('𠮷'.repeat(30))).toEqual({ name: '𠮷'.repeat(30) });
  });

  it('refuses emoji and control characters', () => {
    expect(checkBookmarkName('大事な単語⭐')).toEqual({ error: BOOKMARK_NAME_MESSAGES.badCharacters });
    expect(checkBookmarkName('a\u0000b')).toEqual({ error: BOOKMARK_NAME_MESSAGES.badCharacters });
  });

  it('makes names that differ only in width or spacing the same name (so uniqueness holds)', () => {
    expect(normaliseBookmarkName('ＭＥＥＴＩＮＧ １')).toBe(normaliseBookmarkName('MEETING  1'));
  });
});
