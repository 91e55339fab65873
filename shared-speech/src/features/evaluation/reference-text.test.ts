import { describe, expect, it } from 'vitest';
import { buildReferenceText } from './reference-text';

describe('buildReferenceText', () => {
  it('prefixes read_word with the word marker', () => {
    expect(buildReferenceText('read_word', ' tomato ')).toBe('[word]\ntomato');
  });

  it('adds a vocabulary section when phonetic data is given', () => {
    expect(buildReferenceText('read_word', 'tomato', '/təˈmɑːtoʊ/')).toBe('[word]\ntomato\n[vocabulary]\ntomato|/təˈmɑːtoʊ/');
    expect(buildReferenceText('read_word', 'ice cream', { ice: 'AY S', cream: 'K R IY M' })).toBe('[word]\nice cream\n[vocabulary]\nice|AY S\ncream|K R IY M');
  });

  it('drops pronunciations it cannot attribute or that would break the section', () => {
    expect(buildReferenceText('read_word', 'ice cream', '/aɪs kriːm/')).toBe('[word]\nice cream');
    expect(buildReferenceText('read_word', 'cat', '  ')).toBe('[word]\ncat');
    expect(buildReferenceText('read_word', 'cat', 'K AE T\n[word]|x')).toBe('[word]\ncat\n[vocabulary]\ncat|K AE T [word] x');
    expect(buildReferenceText('read_word', 'a b', { 'a b': 'x', b: 'B IY' })).toBe('[word]\na b\n[vocabulary]\nb|B IY');
  });

  it('leaves other categories as they are (trimmed)', () => {
    expect(buildReferenceText('read_sentence', ' I like apples. ', 'ignored')).toBe('I like apples.');
    expect(buildReferenceText('read_chapter', 'One. Two.')).toBe('One. Two.');
  });
});
