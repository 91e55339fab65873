import { describe, expect, it } from 'vitest';
import { filterSensitiveWords } from './filter';

describe('filterSensitiveWords', () => {
  it('masks each character of a sensitive word and lists it', () => {
    expect(filterSensitiveWords('This is shit.')).toEqual({ text: 'This is ****.', hits: ['shit'] });
    expect(filterSensitiveWords('What the FUCK')).toEqual({ text: 'What the ****', hits: ['fuck'] });
  });

  it('sees through full-width letters and digits written for letters', () => {
    expect(filterSensitiveWords('ｓｈｉｔ happens').text).toBe('**** happens');
    expect(filterSensitiveWords('sh1t and b1tch').text).toBe('**** and *****');
  });

  it('leaves words that only contain one alone', () => {
    for (const clean of ['I passed the class.', 'Scunthorpe United', 'a cocktail party', 'ばかりの人', 'カスタードプリン', 'しねんを持つ', 'I like custard.']) {
      expect(filterSensitiveWords(clean)).toEqual({ text: clean, hits: [] });
    }
  });

  it('masks phrases whole, keeping the spaces', () => {
    expect(filterSensitiveWords('son of a bitch!').text).toBe('*** ** * *****!');
  });

  it('masks Japanese insults and threats', () => {
    expect(filterSensitiveWords('お前なんか死ね')).toEqual({ text: 'お前なんか**', hits: ['死ね'] });
    expect(filterSensitiveWords('バカ！').text).toBe('**！');
  });

  it('keeps emoji and other characters intact around a match', () => {
    expect(filterSensitiveWords('😀 shit 😀').text).toBe('😀 **** 😀');
  });
});
