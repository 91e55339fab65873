import { describe, expect, it } from 'vitest';
import { modeRules, type ExerciseMode } from '../../engine/modes/mode-rules';
import { articleRecordSeconds, effectiveReadingMode, offersReadingModeChoice, READING_MODE } from './article-mode';

describe('article reading modes (spec part 2 section 4)', () => {
  it('lets the learner choose only in practice-like modes', () => {
    const choosing: ExerciseMode[] = ['practice', 'percent'];
    const forced: ExerciseMode[] = ['review', 'test', 'paper', 'homework'];
    for (const mode of choosing) expect(offersReadingModeChoice(modeRules(mode))).toBe(true);
    for (const mode of forced) expect(offersReadingModeChoice(modeRules(mode))).toBe(false);
  });

  it('defaults to the whole article and forces it in review, paper, exam and homework', () => {
    expect(effectiveReadingMode(modeRules('practice'))).toBe(READING_MODE.wholeArticle);
    expect(effectiveReadingMode(modeRules('practice'), READING_MODE.sentence)).toBe(READING_MODE.sentence);
    for (const mode of ['review', 'test', 'paper', 'homework'] as const) {
      expect(effectiveReadingMode(modeRules(mode), READING_MODE.sentence)).toBe(READING_MODE.wholeArticle);
    }
  });

  it('limits the whole passage to 60 s and a sentence to its own limit or 20 s', () => {
    expect(articleRecordSeconds(READING_MODE.wholeArticle, 15)).toBe(60);
    expect(articleRecordSeconds(READING_MODE.sentence)).toBe(20);
    expect(articleRecordSeconds(READING_MODE.sentence, '12')).toBe(12);
    expect(articleRecordSeconds(READING_MODE.sentence, -3)).toBe(20);
  });
});
