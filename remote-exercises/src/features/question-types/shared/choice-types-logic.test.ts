import { describe, expect, it } from 'vitest';
import type { ExerciseItem } from '../../engine/model/resource';
import { multiQuestionRules, singleChoiceRules, wordChoiceRules } from './choice-types-logic';

const scoring = { percentScored: false };
const options = (correct: number[]) => [1, 2, 3].map((index) => ({ index, content: `o${index}`, correct: (correct.includes(index) ? 1 : 0) as 0 | 1 }));

describe('single choice (listen choice, grammar choice)', () => {
  const rules = singleChoiceRules((item) => item.answers);
  const item: ExerciseItem = { index: 1, question_id: 'lc-1', answers: options([2]) };

  it('cannot submit without a selection', () => {
    expect(rules.validate(item, { selected: [] })).toBe('hint_common_please_select_answer');
  });

  it('scores 5 for the right option, posts result as a JSON list, and reads it back', () => {
    const graded = rules.grade(item, { selected: [2] });
    expect(graded.points).toBe(5);
    const fields = rules.fields(item, { selected: [2] }, graded, scoring);
    expect(JSON.parse(String(fields.result))).toEqual([{ question_id: 'lc-1', answer_index: 2, score: 5 }]);
    expect(fields.percent_score).toBe(100);
    expect(rules.parseStored(item, { question_id: 'lc-1', result: String(fields.result) })).toEqual({ selected: [2] });
  });

  it('scores a multi-answer item right only for the exact set', () => {
    const multi: ExerciseItem = { index: 2, question_id: 'lc-2', answers: options([1, 3]) };
    expect(rules.grade(multi, { selected: [1] }).points).toBe(0);
    expect(rules.grade(multi, { selected: [3, 1] }).points).toBe(5);
  });
});

describe('multi-question choice (cloze, reading comprehension, mock listening)', () => {
  const item: ExerciseItem = {
    index: 1,
    question_id: 'cz-1',
    content: 'I {1} up at seven and {2} breakfast.',
    questions: [
      { index: 1, answers: options([1]) },
      { index: 2, answers: options([3]) },
    ],
  };

  it('needs every blank answered', () => {
    expect(multiQuestionRules.validate(item, { selections: [[1], []] })).toBe('hint_common_please_select_answer');
    expect(multiQuestionRules.validate(item, { selections: [[1]] })).toBe('hint_common_please_select_answer');
    expect(multiQuestionRules.validate(item, { selections: [[1], [2]] })).toBeNull();
  });

  it('splits the 5 points over the questions', () => {
    expect(multiQuestionRules.grade(item, { selections: [[1], [3]] })).toMatchObject({ points: 5, correct: true });
    expect(multiQuestionRules.grade(item, { selections: [[1], [2]] })).toMatchObject({ points: 2.5, correct: false });
    const fields = multiQuestionRules.fields(item, { selections: [[1], [2]] }, multiQuestionRules.grade(item, { selections: [[1], [2]] }), { percentScored: true });
    expect(fields).toMatchObject({ total_score: 50, percent_score: 50 });
    expect(multiQuestionRules.parseStored(item, { question_id: 'cz-1', result: String(fields.result) })).toEqual({ selections: [[1], [2]] });
  });
});

describe('word choice', () => {
  const item: ExerciseItem = { index: 1, question_id: 'wc-1', word: 'borrow', choose: options([2]) };

  it('posts answer_result, total_score and percent_score', () => {
    const graded = wordChoiceRules.grade(item, { selected: 2 });
    expect(wordChoiceRules.fields(item, { selected: 2 }, graded, scoring)).toEqual({ answer_result: '2', total_score: 5, percent_score: 100 });
    expect(wordChoiceRules.fields(item, { selected: 1 }, wordChoiceRules.grade(item, { selected: 1 }), scoring)).toEqual({ answer_result: '1', total_score: 0, percent_score: 0 });
    expect(wordChoiceRules.parseStored(item, { question_id: 'wc-1', answer_result: '2' })).toEqual({ selected: 2 });
    expect(wordChoiceRules.parseStored(item, { question_id: 'wc-1', answer_result: null })).toBeNull();
  });

  // The answer record as portal-server returns it for a posted answer_result '2': the server marks
  // the choice and keeps its results; answer_result is their JSON, and detail records add result.
  const marked = [{ question_id: 'wc-1', answer_index: [2], score: 5 }];

  it('reads the selection back from the record the server returns (answer_result is the marked results\' JSON)', () => {
    expect(wordChoiceRules.parseStored(item, { question_id: 'wc-1', answer_result: JSON.stringify(marked), percent_score: 100 })).toEqual({ selected: 2 });
  });

  it('reads result first in a detail record, as the other choice types do', () => {
    expect(wordChoiceRules.parseStored(item, { question_id: 'wc-1', answer_result: JSON.stringify(marked), result: marked })).toEqual({ selected: 2 });
    expect(wordChoiceRules.parseStored(item, { question_id: 'wc-1', answer_result: '2', result: JSON.stringify([{ question_id: 'wc-1', answer_index: 3, score: 0 }]) })).toEqual({ selected: 3 });
  });

  it('has no answer when the marked results name no option for the item', () => {
    expect(wordChoiceRules.parseStored(item, { question_id: 'wc-1', answer_result: JSON.stringify([{ question_id: 'wc-1', answer_index: [], score: 0 }]) })).toBeNull();
    expect(wordChoiceRules.parseStored(item, { question_id: 'wc-1', answer_result: JSON.stringify([{ question_id: 'other', answer_index: [2], score: 5 }]) })).toBeNull();
    expect(wordChoiceRules.parseStored(item, { question_id: 'wc-1', answer_result: '' })).toBeNull();
  });
});
