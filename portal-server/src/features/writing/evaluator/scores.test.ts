import { describe, expect, it } from 'vitest';
import { combinedScore, correctness, grammarDiversity, structuresOf, vocabularyDiversity } from './scores';
import { splitSentences, tokenize } from './text';

const structures = (text: string) => [...structuresOf(text, splitSentences(text)[0]!)].sort();

describe('structuresOf', () => {
  it('finds the structures a sentence uses from its words', () => {
    expect(structures('I went to the park because it was sunny.')).toEqual(['past', 'subordinate']);
    expect(structures('I have visited Kyoto twice.')).toEqual(['perfect']);
    expect(structures('This book was written by my uncle, who lives in Osaka.')).toEqual(['passive', 'relative']);
    expect(structures('Tokyo is bigger than Osaka, and I will go there to see my friends.')).toEqual(['comparison', 'future', 'infinitive']);
    expect(structures('Students should stop using their phones.')).toEqual(['gerund', 'modal']);
    expect(structures('Are you reading a book?')).toEqual(['progressive', 'question']);
    // An -ing adjective after be is not a progressive, an -ed feeling adjective not a passive.
    expect(structures('I was interested because the story is interesting.')).toEqual(['past', 'subordinate']);
    // Nor a noun in -ing after be.
    expect(structures('My favorite season is spring.')).toEqual([]);
  });
});

describe('the measures', () => {
  it('vocabulary diversity: repetition scores low, varied words high, a very short text near the middle', () => {
    const repeated = tokenize('I like dogs. I like dogs. I like dogs. I like dogs. I like dogs. I like dogs. I like dogs. I like dogs. I like dogs. I like dogs. I like dogs. I like dogs. I like dogs. I like dogs.');
    const varied = tokenize('Last summer my family drove to a quiet village near the mountains, where we picked blueberries, swam in a cold river, cooked dinner outside and watched bright stars until midnight while my grandfather told funny stories about his childhood.');
    expect(vocabularyDiversity(repeated)).toBe(0);
    expect(vocabularyDiversity(varied)).toBeGreaterThanOrEqual(90);
    expect(vocabularyDiversity(tokenize('I like cats.'))).toBeGreaterThanOrEqual(50);
    expect(vocabularyDiversity(tokenize('I like cats.'))).toBeLessThanOrEqual(60);
    expect(vocabularyDiversity([])).toBe(0);
  });

  it('correctness: five times the errors per word off 100, never below 0', () => {
    expect(correctness(0, 40)).toBe(100);
    expect(correctness(1, 20)).toBe(75);
    expect(correctness(10, 20)).toBe(0);
    expect(correctness(0, 0)).toBe(0);
  });

  it('grammar diversity: eight structures make 100', () => {
    expect(grammarDiversity(new Set(['past', 'modal']), 2)).toBe(25);
    expect(grammarDiversity(new Set(['past', 'future', 'perfect', 'progressive', 'modal', 'passive', 'comparison', 'infinitive', 'gerund']), 9)).toBe(100);
  });

  it('score weighs correctness 0.3 each and diversity 0.2 each', () => {
    expect(combinedScore({ vocabulary_diversity: 50, vocabulary_correctness: 100, grammar_diversity: 50, grammar_correctness: 100 })).toBe(80);
    expect(combinedScore({ vocabulary_diversity: 100, vocabulary_correctness: 0, grammar_diversity: 100, grammar_correctness: 0 })).toBe(40);
  });
});
