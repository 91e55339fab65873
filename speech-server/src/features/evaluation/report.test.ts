import { describe, expect, it } from 'vitest';
import { evaluateHtml, poorlyWords, speedLevel, studyReport } from './report';
import type { ResultWord } from './result';

const word = (partial: Partial<ResultWord>): ResultWord => ({
  index: 0,
  word: 'w',
  ref_index: 0,
  sentence_index: 0,
  type: 'correct',
  score: 90,
  start_ms: 0,
  end_ms: 100,
  repeat: false,
  phones: [],
  ...partial,
});

describe('report', () => {
  const words = [
    word({ word: 'I', ref_index: 0, score: 95 }),
    word({ word: 'like', ref_index: 1, score: 70 }),
    word({ word: '<b>apples</b>', ref_index: 2, type: 'mispronunciation', score: 30 }),
    word({ word: 'like', ref_index: null, type: 'insertion', score: null, repeat: true }),
    word({ word: 'much', ref_index: 3, type: 'omission', score: 0 }),
  ];

  it('classes words by score and escapes their text', () => {
    const html = evaluateHtml(words);
    expect(html).toContain('<span class="ev-word ev-good" data-index="0" data-score="95">I</span>');
    expect(html).toContain('ev-fair');
    expect(html).toContain('&lt;b&gt;apples&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('ev-insert');
    expect(html).toContain('ev-omit');
  });

  it('sets speed levels at the spec thresholds', () => {
    expect(speedLevel(121)).toBe('fast');
    expect(speedLevel(120)).toBe('average');
    expect(speedLevel(81)).toBe('average');
    expect(speedLevel(80)).toBe('slow');
  });

  it('reports error words, leaks and repeats', () => {
    const report = studyReport({ category: 'read_sentence', words, referenceCount: 4, scores: { total: 60, accuracy: 70, fluency: 80, integrity: 75 }, audioMs: 3000, wpm: 90 });
    expect(report.errorwords.map((entry) => entry.type)).toEqual(['mispronunciation', 'omission']);
    expect(report.leak).toEqual({ count: 1, words: ['much'], ratio: 0.25, less_than_half_read: false });
    expect(report.repeat).toEqual({ count: 1, words: ['like'] });
    expect(report.speed).toEqual({ wpm: 90, level: 'average' });
    expect(report.info.read_words).toBe(3);
  });

  it('lists poorly read and omitted reference words once', () => {
    expect(poorlyWords(words)).toEqual(['<b>apples</b>', 'much']);
  });
});
