import { describe, expect, it } from 'vitest';
import { heardTextAgreement, sequenceAgreement } from './phone-agreement';

const segment = (word: string, startFrame: number, endFrame: number) => ({ word, startFrame, endFrame, ascr: -100, lscr: 0, posterior: 1 });

describe('sequenceAgreement', () => {
  it('is 1 for the same sequence, 0 for nothing in common or an empty side', () => {
    expect(sequenceAgreement(['K', 'AE', 'T'], ['K', 'AE', 'T'])).toBe(1);
    expect(sequenceAgreement(['K', 'AE', 'T'], ['D', 'AO', 'G'])).toBe(0);
    expect(sequenceAgreement([], ['D'])).toBe(0);
  });

  it('counts the common phones in order only', () => {
    // LCS of K AE T / T AE K is one phone: 2·1 / 6.
    expect(sequenceAgreement(['K', 'AE', 'T'], ['T', 'AE', 'K'])).toBeCloseTo(1 / 3);
    // An inserted and a changed phone: LCS K AE T of 4 + 4 phones.
    expect(sequenceAgreement(['K', 'AE', 'T', 'S'], ['K', 'AH', 'AE', 'T'])).toBeCloseTo(0.75);
  });
});

describe('heardTextAgreement', () => {
  const text = [[['DH', 'AH'], ['DH', 'IY']], [['K', 'AE', 'T']]];

  it('compares the main pronunciations with the loop phones, leaving out silence and fillers', () => {
    const loop = { hyp: '', score: 0, frames: 80, segments: [segment('SIL', 0, 9), segment('DH', 10, 19), segment('AH', 20, 29), segment('+NSN+', 30, 39), segment('K', 40, 49), segment('AE', 50, 59), segment('T', 60, 69)] };
    expect(heardTextAgreement(text, loop)).toBe(1);
  });

  it('is null without a phone loop', () => {
    expect(heardTextAgreement(text, undefined)).toBeNull();
  });
});
