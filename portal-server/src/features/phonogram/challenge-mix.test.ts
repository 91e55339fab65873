import { describe, expect, it } from 'vitest';
import { random as seeded } from '../../../bench/random';
import { CHALLENGE_SIZE, patternWeight, pickChallengeItems, type MixCandidate } from './challenge-mix';

const candidates = (count: number, weightOf: (index: number) => number): MixCandidate[] =>
  Array.from({ length: count }, (_, index) => ({ patternId: `p${index}`, weight: weightOf(index), wordIds: [index * 10 + 1, index * 10 + 2, index * 10 + 3] }));

describe('the weight of a pattern', () => {
  it('is 3 for a sound never read, from 1 (always right lately) to 10 (always wrong lately)', () => {
    expect(patternWeight(undefined)).toBe(3);
    expect(patternWeight({ recent: 0, recentRight: 0 })).toBe(3);
    expect(patternWeight({ recent: 10, recentRight: 10 })).toBe(1);
    expect(patternWeight({ recent: 4, recentRight: 0 })).toBe(10);
    expect(patternWeight({ recent: 10, recentRight: 5 })).toBe(5.5);
  });
});

describe('picking a challenge', () => {
  it('takes each pattern once while there are enough, one of its words each', () => {
    const items = pickChallengeItems(candidates(49, () => 2), CHALLENGE_SIZE, seeded(1));
    expect(items).toHaveLength(CHALLENGE_SIZE);
    expect(new Set(items.map((item) => item.patternId)).size).toBe(CHALLENGE_SIZE);
    for (const item of items) expect(Math.floor(item.wordId / 10)).toBe(Number(item.patternId.slice(1)));
  });

  it('comes back to the patterns with other words when a group has fewer patterns than the challenge has words', () => {
    const items = pickChallengeItems(candidates(4, () => 1), CHALLENGE_SIZE, seeded(2));
    expect(items).toHaveLength(CHALLENGE_SIZE);
    expect(new Set(items.map((item) => item.wordId)).size).toBe(CHALLENGE_SIZE);
    // Two or three words of each of the four patterns.
    const perPattern = new Map<string, number>();
    for (const item of items) perPattern.set(item.patternId, (perPattern.get(item.patternId) ?? 0) + 1);
    expect(Math.min(...perPattern.values())).toBeGreaterThanOrEqual(2);
    // Fewer words than the challenge size: every word once.
    expect(pickChallengeItems(candidates(2, () => 1), CHALLENGE_SIZE, seeded(3))).toHaveLength(6);
  });

  it('draws the weak sounds far more often than the ones read right', () => {
    // Patterns 0..4 always read wrong lately (10), 5..48 always right (1).
    const weights = (index: number) => (index < 5 ? patternWeight({ recent: 10, recentRight: 0 }) : patternWeight({ recent: 10, recentRight: 10 }));
    const draw = seeded(4);
    let weakDrawn = 0;
    const runs = 400;
    for (let run = 0; run < runs; run += 1) weakDrawn += pickChallengeItems(candidates(49, weights), CHALLENGE_SIZE, draw).filter((item) => Number(item.patternId.slice(1)) < 5).length;
    // Drawn evenly, 5 of 49 patterns would fill about 1 of 10 places; weighted, most of the five come.
    expect(weakDrawn / runs).toBeGreaterThan(3.5);
  });

  it('gives nothing without patterns or words', () => {
    expect(pickChallengeItems([], CHALLENGE_SIZE, seeded(5))).toEqual([]);
    expect(pickChallengeItems([{ patternId: 'p', weight: 1, wordIds: [] }], CHALLENGE_SIZE, seeded(5))).toEqual([]);
  });
});
