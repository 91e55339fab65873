import { describe, expect, it } from 'vitest';
import { isJapanese, parseSearchType, parseVia, searchTypeFor, wantsSuggestions, wordProblem } from './search-input';

describe('search input', () => {
  it.each([
    ['走る', true],
    ['カメラ', true],
    ['ｶﾒﾗ', true],
    ['run', false],
    ['app1e', false],
    ['', false],
  ])('isJapanese(%j) is %s', (text, expected) => {
    expect(isJapanese(text)).toBe(expected);
  });

  it('Japanese text is always a Japanese search; other text keeps the chosen type', () => {
    expect(searchTypeFor('走る', 1)).toBe(2);
    expect(searchTypeFor('run', 1)).toBe(1);
    expect(searchTypeFor('run', 2)).toBe(2);
    expect(searchTypeFor('123', 1)).toBe(1);
  });

  it.each([
    ['re', 1, true],
    [' take o', 1, true],
    ["don'", 1, true],
    ['', 1, false],
    ['   ', 1, false],
    ['app1', 1, false],
    ['-ab', 1, false],
    ['a'.repeat(51), 1, false],
    ['re', 2, false],
  ] as const)('wantsSuggestions(%j, %s) is %s', (text, type, expected) => {
    expect(wantsSuggestions(text, type)).toBe(expected);
  });

  it("takes the word's own message out of the server's 400", () => {
    expect(wordProblem('パラメータが正しくありません（querystring: word: 英単語（アルファベット）で入力してください）')).toBe('英単語（アルファベット）で入力してください');
    expect(wordProblem('パラメータが正しくありません（querystring: word: 単語は50文字までで入力してください; type: x）')).toBe('単語は50文字までで入力してください');
    expect(wordProblem('英単語（アルファベット）で入力してください')).toBe('英単語（アルファベット）で入力してください');
    expect(wordProblem('パラメータが正しくありません（querystring: type: type は 1 か 2 です）')).toBe('パラメータが正しくありません（querystring: type: type は 1 か 2 です）');
  });

  it('reads type and via from the address, defaulting to an English search', () => {
    expect(parseSearchType('2')).toBe(2);
    expect(parseSearchType('1')).toBe(1);
    expect(parseSearchType(null)).toBe(1);
    expect(parseSearchType('x')).toBe(1);
    expect(parseVia('fuzzy')).toBe('fuzzy');
    expect(parseVia('history')).toBe('history');
    expect(parseVia(null)).toBe('search');
    expect(parseVia('admin')).toBe('search');
  });
});
