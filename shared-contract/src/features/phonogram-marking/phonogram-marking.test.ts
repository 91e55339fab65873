import { describe, expect, it } from 'vitest';
import { PHONOGRAM_MIN_WORD_SCORE, PHONOGRAM_PASS_SCORE, basePhone, countTargetPhones, findTargetPhones, isArpabetPhone, markTargetSound, type MarkingPhone } from './phonogram-marking';

const phones = (spec: string): MarkingPhone[] =>
  spec.split(' ').map((entry) => {
    const [phone, score, type] = entry.split(':');
    return { phone: phone!, score: Number(score), type: type ?? (Number(score) < 60 ? 'mispronunciation' : 'correct') };
  });

describe('finding the target phones', () => {
  it('compares without stress digits and case', () => {
    expect(basePhone('ae1')).toBe('AE');
    expect(findTargetPhones(['K', 'AE1', 'T'], ['AE'])).toBe(1);
    expect(findTargetPhones(['K', 'AA', 'R', 'D'], ['AA', 'R'])).toBe(1);
    expect(findTargetPhones(['K', 'AA', 'D'], ['AA', 'R'])).toBe(-1);
    expect(findTargetPhones(['K', 'AE', 'T'], [])).toBe(-1);
  });

  it('counts how often a target occurs', () => {
    expect(countTargetPhones(['B', 'AE', 'T'], ['AE'])).toBe(1);
    expect(countTargetPhones(['L', 'IH', 'L', 'IY'], ['L'])).toBe(2);
    expect(countTargetPhones(['AA', 'R', 'AA', 'R'], ['AA', 'R'])).toBe(2);
    expect(countTargetPhones(['S', 'IH', 'K', 'S'], ['K', 'S'])).toBe(1);
  });

  it('knows the ARPAbet phones the speech server uses', () => {
    expect(isArpabetPhone('DH')).toBe(true);
    expect(isArpabetPhone('AE1')).toBe(false);
    expect(isArpabetPhone('th')).toBe(false);
  });
});

describe('marking a reading on its target sound', () => {
  it('marks the target, not the word: bat read as "bet" is wrong on its vowel though the word scores fair', () => {
    // Scores as the speech server gave them for espeak-ng saying "bat" and "bet" for the word bat.
    expect(markTargetSound({ phones: phones('B:98.4 AE:88.4 T:98.3'), target: ['AE'] })).toEqual({ isRight: true, reason: 'right', score: 88.4, index: 1 });
    expect(markTargetSound({ phones: phones('B:87.7 AE:16.9 T:97.7'), target: ['AE'] })).toEqual({ isRight: false, reason: 'low_score', score: 16.9, index: 1 });
    // The other way round: a weak consonant elsewhere does not make a good vowel wrong.
    expect(markTargetSound({ phones: phones('B:12 AE:75 T:20'), target: ['AE'] }).isRight).toBe(true);
  });

  it('passes from the pass score, and takes the weakest phone of a two-phone sound', () => {
    expect(markTargetSound({ phones: phones(`K:90 AE:${PHONOGRAM_PASS_SCORE} T:90`), target: ['AE'] }).isRight).toBe(true);
    expect(markTargetSound({ phones: phones(`K:90 AE:${PHONOGRAM_PASS_SCORE - 0.1} T:90`), target: ['AE'] }).isRight).toBe(false);
    expect(markTargetSound({ phones: phones('K:90 AA:95 R:20 D:90'), target: ['AA', 'R'] })).toMatchObject({ isRight: false, reason: 'low_score', score: 20 });
    expect(markTargetSound({ phones: phones('K:90 AA:30 D:90'), target: ['AE'], passScore: 20 })).toMatchObject({ isRight: false, reason: 'not_found', score: null });
  });

  it('marks an omitted target, a rejected recording and a reading without the target wrong', () => {
    expect(markTargetSound({ phones: phones('B:0:omission AE:0:omission T:0:omission'), target: ['AE'] })).toMatchObject({ isRight: false, reason: 'omitted', score: 0 });
    expect(markTargetSound({ phones: phones('B:90 AE:90 T:90'), target: ['AE'], rejected: true })).toMatchObject({ isRight: false, reason: 'rejected', score: 90 });
    expect(markTargetSound({ phones: phones('B:90 EH:90 T:90'), target: ['AE'] })).toMatchObject({ isRight: false, reason: 'not_found', index: -1 });
    expect(markTargetSound({ phones: [], target: ['AE'] }).reason).toBe('not_found');
  });

  it('marks a reading of another word wrong even when the aligner scored the target well', () => {
    // "road" read as "hello": the OW placed on hello's vowel scored 91, the word 21.6.
    expect(markTargetSound({ phones: phones('R:10 OW:91 D:5'), target: ['OW'], wordScore: 21.6 })).toMatchObject({ isRight: false, reason: 'word_not_read', score: 91 });
    expect(markTargetSound({ phones: phones('R:10 OW:91 D:5'), target: ['OW'], wordScore: PHONOGRAM_MIN_WORD_SCORE })).toMatchObject({ isRight: true });
  });

  it('keeps scores within 0..100', () => {
    expect(markTargetSound({ phones: [{ phone: 'AE', score: Number.NaN }], target: ['AE'] })).toMatchObject({ isRight: false, score: 0 });
    expect(markTargetSound({ phones: [{ phone: 'AE', score: 130 }], target: ['AE'] })).toMatchObject({ isRight: true, score: 100 });
  });
});
