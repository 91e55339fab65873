import { describe, expect, it } from 'vitest';
import type { ReadingBook } from '../../books/api/get-reading';
import { glossFor, glossIndex, glossSentence, isLastSentence, nextPlace, startPlace, tokenize, type Piece } from './book-text';

const s = (sentence_index: number) => ({ sentence_index, text: 'x', words: 1, audio_url: `${sentence_index}.mp3`, duration_ms: 1 });
const book = {
  chapters: [
    { chapter_index: 0, title: 'A', title_jp: '', word_count: 3, paragraphs: [[s(0), s(1)], [s(2)]] },
    { chapter_index: 1, title: 'B', title_jp: '', word_count: 1, paragraphs: [[s(0)]] },
  ],
  position: { chapter_index: 0, sentence_index: 9, percent: 0, finished: 0, updated_at: '' },
} as unknown as ReadingBook;

describe('book text', () => {
  it('cuts a sentence into words and the rest', () => {
    expect(tokenize('“Don’t go,” Tom’s mother said.')).toEqual([
      { text: '“', word: false },
      { text: 'Don’t', word: true },
      { text: ' ', word: false },
      { text: 'go', word: true },
      { text: ',” ', word: false },
      { text: 'Tom’s', word: true },
      { text: ' ', word: false },
      { text: 'mother', word: true },
      { text: ' ', word: false },
      { text: 'said', word: true },
      { text: '.', word: false },
    ]);
  });

  it('finds a gloss by any of its forms', () => {
    const index = glossIndex([{ word: 'shiver', forms: ['shivered', 'shivering'], ja: '震える' }]);
    expect(glossFor(index, 'Shivered')?.ja).toBe('震える');
    expect(glossFor(index, 'shake')).toBeUndefined();
  });

  describe('glosses in a sentence', () => {
    const index = glossIndex([
      { word: 'shiver', forms: ['shivered', 'shivering'], ja: '震える' },
      { word: 'ticket', forms: ['tickets'], ja: '切符' },
      { word: 'ticket gate', forms: ['ticket gates'], ja: '改札口' },
      { word: 'lost and found', forms: [], ja: '遺失物取扱所' },
      { word: 'take off', forms: ['took off', 'taking off', 'takes off'], ja: '脱ぐ' },
      { word: 'nobel prize', forms: [], ja: 'ノーベル賞' },
    ]);
    /** The pieces in short: a glossed word as word=ja, a phrase as [its text]=ja, the rest as it is. */
    const show = (pieces: Piece[]) =>
      pieces.map((piece) => (piece.kind === 'text' ? piece.text : piece.kind === 'word' ? (piece.gloss ? `${piece.text}=${piece.gloss.ja}` : piece.text) : `[${piece.tokens.map((token) => token.text).join('')}]=${piece.gloss.ja}`)).join('|');

    it('puts a phrase gloss once over its words, whatever their case and the punctuation attached to them', () => {
      const pieces = glossSentence('“Ask at the Lost and Found,” she said.', index);
      expect(show(pieces)).toBe('“|Ask| |at| |the| |[Lost and Found]=遺失物取扱所|,” |she| |said|.');
      const phrase = pieces.filter((piece) => piece.kind === 'phrase');
      expect(phrase).toHaveLength(1);
      expect(phrase[0]?.tokens.filter((token) => token.word).map((token) => token.text)).toEqual(['Lost', 'and', 'Found']);
      expect(show(glossSentence('She won the NOBEL PRIZE.', index))).toBe('She| |won| |the| |[NOBEL PRIZE]=ノーベル賞|.');
    });

    it('keeps single-word glosses, and prefers the longer phrase where both start', () => {
      expect(show(glossSentence('He shivered at the ticket gate.', index))).toBe('He| |shivered=震える| |at| |the| |[ticket gate]=改札口|.');
      expect(show(glossSentence('Her ticket, please.', index))).toBe('Her| |ticket=切符|, |please|.');
    });

    it('matches a phrase by any of its forms, and only when its words follow each other', () => {
      expect(show(glossSentence('Tom took off his shoes.', index))).toBe('Tom| |[took off]=脱ぐ| |his| |shoes|.');
      expect(show(glossSentence('“Taking off?” Two tickets.', index))).toBe('“|[Taking off]=脱ぐ|?” |Two| |tickets=切符|.');
      expect(show(glossSentence('Take your coat off.', index))).toBe('Take| |your| |coat| |off|.');
    });

    it('shows every word plain when glosses are off, and loses no text', () => {
      const text = 'Tom took off his shoes at the ticket gate.';
      expect(glossSentence(text, null).every((piece) => piece.kind !== 'phrase' && (piece.kind === 'text' || piece.gloss === undefined))).toBe(true);
      for (const glosses of [index, null]) {
        expect(
          glossSentence(text, glosses)
            .map((piece) => (piece.kind === 'phrase' ? piece.tokens.map((token) => token.text).join('') : piece.text))
            .join(''),
        ).toBe(text);
      }
    });
  });

  it('walks the sentences across paragraphs and chapters; a position no longer in the book starts at the beginning', () => {
    expect(startPlace(book)).toEqual({ chapter: 0, sentence: 0 });
    expect(nextPlace(book, { chapter: 0, sentence: 1 }, false)).toEqual({ chapter: 0, sentence: 2 });
    expect(nextPlace(book, { chapter: 0, sentence: 2 }, false)).toBeNull();
    expect(nextPlace(book, { chapter: 0, sentence: 2 }, true)).toEqual({ chapter: 1, sentence: 0 });
    expect(isLastSentence(book, { chapter: 1, sentence: 0 })).toBe(true);
  });
});
