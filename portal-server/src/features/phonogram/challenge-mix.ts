// Which words a phonics challenge asks: a mix over several patterns, weighted toward the
// student's weak sounds. Pure (the random source is passed in), so the weighting is unit-tested.
import { PHONOGRAM_CHALLENGE_SECONDS, PHONOGRAM_CHALLENGE_WORDS } from 'shared-contract';

/** Words in one challenge. */
export const CHALLENGE_SIZE = PHONOGRAM_CHALLENGE_WORDS;
/** The challenge's time limit: about ten seconds a word to read and see the mark. */
export const CHALLENGE_SECONDS = PHONOGRAM_CHALLENGE_SECONDS;
/** How long after the end time the answers are still taken (the last reading's evaluation and a slow network). */
export const CHALLENGE_GRACE_SECONDS = 30;
/** Readings of a pattern that count for "recent" accuracy (the list's progress and the challenge weights). */
export const RECENT_READINGS = 10;

export type PatternRecord = { recent: number; recentRight: number };

/**
 * How strongly a pattern is drawn: 1 for a sound always read right lately, up to 10 for one
 * always read wrong; 3 for a sound never read (new sounds come in, but after the weak ones).
 */
export function patternWeight(record: PatternRecord | undefined): number {
  if (!record || record.recent === 0) return 3;
  const wrongRate = (record.recent - record.recentRight) / record.recent;
  return 1 + 9 * wrongRate;
}

export type MixCandidate = { patternId: string; weight: number; wordIds: readonly number[] };
export type MixItem = { patternId: string; wordId: number };

/**
 * `size` items, each from a different pattern while there are patterns left (then a second
 * round, with other words of the same patterns): patterns drawn by weight without replacement
 * (Efraimidis-Spirakis: the largest random^(1/weight) first), one word of each at random.
 */
export function pickChallengeItems(candidates: readonly MixCandidate[], size: number, random: () => number): MixItem[] {
  const usable = candidates.filter((candidate) => candidate.wordIds.length > 0 && candidate.weight > 0);
  if (usable.length === 0) return [];
  const usedWords = new Set<number>();
  const items: MixItem[] = [];
  while (items.length < size) {
    const round = usable
      .map((candidate) => ({ candidate, key: Math.pow(Math.max(random(), Number.MIN_VALUE), 1 / candidate.weight) }))
      .sort((a, b) => b.key - a.key)
      .map((entry) => entry.candidate);
    let added = false;
    for (const candidate of round) {
      if (items.length >= size) break;
      const free = candidate.wordIds.filter((wordId) => !usedWords.has(wordId));
      if (free.length === 0) continue;
      const wordId = free[Math.min(free.length - 1, Math.floor(random() * free.length))]!;
      usedWords.add(wordId);
      items.push({ patternId: candidate.patternId, wordId });
      added = true;
    }
    if (!added) break;
  }
  return items;
}
