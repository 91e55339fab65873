import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config';
import { PronouncingDictionary } from './cmudict';
import { EspeakLetterToSound } from './espeak-letter-to-sound';
import { Lexicon, lexiconKey } from './lexicon';

describe('Lexicon (CMU dictionary, then espeak-ng letter-to-sound)', () => {
  let lexicon: Lexicon;
  beforeAll(async () => {
    const config = loadConfig({});
    lexicon = new Lexicon(await PronouncingDictionary.load(path.join(config.modelDir, 'cmudict-en-us.dict')), new EspeakLetterToSound());
  });

  it('keys words in lower case with straight apostrophes', () => {
    expect(lexiconKey('Don’t')).toBe("don't");
    expect(lexiconKey('"Hello,')).toBe('hello');
  });

  it('gives every dictionary variant', async () => {
    const found = await lexicon.pronounce(['read', 'the']);
    expect(found.get('read')).toEqual({ variants: [['R', 'EH', 'D'], ['R', 'IY', 'D']], source: 'dictionary' });
    expect(found.get('the')?.variants).toContainEqual(['DH', 'AH']);
  });

  it('builds compounds and possessives from the dictionary', async () => {
    const found = await lexicon.pronounce(['sun-flower', "teacher's", "cat's"]);
    expect(found.get('sun-flower')?.variants[0]).toEqual(['S', 'AH', 'N', 'F', 'L', 'AW', 'ER']);
    expect(found.get("teacher's")?.variants[0]?.slice(-2)).toEqual(['ER', 'Z']);
    expect(found.get("cat's")?.variants[0]?.at(-1)).toBe('S');
  });

  it('pronounces words the dictionary lacks, numbers included, with espeak-ng', async () => {
    const found = await lexicon.pronounce(['Zorblatt', 'Skytree', '23']);
    expect(found.get('zorblatt')).toMatchObject({ source: 'letter-to-sound' });
    expect(found.get('zorblatt')?.variants[0]).toEqual(expect.arrayContaining(['Z', 'B', 'L', 'T']));
    expect(found.get('23')?.variants[0]).toEqual(['T', 'W', 'EH', 'N', 'T', 'IY', 'TH', 'R', 'IY']);
    expect(found.get('skytree')?.variants[0]?.length).toBeGreaterThan(4);
  });

  it("prefers the item's own vocabulary", async () => {
    const found = await lexicon.pronounce(['tomato'], new Map([['tomato', ['T', 'AH', 'M', 'AA', 'T', 'OW']]]));
    expect(found.get('tomato')).toEqual({ variants: [['T', 'AH', 'M', 'AA', 'T', 'OW']], source: 'vocabulary' });
  });
});
