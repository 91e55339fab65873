import { describe, expect, it } from 'vitest';
import { irrelevance, wordEditDistance } from './word-distance';

describe('word distance and irrelevance (spec part 2 section 5)', () => {
  it('counts word insertions, deletions and substitutions', () => {
    expect(wordEditDistance(['i', 'like', 'tea'], ['i', 'like', 'tea'])).toBe(0);
    expect(wordEditDistance(['i', 'like', 'green', 'tea'], ['i', 'like', 'tea'])).toBe(1);
    expect(wordEditDistance(['you', 'like', 'coffee'], ['i', 'like', 'tea'])).toBe(2);
    expect(wordEditDistance([], ['a', 'b'])).toBe(2);
  });

  it('is distance over the option word count times 100', () => {
    expect(irrelevance(['i', 'like', 'tea'], ['i', 'like', 'tea'])).toBe(0);
    expect(irrelevance(['i', 'like'], ['i', 'like', 'tea'])).toBe(33.3);
    expect(irrelevance(['hello'], ['i', 'like', 'tea'])).toBe(100);
  });
});
