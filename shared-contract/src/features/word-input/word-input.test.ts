import { describe, expect, it } from 'vitest';
import { normaliseWord, normaliseWordInput, wordSkipReason } from './word-input';

describe('normaliseWordInput', () => {
  it('splits on new lines, commas, 、 and spaces, lower-cases and keeps the typed order', () => {
    expect(normaliseWordInput('Apple, banana\nCherry、dog egg').words).toEqual(['apple', 'banana', 'cherry', 'dog', 'egg']);
  });

  it('turns full-width letters and punctuation into half-width (NFKC)', () => {
    expect(normaliseWordInput('ＡＰＰＬＥ，ｂａｎａｎａ　ｃｈｅｒｒｙ').words).toEqual(['apple', 'banana', 'cherry']);
  });

  it('strips punctuation at both ends and inside, but keeps an inner hyphen', () => {
    expect(normaliseWordInput('"hello!", (world)?, well-known., Mr.').words).toEqual(['hello', 'world', 'well-known', 'mr']);
  });

  it('keeps a known phrase whole and takes an unknown one word by word', () => {
    const phrases = new Set(['look for']);
    expect(normaliseWordInput('Look  for, big cat', (entry) => phrases.has(entry)).words).toEqual(['look for', 'big', 'cat']);
  });

  it('skips words with an apostrophe or a digit, with the reason', () => {
    const parsed = normaliseWordInput("don't, covid19, rock’n’roll, 2nd, fine");
    expect(parsed.words).toEqual(['fine']);
    expect(parsed.skipped).toEqual([
      { word: "don't", reason: 'apostrophe' },
      { word: 'covid19', reason: 'number' },
      { word: 'rock’n’roll', reason: 'apostrophe' },
      { word: '2nd', reason: 'number' },
    ]);
  });

  it('counts a word given twice once, skipped ones too', () => {
    const parsed = normaliseWordInput('Apple apple APPLE. don’t don’t');
    expect(parsed.words).toEqual(['apple']);
    expect(parsed.skipped).toHaveLength(1);
  });

  it('gives nothing for empty or punctuation-only text', () => {
    expect(normaliseWordInput(' ,, 、 ... !? \n')).toEqual({ words: [], skipped: [] });
  });
});

describe('normaliseWord and wordSkipReason', () => {
  it('compare a headword and what a student types alike', () => {
    expect(normaliseWord('Mr.')).toBe(normaliseWord('mr'));
    expect(normaliseWord("  'quoted' ")).toBe('quoted');
    expect(wordSkipReason("it's")).toBe('apostrophe');
    expect(wordSkipReason('b2b')).toBe('number');
    expect(wordSkipReason('apple')).toBeNull();
  });
});
