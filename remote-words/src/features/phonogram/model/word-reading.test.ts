import { readSpeechScore } from 'shared-speech';
import { describe, expect, it } from 'vitest';
import { markReading, targetLetters, wordReading } from './word-reading';

/** A read_word result as speech-server sends it (PROTOCOL.md), for "bat" read as "bet". */
const result = (overrides: Record<string, unknown> = {}) => ({
  category: 'read_word',
  ref_text: 'bat',
  total_score: 72.4,
  accuracy_score: 60,
  fluency_score: 90,
  integrity_score: 100,
  is_rejected: false,
  words: [
    {
      index: 0,
      word: 'bat',
      ref_index: 0,
      type: 'mispronunciation',
      score: 52.33,
      start_ms: 1000,
      end_ms: 1400,
      phones: [
        { phone: 'B', ipa: 'b', score: 87.66, start_ms: 1000, end_ms: 1080, type: 'correct' },
        { phone: 'AE', ipa: 'æ', score: 16.9, start_ms: 1080, end_ms: 1300, type: 'mispronunciation' },
        { phone: 'T', ipa: 't', score: 97.7, start_ms: 1300, end_ms: 1400, type: 'correct' },
      ],
    },
  ],
  ...overrides,
});

describe('a phonics reading from the speech result', () => {
  it('takes the reference word’s phones in the server’s shape and marks the target vowel wrong', () => {
    const reading = wordReading(readSpeechScore(result(), 'ev-1')!);
    expect(reading).toEqual({
      phones: [
        { phone: 'B', ipa: 'b', score: 87.7, type: 'correct', start_ms: 1000, end_ms: 1080 },
        { phone: 'AE', ipa: 'æ', score: 16.9, type: 'mispronunciation', start_ms: 1080, end_ms: 1300 },
        { phone: 'T', ipa: 't', score: 97.7, type: 'correct', start_ms: 1300, end_ms: 1400 },
      ],
      word_score: 52.3,
      is_rejected: 0,
    });
    expect(markReading(reading!, ['AE'])).toMatchObject({ isRight: false, reason: 'low_score', score: 16.9 });
    expect(markReading(reading!, ['B'])).toMatchObject({ isRight: true });
  });

  it('marks a rejected recording wrong and gives nothing when the word has no phones', () => {
    const rejected = wordReading(readSpeechScore(result({ is_rejected: true }), 'ev-2')!);
    expect(rejected?.is_rejected).toBe(1);
    expect(markReading(rejected!, ['T']).reason).toBe('rejected');
    expect(wordReading(readSpeechScore(result({ words: [] }), 'ev-3')!)).toBeNull();
  });

  it('names the letters that spell the sound', () => {
    expect(
      targetLetters([
        { text: 'c', target: false },
        { text: 'a', target: true },
        { text: 'k', target: false },
        { text: 'e', target: true },
      ]),
    ).toBe('a, e');
  });
});
