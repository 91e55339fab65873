import { describe, expect, it } from 'vitest';
import { checkSearchWord } from './search-word';

describe('checkSearchWord', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['りんご', 'notEnglish'],
    ['app1e', 'notEnglish'],
    ['a'.repeat(51), 'tooLong'],
    ['apple', null],
    [" don't ", null],
    ['ice cream', null],
  ])('%j -> %s', (input, expected) => {
    expect(checkSearchWord(input)).toBe(expected);
  });
});
