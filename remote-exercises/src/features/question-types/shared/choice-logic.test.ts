import { describe, expect, it } from 'vitest';
import type { ChoiceOption } from '../../engine/model/resource';
import {
  choiceFields,
  choiceIsCorrect,
  gradeQuestions,
  isMultiAnswer,
  mockItemState,
  orderedOptions,
  selectionsFromStored,
  toggleSelection,
} from './choice-logic';

const options = (correct: number[]): ChoiceOption[] =>
  [1, 2, 3, 4].map((index) => ({ index, content: `option ${index}`, correct: correct.includes(index) ? 1 : 0 }));

describe('choice logic', () => {
  it('counts a multi-answer question right only when the chosen set equals the correct set', () => {
    const multi = options([1, 3]);
    expect(choiceIsCorrect(multi, [3, 1])).toBe(true);
    expect(choiceIsCorrect(multi, [1])).toBe(false);
    expect(choiceIsCorrect(multi, [1, 3, 4])).toBe(false);
    expect(choiceIsCorrect(options([2]), [2])).toBe(true);
    expect(choiceIsCorrect(options([]), [])).toBe(false);
  });

  it('detects multi-answer questions', () => {
    expect(isMultiAnswer(options([1]), 0)).toBe(false);
    expect(isMultiAnswer(options([1]), 1)).toBe(true);
    expect(isMultiAnswer(options([1, 2]), 0)).toBe(true);
  });

  it('toggles selections for multi-answer and replaces them for single-answer', () => {
    expect(toggleSelection([1], 3, true)).toEqual([1, 3]);
    expect(toggleSelection([1, 3], 1, true)).toEqual([3]);
    expect(toggleSelection([1], 3, false)).toEqual([3]);
  });

  it('keeps the authored order unless option_random, and a stable shuffle per seed', () => {
    const list = [1, 2, 3, 4, 5, 6];
    expect(orderedOptions(list, false, 9)).toEqual(list);
    const shuffled = orderedOptions(list, true, 9);
    expect(orderedOptions(list, true, 9)).toEqual(shuffled);
    expect([...shuffled].sort()).toEqual(list);
    const seeds = [1, 2, 3, 4, 5].map((seed) => orderedOptions(list, true, seed).join());
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('splits 5 points over sub-questions and posts each part', () => {
    const questions = [
      { index: 1, answers: options([1]) },
      { index: 2, answers: options([2]) },
    ];
    const graded = gradeQuestions('q9', questions, [[1], [3]]);
    expect(graded).toMatchObject({ points: 2.5, correct: false });
    expect(graded.parts).toEqual([
      { question_id: 'q9-1', answer_index: 1, score: 5 },
      { question_id: 'q9-2', answer_index: 3, score: 0 },
    ]);
    const fields = choiceFields(graded, false);
    expect(fields).toMatchObject({ total_score: 2.5, percent_score: 50 });
    expect(JSON.parse(String(fields.result))).toHaveLength(2);
    expect(choiceFields(gradeQuestions('q9', questions, [[1], [2]]), true)).toMatchObject({ total_score: 100, percent_score: 100 });
  });

  it('scores an unanswered question 0 with a null answer', () => {
    const graded = gradeQuestions('q1', [{ index: 1, answers: options([1]) }], [null]);
    expect(graded.parts?.[0]).toEqual({ question_id: 'q1-1', answer_index: null, score: 0 });
  });

  it('reads stored selections back, ignoring junk', () => {
    const stored = JSON.stringify([
      { question_id: 'q1-2', answer_index: [1, 3], score: 5 },
      { question_id: 'q1-1', answer_index: 2, score: 0 },
    ]);
    expect(selectionsFromStored(stored, ['q1-1', 'q1-2', 'q1-3'])).toEqual([[2], [1, 3], null]);
    expect(selectionsFromStored(JSON.parse(stored), ['q1-1', 'q1-2'])).toEqual([[2], [1, 3]]);
    expect(selectionsFromStored('not json', ['q1-1'])).toBeNull();
    expect(selectionsFromStored('{"a":1}', ['q1-1'])).toBeNull();
  });

  it('gives mock items state 1 all right, 2 all wrong, 3 mixed', () => {
    const part = (score: number) => ({ question_id: 'x', answer_index: 1, score });
    expect(mockItemState([part(5), part(5)])).toBe(1);
    expect(mockItemState([part(0), part(0)])).toBe(2);
    expect(mockItemState([part(5), part(0)])).toBe(3);
  });
});
