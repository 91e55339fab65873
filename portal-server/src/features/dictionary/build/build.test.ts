import { describe, expect, it } from 'vitest';
import { sentencesByHeadword, type PortalWord } from './build';

const word = (text: string, example: string, exampleJa: string): PortalWord => ({ list: 'eiken-3', word: text, pos: 'verb', posJa: '動詞', meanings: ['x'], ipa: 'x', example, exampleJa });

describe('sentencesByHeadword', () => {
  const sentences = sentencesByHeadword(
    [
      word('hide', 'The cat hid under the bed.', 'ネコはベッドの下に隠れました。'),
      word('plane', 'The plane took off two hours late.', '飛行機は2時間遅れて離陸しました。'),
      word('wrap', 'She wrapped the present in blue paper.', '彼女はプレゼントを青い紙で包みました。'),
    ],
    new Set(['cat', 'hide', 'bed', 'plane', 'take', 'take off', 'hour', 'late', 'present', 'paper', 'blue', 'wrap', 'the']),
    new Map([['verb', new Map([['hid', ['hide']], ['took', ['take']]])]]),
  );

  it('gives a sentence to every headword it uses, in any form', () => {
    expect(sentences.get('cat')?.map((item) => item.ja)).toEqual(['ネコはベッドの下に隠れました。']);
    expect(sentences.get('hide')?.map((item) => item.en)).toEqual(['The cat hid under the bed.']);
    expect(sentences.get('hour')?.map((item) => item.en)).toEqual(['The plane took off two hours late.']);
  });

  it('finds phrases whose first word is inflected', () => {
    expect(sentences.get('take off')?.map((item) => item.en)).toEqual(['The plane took off two hours late.']);
  });

  it('gives none to the words every sentence has', () => {
    expect(sentences.has('the')).toBe(false);
  });
});
