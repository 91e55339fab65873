import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  homeworkConfigFrom,
  modeRules,
  showBookmark,
  showLastResult,
  showTryAgain,
  visibleToggles,
  type ToggleKey,
} from './mode-rules';

const EVERY_TOGGLE: ToggleKey[] = ['subtitle', 'translation', 'sampleAnswer', 'answerTips', 'hint', 'speed'];

describe('mode rules', () => {
  it('practice shows every toggle, feedback and Next, and advances after a correct answer', () => {
    const rules = modeRules('practice');
    expect(visibleToggles(rules, EVERY_TOGGLE)).toEqual(EVERY_TOGGLE);
    expect(rules.showCorrectness && rules.showExplanation && rules.showNextButton && rules.showPlayback).toBe(true);
    expect(rules.showSkipLink).toBe(false);
    expect(rules.advance).toBe('after-correct');
    expect(rules.playErrorSound).toBe(true);
    expect(rules.allowListJump && rules.allowPrevious).toBe(true);
  });

  it('exam hides playback, explanation, correctness, sample answer, Next and toggles; adds skip; advances at once', () => {
    const rules = modeRules('test');
    expect(rules.isExam && rules.isReview).toBe(true);
    expect(rules.showPlayback || rules.showExplanation || rules.showCorrectness || rules.showSampleAnswer || rules.showNextButton).toBe(false);
    expect(rules.showSkipLink).toBe(true);
    expect(rules.advance).toBe('immediately');
    expect(rules.playErrorSound).toBe(false);
    expect(rules.showLanguageSwitch).toBe(false);
    expect(visibleToggles(rules, EVERY_TOGGLE)).toEqual([]);
    expect(rules.allowPrevious || rules.allowListJump).toBe(false);
  });

  it('review hides language switches and all toggles but keeps feedback', () => {
    const rules = modeRules('review');
    expect(rules.showLanguageSwitch).toBe(false);
    expect(visibleToggles(rules, EVERY_TOGGLE)).toEqual([]);
    expect(rules.showCorrectness).toBe(true);
    expect(rules.isExam).toBe(false);
  });

  it('homework shows only the toggles whose switch is 1, and speed only with speech_speed', () => {
    const config = homeworkConfigFrom({ translation: 1, subtitle: 0, sample_answer: '0', answer_tips: 1, speech_speed: 0 });
    const rules = modeRules('homework', config);
    expect(visibleToggles(rules, EVERY_TOGGLE)).toEqual(['translation', 'answerTips']);
    expect(rules.allowListJump || rules.allowPrevious).toBe(false);
    expect(rules.showSampleAnswer).toBe(false);
  });

  it('homework config defaults every switch to 1 and reads the practice UI names', () => {
    expect(homeworkConfigFrom(undefined)).toEqual({ required_times: 0, sample_answer: 1, speech_speed: 1, subtitle: 1, translation: 1, answer_tips: 1 });
    const config = homeworkConfigFrom({ switchTranslation: 0, switchSubtitle: '0', switchSampleAnswer: 1, switchAnswerTips: 0, required_times: '2' });
    expect(config).toMatchObject({ translation: 0, subtitle: 0, sample_answer: 1, answer_tips: 0, required_times: 2 });
  });

  it('disables Next until practised in homework, paper and practice, not in exam or review', () => {
    for (const mode of ['homework', 'paper', 'practice'] as const) {
      expect(canGoNext(modeRules(mode), false)).toBe(false);
      expect(canGoNext(modeRules(mode), true)).toBe(true);
    }
    expect(canGoNext(modeRules('test'), false)).toBe(true);
    expect(canGoNext(modeRules('review'), false)).toBe(true);
  });

  it('paper mode waits for Next; percent mode scores in percent', () => {
    expect(modeRules('paper').advance).toBe('manual');
    expect(modeRules('percent').percentScored).toBe(true);
    expect(modeRules('practice').percentScored).toBe(false);
  });

  it('shows the last-result link only outside homework, completed, idle and not arrived from again', () => {
    expect(showLastResult({ mode: 'practice', isCompleted: true, running: false, from: undefined })).toBe(true);
    expect(showLastResult({ mode: 'homework', isCompleted: true, running: false, from: undefined })).toBe(false);
    expect(showLastResult({ mode: 'practice', isCompleted: false, running: false, from: undefined })).toBe(false);
    expect(showLastResult({ mode: 'practice', isCompleted: true, running: true, from: undefined })).toBe(false);
    expect(showLastResult({ mode: 'practice', isCompleted: true, running: false, from: 'again' })).toBe(false);
  });

  it('hides try-again for expired or used-up homework, and outside homework when arriving from last', () => {
    expect(showTryAgain({ mode: 'homework', from: undefined, isExpired: 1 })).toBe(false);
    expect(showTryAgain({ mode: 'homework', from: undefined, hasLimit: 1, limitNumber: 0 })).toBe(false);
    expect(showTryAgain({ mode: 'homework', from: undefined, hasLimit: 1, limitNumber: 2 })).toBe(true);
    expect(showTryAgain({ mode: 'homework', from: 'last', hasLimit: 0, limitNumber: 0 })).toBe(true);
    expect(showTryAgain({ mode: 'practice', from: 'last' })).toBe(false);
    expect(showTryAgain({ mode: 'practice', from: undefined })).toBe(true);
  });

  it('never offers bookmarks to college students', () => {
    expect(showBookmark({ moduleAllowsCollection: true, collectionEnabled: true, isCollegeStudent: true })).toBe(false);
    expect(showBookmark({ moduleAllowsCollection: true, collectionEnabled: true, isCollegeStudent: false })).toBe(true);
    expect(showBookmark({ moduleAllowsCollection: false, collectionEnabled: true, isCollegeStudent: false })).toBe(false);
  });
});
