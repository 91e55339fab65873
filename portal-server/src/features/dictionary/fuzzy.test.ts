import { describe, expect, it } from 'vitest';
import { editDistance, rankSpellingCandidates, slipCost, spellingTable } from './fuzzy';

const bucket = (words: [string, number][]) => spellingTable(words.map(([key, rank]) => ({ key, rank })));

describe('editDistance (optimal string alignment)', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('recieve', 'receive')).toBe(1);
    expect(editDistance('teh', 'the')).toBe(1);
  });

  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('occured', 'occurred')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('stops early past the limit', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('slipCost', () => {
  it('makes a learner’s usual slips cheaper than other edits', () => {
    expect(slipCost('recieve', 'receive')).toBeLessThan(slipCost('recieve', 'relieve'));
    expect(slipCost('occured', 'occurred')).toBeLessThan(1);
    expect(slipCost('seperate', 'separate')).toBeLessThan(1);
  });
});

describe('rankSpellingCandidates', () => {
  it('puts receive first for recieve even when relieve is more common', () => {
    const ranked = rankSpellingCandidates('recieve', bucket([['relieve', 10], ['receive', 50], ['recipe', 5], ['deceive', 40], ['banana', 1]]), 10);
    expect(ranked.map((item) => item.candidate.key)).toEqual(['receive', 'relieve', 'deceive', 'recipe']);
    expect(ranked[0]!.distance).toBe(1);
  });

  it('ranks by distance, then the more common word', () => {
    const ranked = rankSpellingCandidates('cat', bucket([['cot', 30], ['cut', 20], ['cart', 40], ['dog', 1]]), 10);
    expect(ranked.map((item) => item.candidate.key)).toEqual(['cut', 'cot', 'cart']);
  });

  it('never suggests the word itself and keeps to the limit', () => {
    const ranked = rankSpellingCandidates('go', bucket([['go', 1], ['so', 2], ['no', 3], ['to', 4]]), 2);
    expect(ranked.map((item) => item.candidate.key)).toEqual(['so', 'no']);
  });
});
