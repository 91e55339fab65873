import { describe, expect, it } from 'vitest';
import type { ReadingBook } from '../api/get-reading';
import { glossFor, glossIndex, isLastSentence, nextPlace, startPlace, tokenize } from './book-text';

const s = (sentence_index: number) => ({ sentence_index, text: 'x', words: 1, audio_url: `${sentence_index}.mp3`, duration_ms: 1 });
const book = {
  chapters: [
    { chapter_index: 0, title: 'A', title_jp: '', word_count: 3, paragraphs: [[s(0), s(1)], [s(2)]] },
    { chapter_index: 1, title: 'B', title_jp: '', word_count: 1, paragraphs: [[s(0)]] },
  ],
  position: { chapter_index: 0, sentence_index: 9, percent: 0, updated_at: '' },
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

  it('walks the sentences across paragraphs and chapters; a position no longer in the book starts at the beginning', () => {
    expect(startPlace(book)).toEqual({ chapter: 0, sentence: 0 });
    expect(nextPlace(book, { chapter: 0, sentence: 1 }, false)).toEqual({ chapter: 0, sentence: 2 });
    expect(nextPlace(book, { chapter: 0, sentence: 2 }, false)).toBeNull();
    expect(nextPlace(book, { chapter: 0, sentence: 2 }, true)).toEqual({ chapter: 1, sentence: 0 });
    expect(isLastSentence(book, { chapter: 1, sentence: 0 })).toBe(true);
  });
});
