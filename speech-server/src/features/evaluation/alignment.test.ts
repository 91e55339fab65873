import { describe, expect, it } from 'vitest';
import { parseAlignment, phoneLoopPhonesBetween } from './alignment';

const segment = (word: string, startFrame: number, endFrame: number, ascr = -100) => ({ word, startFrame, endFrame, ascr, lscr: 0, posterior: 1 });

describe('parseAlignment', () => {
  const reference = [[['DH', 'AH'], ['DH', 'IY']], [['K', 'AE', 'T']], [['S', 'AE', 'T']]];

  it('groups phone words into reference words, keeping skipped ones out', () => {
    const alignment = parseAlignment(
      { hyp: '', score: 0, frames: 100, segments: [segment('<sil>', 0, 9), segment('DH_B', 10, 14), segment('IY_E', 15, 24), segment('[NOISE]', 25, 30), segment('S_B', 31, 40), segment('AE', 41, 50), segment('T_E', 51, 60)] },
      reference,
    );
    expect(alignment.words.map((word) => word.refIndex)).toEqual([0, 2]);
    expect(alignment.words[0]?.phones.map((phone) => phone.phone)).toEqual(['DH', 'IY']);
    expect(alignment.words[1]).toMatchObject({ startFrame: 31, endFrame: 60 });
    expect(alignment.gaps.map((gap) => gap.kind)).toEqual(['silence', 'noise']);
  });

  it('collects garbage phones as gaps', () => {
    const alignment = parseAlignment({ hyp: '', score: 0, frames: 30, segments: [segment('HH_G', 0, 5), segment('EH_G', 6, 12)] }, reference);
    expect(alignment.words).toEqual([]);
    expect(alignment.gaps).toEqual([{ kind: 'garbage', startFrame: 0, endFrame: 12, phones: ['HH', 'EH'] }]);
  });
});

describe('phoneLoopPhonesBetween', () => {
  it('keeps speech phones mostly inside the range', () => {
    const loop = { hyp: '', score: 0, frames: 100, segments: [segment('SIL', 0, 20), segment('K', 21, 30), segment('AE', 31, 45), segment('T', 46, 80)] };
    expect(phoneLoopPhonesBetween(loop, 15, 50).map((phone) => phone.word)).toEqual(['K', 'AE']);
  });
});
