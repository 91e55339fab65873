import { spellWord } from 'shared-contract';
import { describe, expect, it } from 'vitest';
import type { ExerciseItem } from '../../engine/model/resource';
import { blanksRules, lettersRules, sentenceSortingRules, wordOrderRules, writingRules } from './typed-types-logic';

const scoring = { percentScored: false };

describe('typed blanks (listen/translate fill words, fill-blanks writing)', () => {
  const item: ExerciseItem = {
    index: 1,
    question_id: 'fw-1',
    screen_text: 'I {1} to school {2} bus.',
    filling_answer: [['go'], ['by']],
  };

  it('needs every blank filled, no emoji, at most 20 characters', () => {
    expect(blanksRules.validate(item, { blanks: ['go', ''] })).toBe('hint_common_please_enter_answer');
    expect(blanksRules.validate(item, { blanks: ['go'] })).toBe('hint_common_please_enter_answer');
    expect(blanksRules.validate(item, { blanks: ['go', '\u{1F68C}'] })).toBe('hint_common_has_emoji');
    expect(blanksRules.validate(item, { blanks: ['go', 'b'.repeat(21)] })).toBe('hint_common_blank_too_long');
    expect(blanksRules.validate(item, { blanks: ['go', 'by'] })).toBeNull();
  });

  it('scores 5 when every blank matches after normalisation, else 0', () => {
    expect(blanksRules.grade(item, { blanks: [' Go ', 'by'] })).toEqual({ points: 5, correct: true });
    expect(blanksRules.grade(item, { blanks: ['go', 'on'] })).toEqual({ points: 0, correct: false });
  });

  it('posts answer_result, total_score, percent_score and score, and reads the answer back', () => {
    const answer = { blanks: ['  go ', 'by'] };
    const fields = blanksRules.fields(item, answer, blanksRules.grade(item, answer), scoring);
    expect(fields).toEqual({ answer_result: '["go","by"]', total_score: 5, percent_score: 100, score: 5 });
    expect(blanksRules.fields(item, answer, { points: 5, correct: true }, { percentScored: true }).total_score).toBe(100);
    expect(blanksRules.parseStored(item, { question_id: 'fw-1', answer_result: '["go","by"]' })).toEqual({ blanks: ['go', 'by'] });
    expect(blanksRules.parseStored(item, { question_id: 'fw-1', answer_result: 'garbage' })).toBeNull();
  });

  it('accepts a curly apostrophe for a straight one', () => {
    const contraction: ExerciseItem = { index: 2, question_id: 'fw-2', screen_text: 'I {1} like it.', filling_answer: [["don't", 'do not']] };
    expect(blanksRules.grade(contraction, { blanks: ['don\u2019t'] }).correct).toBe(true);
  });
});

describe('letter spelling', () => {
  const item: ExerciseItem = { index: 1, question_id: 'll-1', word: 'basket', filling_remain_letters: 'ba__et', filling_answer_letters: ['s', 'k', 'c'] };

  it('spells the word from the tapped letters', () => {
    expect(spellWord('ba__et', ['s', 'k'])).toBe('basket');
    expect(spellWord('ba__et', ['k'])).toBe('baket');
  });

  it('needs every blank filled and is right only for the whole word', () => {
    expect(lettersRules.validate(item, { letters: ['s'] })).toBe('hint_common_please_enter_answer');
    expect(lettersRules.grade(item, { letters: ['s', 'k'] })).toEqual({ points: 5, correct: true });
    expect(lettersRules.grade(item, { letters: ['k', 's'] })).toEqual({ points: 0, correct: false });
  });
});

describe('ordering types', () => {
  const sorting: ExerciseItem = {
    index: 1,
    question_id: 'ss-1',
    screen_text: '{1} {2} {3}.',
    choose: [
      { index: 1, content: 'every morning', correct: 0 },
      { index: 2, content: 'I drink', correct: 0 },
      { index: 3, content: 'a cup of tea', correct: 0 },
    ],
    answer: ['I drink', 'a cup of tea', 'every morning'],
  };

  it('sentence sorting needs every blank and compares the sequence', () => {
    expect(sentenceSortingRules.validate(sorting, { placement: [2, null, 1] })).toBe('hint_common_please_enter_answer');
    expect(sentenceSortingRules.grade(sorting, { placement: [2, 3, 1] })).toEqual({ points: 5, correct: true });
    expect(sentenceSortingRules.grade(sorting, { placement: [1, 2, 3] })).toEqual({ points: 0, correct: false });
  });

  const wordOrder: ExerciseItem = {
    index: 1,
    question_id: 'wo-1',
    screen_text: '{1} {2} {3} {4} like?',
    choose: [
      { index: 1, content: 'you', correct: 0 },
      { index: 2, content: 'what', correct: 0 },
      { index: 3, content: 'do', correct: 0 },
      { index: 4, content: 'sports', correct: 0 },
    ],
    answer: ['What', 'sports', 'do', 'you'],
  };

  it('word-order blank fill capitalises the word placed at the sentence start', () => {
    expect(wordOrderRules.words(wordOrder, { placement: [2, 4, 3, 1] })).toEqual(['What', 'sports', 'do', 'you']);
    expect(wordOrderRules.grade(wordOrder, { placement: [2, 4, 3, 1] }).correct).toBe(true);
    expect(wordOrderRules.grade(wordOrder, { placement: [1, 3, 2, 4] }).correct).toBe(false);
  });

  it('word-order blank fill asks to place every word with its own hint', () => {
    expect(wordOrderRules.validate(wordOrder, { placement: [2, 4, null, null] })).toBe('hint_common_sentence_order_no_select_all_msg');
  });

  it('does not capitalise inside a sentence', () => {
    const inside: ExerciseItem = { ...wordOrder, screen_text: 'Tell me {1} {2} {3} {4}.', answer: ['what', 'sports', 'you', 'do'] };
    expect(wordOrderRules.words(inside, { placement: [2, 4, 1, 3] })).toEqual(['what', 'sports', 'you', 'do']);
    expect(wordOrderRules.grade(inside, { placement: [2, 4, 1, 3] }).correct).toBe(true);
  });

  it('posts the words and puts them back on the options, repeated words included', () => {
    const fields = wordOrderRules.fields(wordOrder, { placement: [2, 4, 3, 1] }, { points: 5, correct: true }, scoring);
    expect(fields.answer_result).toBe('["What","sports","do","you"]');
    expect(wordOrderRules.parseStored(wordOrder, { question_id: 'wo-1', answer_result: String(fields.answer_result) })).toEqual({ placement: [2, 4, 3, 1] });
  });
});

describe('Japanese-to-English writing', () => {
  const item: ExerciseItem = { index: 1, question_id: 'je-1', screen_text_jp: '私は毎朝コーヒーを飲みます。', answer: ['I drink coffee every morning.', 'Every morning I drink coffee.'] };

  it('asks for an answer when empty and rejects emoji', () => {
    expect(writingRules.validate(item, { text: '   ' })).toBe('hint_common_please_enter_answer');
    expect(writingRules.validate(item, { text: 'I drink coffee \u2615' })).toBe('hint_common_has_emoji');
  });

  it('is right when it matches any accepted answer after trimming', () => {
    expect(writingRules.grade(item, { text: '  Every morning I drink coffee.  ' }).correct).toBe(true);
    expect(writingRules.grade(item, { text: 'I drink a coffee every morning.' }).correct).toBe(false);
  });

  it('posts the normalised text', () => {
    const fields = writingRules.fields(item, { text: ' I  drink coffee every morning. ' }, { points: 5, correct: true }, scoring);
    expect(fields).toEqual({ answer_result: 'I drink coffee every morning.', total_score: 5, percent_score: 100, score: 5 });
  });
});
