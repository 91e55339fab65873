import { describe, expect, it } from 'vitest';
import { isReadableSentence, PRACTICE_SENTENCES } from './practice-sentences';

describe('isReadableSentence', () => {
  it('accepts the offered sentences and ordinary English', () => {
    for (const sentence of PRACTICE_SENTENCES) expect(isReadableSentence(sentence)).toBe(true);
    expect(isReadableSentence('  Hello! ')).toBe(true);
  });

  it('refuses empty text, text without English letters, line breaks and more than 80 words', () => {
    expect(isReadableSentence('   ')).toBe(false);
    expect(isReadableSentence('こんにちは 123')).toBe(false);
    expect(isReadableSentence('one\ntwo')).toBe(false);
    expect(isReadableSentence(Array.from({ length: 81 }, () => 'word').join(' '))).toBe(false);
    expect(isReadableSentence(Array.from({ length: 80 }, () => 'word').join(' '))).toBe(true);
  });
});
