import { describe, expect, it } from 'vitest';
import type { DictionaryForm } from '../../db/tables/dictionary';
import { buildIndex, prefixMatches } from './headword-index';
import { lemmatize, lemmatizePhrase } from './lemmatize';

const form = (kind: string, word: string): DictionaryForm => ({ kind, label_ja: '', word });
let id = 0;
const row = (key: string, pos: string, rank: number, forms: DictionaryForm[] = []) => ({ id: (id += 1), key, word: key, mean: '', ipa: '', isPhrase: key.includes(' '), pos, rank, forms });

const index = buildIndex('test', [
  row('go', 'verb', 5, [form('past', 'went'), form('past_participle', 'gone'), form('third_person', 'goes')]),
  row('good', 'adjective', 8, [form('comparative', 'better'), form('superlative', 'best')]),
  row('well', 'adverb', 9, [form('comparative', 'better')]),
  row('better', 'adjective', 40),
  row('child', 'noun', 20, [form('plural', 'children')]),
  row('run', 'verb', 10, [form('past', 'ran'), form('present_participle', 'running')]),
  row('invoice', 'noun', 300, [form('third_person', 'invoices')]),
  row('study', 'verb', 30),
  row('take', 'verb', 3, [form('past', 'took'), form('past_participle', 'taken')]),
  row('take off', 'verb', 200),
  row('taken', 'adjective', 900),
]);

const lemmas = (word: string) => lemmatize(index, word).map((item) => [item.lemma.key, item.kind]);

describe('lemmatize', () => {
  it('follows the forms the dictionary lists (WordNet exceptions)', () => {
    expect(lemmas('went')).toEqual([['go', 'past']]);
    expect(lemmas('children')).toEqual([['child', 'plural']]);
    expect(lemmas('better')).toEqual([
      ['good', 'comparative'],
      ['well', 'comparative'],
    ]);
    expect(lemmas('running')).toEqual([['run', 'present_participle']]);
  });

  it('calls the -s form of a noun its plural', () => {
    expect(lemmas('invoices')).toEqual([['invoice', 'plural']]);
  });

  it('uses wink-lemmatizer for regular forms the data does not list', () => {
    expect(lemmas('studies')).toEqual([['study', 'third_person']]);
    expect(lemmas('studied')).toEqual([['study', 'past']]);
  });

  it('finds nothing for a headword itself or an unknown word', () => {
    expect(lemmas('go')).toEqual([]);
    expect(lemmas('xyzzyq')).toEqual([]);
  });

  it('finds a phrase from its inflected first word', () => {
    expect(lemmatizePhrase(index, 'took off').map((item) => item.lemma.key)).toEqual(['take off']);
    expect(lemmatizePhrase(index, 'took over')).toEqual([]);
  });
});

describe('prefixMatches', () => {
  it('puts the exact word first, then the most common', () => {
    expect(prefixMatches(index, 'take', 10).map((headword) => headword.key)).toEqual(['take', 'take off', 'taken']);
    expect(prefixMatches(index, 'g', 10).map((headword) => headword.key)).toEqual(['go', 'good']);
    expect(prefixMatches(index, 'zz', 10)).toEqual([]);
  });
});
