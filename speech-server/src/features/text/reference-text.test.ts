import { describe, expect, it } from 'vitest';
import { SpeechError } from '../../lib/speech-error';
import { normaliseForMatching, parseReferenceText } from './reference-text';

describe('parseReferenceText', () => {
  it('splits sentences and words, keeping contractions, hyphens and abbreviations whole', () => {
    const text = parseReferenceText("I don't know. It's a well-known U.S. city!\nNew line here");
    expect(text.words.map((word) => word.text)).toEqual(['I', "don't", 'know', "It's", 'a', 'well-known', 'U.S', 'city', 'New', 'line', 'here']);
    expect(text.sentences.map((sentence) => [sentence.startWord, sentence.endWord])).toEqual([[0, 2], [3, 7], [8, 10]]);
    expect(text.words[5]?.sentenceIndex).toBe(1);
    expect(text.words[3]?.key).toBe("it's");
  });

  it('drops the BOM and marker line and reads a [vocabulary] section in IPA or ARPAbet', () => {
    const text = parseReferenceText('\uFEFF[word]\ntomato\n[vocabulary]\ntomato|/təˈmɑːtoʊ/\nlive|L IH1 V');
    expect(text.text).toBe('tomato');
    expect(text.words.map((word) => word.text)).toEqual(['tomato']);
    expect(text.vocabulary.get('tomato')).toEqual(['T', 'AH', 'M', 'AA', 'T', 'OW']);
    expect(text.vocabulary.get('live')).toEqual(['L', 'IH', 'V']);
  });

  it('answers 30005 for an unreadable vocabulary line', () => {
    expect(() => parseReferenceText('[word]\ncat\n[vocabulary]\ncat')).toThrow(SpeechError);
    try {
      parseReferenceText('[word]\ncat\n[vocabulary]\ncat|qʘq');
    } catch (error) {
      expect((error as SpeechError).code).toBe(30005);
    }
  });

  it('finds no English words in Japanese text', () => {
    expect(parseReferenceText('こんにちは。元気ですか').words).toEqual([]);
  });
});

describe('normaliseForMatching', () => {
  it('lower-cases and strips punctuation and curly apostrophes', () => {
    expect(normaliseForMatching('Yes, I’d like TEA!')).toEqual(['yes', "i'd", 'like', 'tea']);
  });
});
