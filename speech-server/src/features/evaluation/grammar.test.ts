import { describe, expect, it } from 'vitest';
import { choiceGrammar, readingGrammar, taggedPhones } from './grammar';

const transitions = (fsg: string): string[][] => fsg.split('\n').filter((line) => line.startsWith('TRANSITION')).map((line) => line.split(' ').slice(1));

describe('reading grammar', () => {
  const words = [{ variants: [['DH', 'AH'], ['DH', 'IY']] }, { variants: [['K', 'AE', 'T']] }, { variants: [['S', 'AE', 'T']] }];
  const fsg = readingGrammar(words, [0]);

  it('tags word boundaries so the best path can be read back into words', () => {
    expect(taggedPhones(['K', 'AE', 'T'])).toEqual(['K_B', 'AE', 'T_E']);
    expect(taggedPhones(['AY'])).toEqual(['AY_S']);
  });

  it('is a Sphinx FSG from state 0 to the end state', () => {
    expect(fsg.startsWith('FSG_BEGIN utterance\n')).toBe(true);
    expect(fsg).toContain('START_STATE 0');
    expect(fsg).toContain('FINAL_STATE 3');
    expect(fsg.trimEnd().endsWith('FSG_END')).toBe(true);
  });

  it('offers every pronunciation and skips that enter a later word directly', () => {
    const arcs = transitions(fsg);
    const fromStart = arcs.filter(([from]) => from === '0').map(([, , , word]) => word);
    expect(fromStart).toEqual(expect.arrayContaining(['DH_B', 'K_B', 'S_B']));
    expect(fromStart.filter((word) => word === 'DH_B')).toHaveLength(2);
    // Null arcs go only to the end state: no chains for PocketSphinx to expand.
    for (const [, to, , word] of arcs) if (word === undefined) expect(to).toBe('3');
  });

  it('compiles a thousand words without null-transition chains', () => {
    const many = Array.from({ length: 1000 }, () => ({ variants: [['W', 'ER', 'D']] }));
    const started = performance.now();
    const big = readingGrammar(many, Array.from({ length: 100 }, (_, i) => i * 10));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(transitions(big).length).toBeLessThan(1000 * 10);
  });
});

describe('choice grammar', () => {
  it('has a path per option plus garbage phones', () => {
    const fsg = choiceGrammar([[{ variants: [['Y', 'EH', 'S']] }], [{ variants: [['N', 'OW']] }]]);
    const words = transitions(fsg).map(([, , , word]) => word);
    expect(words).toEqual(expect.arrayContaining(['Y_B', 'S_E', 'N_B', 'OW_E', 'AA_G']));
  });
});
