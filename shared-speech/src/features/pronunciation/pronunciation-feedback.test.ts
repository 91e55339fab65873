import { describe, expect, it } from 'vitest';
import { pronunciationFeedback, recordingSliceUrl } from './pronunciation-feedback';
import { readSpeechScore } from '../evaluation/speech-score';

const phone = (name: string, ipa: string, score: number) => ({ phone: name, ipa, score, start_ms: 0, end_ms: 10, type: score < 60 ? 'mispronunciation' : 'correct' });

/** A result as speech-server sends it (PROTOCOL.md), read the way the exercises read it. */
const words = readSpeechScore(
  {
    total_score: 70,
    words: [
      { index: 0, word: 'really', ref_index: 0, type: 'mispronunciation', score: 45, start_ms: 300, end_ms: 720, phones: [phone('R', 'ɹ', 30), phone('IH', 'ɪ', 80), phone('L', 'l', 40), phone('IY', 'i', 85)] },
      { index: 1, word: 'think', ref_index: 1, type: 'correct', score: 70, start_ms: 720, end_ms: 1000, phones: [phone('TH', 'θ', 35), phone('IH', 'ɪ', 90), phone('NG', 'ŋ', 90), phone('K', 'k', 90)] },
      { index: 2, word: 'good', ref_index: 2, type: 'mispronunciation', score: 55, start_ms: 1000, end_ms: 1300, phones: [phone('G', 'ɡ', 90), phone('UH', 'ʊ', 50), phone('D', 'd', 20)] },
      { index: 3, word: 'fine', ref_index: 3, type: 'correct', score: 95, start_ms: 1300, end_ms: 1600, phones: [phone('F', 'f', 95), phone('AY', 'aɪ', 95), phone('N', 'n', 95)] },
      { index: 4, word: 'very', ref_index: 4, type: 'omission', score: 0, start_ms: null, end_ms: null, phones: [phone('V', 'v', 0), phone('EH', 'ɛ', 0)] },
      { index: 5, word: 'uh', ref_index: null, type: 'insertion', score: null, start_ms: 1600, end_ms: 1800, phones: [] },
      { index: 6, word: 'hobby', ref_index: 5, type: 'mispronunciation', score: 20, start_ms: null, end_ms: null, phones: [phone('HH', 'h', 20), phone('AA', 'ɑ', 20), phone('B', 'b', 20), phone('IY', 'i', 20)] },
    ],
  },
  'sid',
)?.words ?? [];

describe('pronunciationFeedback', () => {
  const feedback = pronunciationFeedback(words);
  const byWord = Object.fromEntries(feedback.map((item) => [item.word.word, item]));

  it('lists the read words with a mispronounced phone, in order, without omitted, inserted or well-read words', () => {
    expect(feedback.map((item) => item.word.word)).toEqual(['really', 'think', 'good', 'hobby']);
  });

  it('marks the mispronounced phones and keeps their IPA', () => {
    expect(byWord.really?.phones.map((p) => [p.ipa, p.mispronounced])).toEqual([
      ['ɹ', true],
      ['ɪ', false],
      ['l', true],
      ['i', false],
    ]);
  });

  it('names the usual Japanese-speaker errors the phones point to', () => {
    expect(byWord.really?.tips).toEqual(['lr']);
    expect(byWord.think?.tips).toEqual(['th']);
    // A bad final consonant: an added vowel; a bad short UH: vowel length.
    expect(byWord.good?.tips).toEqual(['addedVowel', 'vowelLength']);
    expect(byWord.hobby?.tips).toEqual(['vb', 'fh', 'vowelLength']);
  });

  it('gives the span to replay only when the engine placed the word', () => {
    expect(byWord.really?.span).toEqual({ startMs: 300, endMs: 720 });
    expect(byWord.hobby?.span).toBeNull();
  });
});

describe('recordingSliceUrl', () => {
  it('limits the recording to the word with a little margin, as a media fragment', () => {
    expect(recordingSliceUrl('blob:http://localhost/abc', { startMs: 300, endMs: 720 })).toBe('blob:http://localhost/abc#t=0.22,0.80');
    expect(recordingSliceUrl('blob:x#t=1,2', { startMs: 0, endMs: 100 })).toBe('blob:x#t=0.00,0.18');
  });
});
