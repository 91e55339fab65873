import { describe, expect, it } from 'vitest';
import type { ExerciseItem } from '../model/resource';
import { modeRules } from '../modes/mode-rules';
import { allPractised, createRunStore, selectItems } from './run-store';

const items: ExerciseItem[] = [1, 2, 3].map((index) => ({ index, question_id: `q${index}` }));
const right = { points: 5, correct: true };

describe('run store', () => {
  it('keeps Next disabled in practice until the item is practised', () => {
    const store = createRunStore({ items, rules: modeRules('practice') });
    expect(store.getState().next()).toBe(false);
    store.getState().recordAnswer('q1', { selected: [1] }, right);
    expect(store.getState().next()).toBe(true);
    expect(store.getState().index).toBe(1);
  });

  it('lets the exam move on without an answer (skip) but never past the end', () => {
    const store = createRunStore({ items, rules: modeRules('test') });
    expect(store.getState().next()).toBe(true);
    expect(store.getState().next()).toBe(true);
    expect(store.getState().next()).toBe(false);
  });

  it('forbids previous and list jumps in homework', () => {
    const store = createRunStore({ items, rules: modeRules('homework') });
    store.getState().recordAnswer('q1', {}, right);
    store.getState().next();
    expect(store.getState().previous()).toBe(false);
    expect(store.getState().goTo(0)).toBe(false);
    expect(store.getState().index).toBe(1);
  });

  it('allows previous and list jumps in practice', () => {
    const store = createRunStore({ items, rules: modeRules('practice') });
    expect(store.getState().goTo(2)).toBe(true);
    expect(store.getState().previous()).toBe(true);
    expect(store.getState().index).toBe(1);
    expect(store.getState().goTo(9)).toBe(false);
  });

  it('counts attempts and keeps the best score locally', () => {
    const store = createRunStore({ items, rules: modeRules('practice') });
    store.getState().recordAnswer('q1', {}, { points: 0, correct: false });
    store.getState().recordAnswer('q1', {}, right);
    store.getState().recordAnswer('q1', {}, { points: 2.5, correct: false });
    expect(store.getState().states.q1).toMatchObject({ learnCount: 3, bestScore: 100, practised: true });
  });

  it('marks a skipped item practised with no answer', () => {
    const store = createRunStore({ items, rules: modeRules('test') });
    store.getState().recordSkip('q2');
    expect(store.getState().states.q2).toMatchObject({ practised: true, skipped: true, submitted: null });
  });

  it('resumes an unfinished attempt at the first unanswered item', () => {
    const store = createRunStore({
      items,
      rules: modeRules('practice'),
      resumed: [{ stored: { question_id: 'q1', percent_score: 100, learn_count: 1 }, answer: { selected: [2] }, graded: right }],
    });
    expect(store.getState().index).toBe(1);
    expect(store.getState().states.q1?.submitted?.answer).toEqual({ selected: [2] });
    expect(allPractised(store.getState())).toBe(false);
  });

  it('knows when every item is practised', () => {
    const store = createRunStore({ items, rules: modeRules('practice') });
    for (const item of items) store.getState().recordAnswer(item.question_id, {}, right);
    expect(allPractised(store.getState())).toBe(true);
  });

  it('filters items by the indexes in question_ids', () => {
    expect(selectItems(items, '1, 3').map((item) => item.question_id)).toEqual(['q1', 'q3']);
    expect(selectItems(items, '')).toHaveLength(3);
    expect(selectItems(items, 'x,,')).toHaveLength(3);
    expect(selectItems(items, 'q2,q3').map((item) => item.question_id)).toEqual(['q2', 'q3']);
  });
});
