// The phonics content: the schema's checks on the real file, what it must cover for Japanese
// learners, and every example word against the speech server's own pronouncing dictionary
// (the CMU dictionary PocketSphinx ships in Debian, read here as a file: the portal never imports
// speech-server), so the sound a word is marked on is the sound the speech server scores.
import fs from 'node:fs';
import path from 'node:path';
import { countTargetPhones } from 'shared-contract';
import { describe, expect, it } from 'vitest';
import { parseMarkedWord, phonogramContentFile, readPhonogramContent } from './content';

/** speech-server's dictionary: POCKETSPHINX_MODEL (its model directory) or Debian's, as speech-server/src/lib/config.ts reads it. */
const DICTIONARY = path.join(process.env.POCKETSPHINX_MODEL ?? '/usr/share/pocketsphinx/model/en-us', 'cmudict-en-us.dict');

function readDictionary(): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const line of fs.readFileSync(DICTIONARY, 'utf8').split('\n')) {
    const [head, ...phones] = line.trim().split(/\s+/);
    if (!head || phones.length === 0) continue;
    const word = head.replace(/\(\d+\)$/, '');
    entries.set(word, [...(entries.get(word) ?? []), phones.filter((phone) => !phone.startsWith('#')).join(' ')]);
  }
  return entries;
}

describe('content/phonogram/patterns.yaml', () => {
  const content = readPhonogramContent();
  const patterns = content.patterns;
  const targets = new Set(patterns.map((pattern) => pattern.phones.join(' ')));

  it('has at least 40 patterns in every group, each with at least five example words', () => {
    expect(patterns.length).toBeGreaterThanOrEqual(40);
    for (const pattern of patterns) expect(pattern.words.length, pattern.id).toBeGreaterThanOrEqual(5);
    expect(content.groups.map((group) => group.code)).toEqual(['consonant', 'short-vowel', 'long-vowel', 'digraph', 'vowel-team', 'r-controlled']);
  });

  it('covers the sounds Japanese learners find hard, the short and long vowels, digraphs, vowel teams and r-controlled vowels', () => {
    // L/R, TH (both), V/B, F, H, W, Y, S/SH, Z, CH, J, NG; the five short vowels; long a, e, i, o, u; diphthongs; r-colouring.
    for (const phones of ['L', 'R', 'TH', 'DH', 'V', 'B', 'F', 'HH', 'W', 'Y', 'S', 'SH', 'Z', 'CH', 'JH', 'NG', 'AE', 'EH', 'IH', 'AA', 'AH', 'EY', 'IY', 'AY', 'OW', 'UW', 'UH', 'AW', 'OY', 'AO', 'AA R', 'ER', 'AO R']) {
      expect(targets, phones).toContain(phones);
    }
    const spellings = new Set(patterns.flatMap((pattern) => pattern.spellings));
    for (const spelling of ['a_e', 'ee', 'ea', 'i_e', 'o_e', 'u_e', 'sh', 'ch', 'th', 'wh', 'ph', 'ck', 'ng', 'ai', 'oa', 'oo', 'ou', 'ow', 'oi', 'oy', 'aw', 'ar', 'er', 'ir', 'ur', 'or']) expect(spellings, spelling).toContain(spelling);
  });

  it('marks letters that are one of the pattern’s spellings in every example word', () => {
    for (const pattern of patterns) {
      for (const { word } of pattern.words) {
        const marked = word.marks.map(([start, end]) => word.word.slice(start, end).toLowerCase()).join('_');
        expect(pattern.spellings, `${pattern.id}: ${word.word}`).toContain(marked);
      }
    }
  });

  it('gives every example word a pronunciation of the speech server’s dictionary that holds the target sound once', () => {
    expect(fs.existsSync(DICTIONARY), `${DICTIONARY} (Debian pocketsphinx-en-us, installed by scripts/setup.sh)`).toBe(true);
    const dictionary = readDictionary();
    const problems: string[] = [];
    for (const pattern of patterns) {
      for (const entry of pattern.words) {
        const variants = dictionary.get(entry.word.word.toLowerCase());
        const phones = entry.phones.join(' ');
        if (!variants) problems.push(`${pattern.id}: ${entry.word.word} is not in the dictionary`);
        else if (!variants.includes(phones)) problems.push(`${pattern.id}: ${entry.word.word} ${phones} is none of ${variants.join(' | ')}`);
        if (countTargetPhones(entry.phones, pattern.phones) !== 1) problems.push(`${pattern.id}: ${entry.word.word} holds ${pattern.phones.join(' ')} other than once`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('phonogram content validation', () => {
  const group = { code: 'consonant', title: '子音', title_en: 'Consonants', description: '子音です。' };
  const pattern = (words: { word: string; ja: string; phones: string }[]) => ({
    id: 'short-a',
    group: 'consonant',
    title: '短い a',
    spellings: ['a'],
    ipa: 'æ',
    phones: ['AE'],
    how_ja: '口を大きく開けます。',
    mistake_ja: '日本語の「ア」になりがちです。',
    tip_ja: '「エ」の口で「ア」。',
    words,
  });
  const five = ['c[a]t', 'b[a]t', 'm[a]p', 'h[a]t', 'b[a]g'].map((word, index) => ({ word, ja: 'ネコ', phones: ['K AE T', 'B AE T', 'M AE P', 'HH AE T', 'B AE G'][index]! }));

  it('reads the marked letters of a word', () => {
    expect(parseMarkedWord('c[a]k[e]')).toEqual({ word: 'cake', marks: [[1, 2], [3, 4]] });
    expect(parseMarkedWord('[th]ink')).toEqual({ word: 'think', marks: [[0, 2]] });
    for (const bad of ['cat', 'c[a', 'c]a[t', 'c[]at', 'c[[a]]t', 'ca t']) expect(parseMarkedWord(bad), bad).toBeNull();
  });

  it('refuses a word without the target sound, a word twice and a pattern of an unknown group', () => {
    const noTarget = phonogramContentFile.safeParse({ groups: [group], patterns: [pattern([...five.slice(0, 4), { word: 'b[e]d', ja: 'ベッド', phones: 'B EH D' }])] });
    expect(noTarget.success).toBe(false);
    expect(noTarget.error?.issues.map((issue) => issue.message).join(' ')).toContain('bed の発音に AE がありません');
    const twice = phonogramContentFile.safeParse({ groups: [group], patterns: [pattern([...five, five[0]!])] });
    expect(twice.error?.issues.map((issue) => issue.message).join(' ')).toContain('cat が2回あります');
    const lost = phonogramContentFile.safeParse({ groups: [group], patterns: [{ ...pattern(five), group: 'vowel' }] });
    expect(lost.error?.issues.map((issue) => issue.message).join(' ')).toContain('グループ vowel はありません');
  });

  it('refuses phones that are not ARPAbet and words without marked letters', () => {
    const stressed = phonogramContentFile.safeParse({ groups: [group], patterns: [pattern([...five.slice(0, 4), { word: 'b[a]d', ja: '悪い', phones: 'B AE1 D' }])] });
    expect(stressed.success).toBe(false);
    const unmarked = phonogramContentFile.safeParse({ groups: [group], patterns: [pattern([...five.slice(0, 4), { word: 'bad', ja: '悪い', phones: 'B AE D' }])] });
    expect(unmarked.error?.issues.map((issue) => issue.message).join(' ')).toContain('[ ] で囲んでください');
  });
});
