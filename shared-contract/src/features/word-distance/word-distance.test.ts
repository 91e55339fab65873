import { describe, expect, it } from 'vitest';
import { IRRELEVANCE_THRESHOLD, replyIrrelevance, wordEditDistance } from './word-distance';

describe('wordEditDistance', () => {
  it('counts word insertions, deletions and substitutions', () => {
    expect(wordEditDistance(['i', 'like', 'tea'], ['i', 'like', 'tea'])).toBe(0);
    expect(wordEditDistance(['i', 'like', 'green', 'tea'], ['i', 'like', 'tea'])).toBe(1);
    expect(wordEditDistance(['i', 'like'], ['i', 'like', 'tea'])).toBe(1);
    expect(wordEditDistance(['you', 'like', 'coffee'], ['i', 'like', 'tea'])).toBe(2);
    expect(wordEditDistance(['a', 'b', 'c', 'd'], ['a', 'c'])).toBe(2);
  });

  it('is the other list\'s length against an empty list, and symmetric', () => {
    expect(wordEditDistance([], ['a', 'b'])).toBe(2);
    expect(wordEditDistance(['a', 'b', 'c'], [])).toBe(3);
    expect(wordEditDistance([], [])).toBe(0);
    expect(wordEditDistance(['a', 'b', 'c'], ['c', 'a'])).toBe(wordEditDistance(['c', 'a'], ['a', 'b', 'c']));
  });

  it('compares whole words, not letters', () => {
    expect(wordEditDistance(['tea'], ['tee'])).toBe(1);
    expect(wordEditDistance(['abc'], ['abcdef'])).toBe(1);
  });
});

describe('replyIrrelevance', () => {
  it('is distance over the option word count times 100, unrounded', () => {
    expect(replyIrrelevance(['i', 'like', 'tea'], ['i', 'like', 'tea'])).toBe(0);
    expect(replyIrrelevance(['i', 'like'], ['i', 'like', 'tea'])).toBeCloseTo(100 / 3);
    expect(replyIrrelevance(['tea'], ['i', 'would', 'like', 'tea'])).toBe(75);
    expect(replyIrrelevance(['hello'], ['i', 'like', 'tea'])).toBe(100);
  });

  it('never matches an option without words', () => {
    expect(replyIrrelevance(['anything'], [])).toBe(100);
  });

  it('puts exactly 70 (7 edits on 10 words) at the threshold, which does not match', () => {
    const ten = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    expect(replyIrrelevance(['one', 'two', 'three', 'a', 'b', 'c', 'd', 'e', 'f', 'g'], ten)).toBe(IRRELEVANCE_THRESHOLD);
  });
});
