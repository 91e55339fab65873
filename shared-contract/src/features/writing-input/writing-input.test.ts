import { describe, expect, it } from 'vitest';
import { countWords, firstNonEnglishCharacter, WRITING_MAX_WORDS, writingInputProblem } from './writing-input';

describe('writingInputProblem', () => {
  it('accepts an English essay with the punctuation editors produce', () => {
    expect(writingInputProblem('My favorite season is spring. I don’t like winter — it’s “too cold” (really)!\nSecond, 3 reasons: A/B & C.')).toBeNull();
  });

  it('refuses blank text', () => {
    expect(writingInputProblem('')).toBe('empty');
    expect(writingInputProblem(' \n\t ')).toBe('empty');
  });

  it('refuses emoji before anything else', () => {
    expect(writingInputProblem('I like summer 😀')).toBe('emoji');
    expect(writingInputProblem('Japan 🇯🇵 is nice')).toBe('emoji');
  });

  it('refuses Japanese, full-width forms and other scripts, naming the first character', () => {
    expect(writingInputProblem('I like 夏.')).toBe('not_english');
    expect(firstNonEnglishCharacter('I like summer，because')).toBe('，');
    expect(firstNonEnglishCharacter('Ｉ like it')).toBe('Ｉ');
    expect(firstNonEnglishCharacter('Привет')).toBe('П');
    expect(firstNonEnglishCharacter('Plain text.')).toBeNull();
  });

  it('refuses more words than the evaluator takes', () => {
    expect(writingInputProblem('word '.repeat(WRITING_MAX_WORDS))).toBeNull();
    expect(writingInputProblem('word '.repeat(WRITING_MAX_WORDS + 1))).toBe('too_long');
  });
});

describe('countWords', () => {
  it('counts contractions and hyphenated words once and ignores punctuation', () => {
    expect(countWords("I don't like well-known places, 2 times!")).toBe(7);
    expect(countWords(' — ')).toBe(0);
  });
});
