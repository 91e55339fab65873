import { describe, expect, it } from 'vitest';
import { chapterText, splitChapterResult } from './chapter-split';

const word = (text: string, type = 'correct', score = 90) => ({ word: text, type, score, ref_index: 0 });

const chapter = {
  category: 'read_chapter',
  total_score: 70,
  is_rejected: false,
  speed_wpm: 100,
  words: [word('I'), word('get'), word('up', 'omission', 0), word('Then'), word('I', 'mispronunciation', 40), word('eat')],
  sentences: [
    { index: 0, text: 'I get up.', start_word: 0, end_word: 2, total_score: 60, accuracy_score: 61, fluency_score: 62, integrity_score: 66.7 },
    { index: 1, text: 'Then I eat.', start_word: 3, end_word: 5, total_score: 80, accuracy_score: 81, fluency_score: 82, integrity_score: 100 },
  ],
  study_report: { speed: { wpm: 100, level: 'average' } },
};

describe('whole-article split', () => {
  it('sends one sentence per line', () => {
    expect(chapterText(['  I get  up. ', '', 'Then I eat.'])).toBe('I get up.\nThen I eat.');
  });

  it('gives each sentence its own words, scores and leaks', () => {
    const [first, second] = splitChapterResult(chapter, 2);
    expect(first).toMatchObject({ ref_text: 'I get up.', total_score: 60, accuracy_score: 61, poorly_words: ['up'] });
    expect((first!.words as unknown[]).length).toBe(3);
    expect(first!.study_report).toMatchObject({ speed: { wpm: 100 }, leak: { count: 1, words: ['up'], less_than_half_read: false } });
    expect(second).toMatchObject({ ref_text: 'Then I eat.', total_score: 80, poorly_words: ['I'] });
    expect(second!.sentences).toEqual([expect.objectContaining({ start_word: 0, end_word: 2 })]);
  });

  it('keeps the whole result for every item when the sentences do not line up', () => {
    const parts = splitChapterResult(chapter, 3);
    expect(parts).toHaveLength(3);
    expect(parts[2]).toBe(chapter);
    expect(splitChapterResult({ total_score: 10 }, 2)).toEqual([{ total_score: 10 }, { total_score: 10 }]);
  });
});
