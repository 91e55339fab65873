import { describe, expect, it } from 'vitest';
import type { ResourceItemMeta } from '../../lib/item-meta';
import { clampPercent, parseAnswerIndex, percentFromScore, scoreAnswer } from './scoring';

describe('percent scores', () => {
  it('is 20 x score clamped to 0..100, for the 5-point and the percent scale alike', () => {
    expect(percentFromScore(5)).toBe(100);
    expect(percentFromScore(2.5)).toBe(50);
    expect(percentFromScore(100)).toBe(100);
    expect(percentFromScore(-3)).toBe(0);
    expect(percentFromScore(Number.NaN)).toBe(0);
    expect(clampPercent(130)).toBe(100);
    expect(clampPercent(66.6)).toBe(67);
    expect(clampPercent(undefined)).toBe(0);
  });
});

describe('typed answers (marked with shared-contract, as the exercise engine marks them)', () => {
  it('accepts Japanese IME input: full width, the ideographic space, curly apostrophes, the Japanese full stop', () => {
    const blanks: ResourceItemMeta = { question_id: 'f', index: 1, kind: 'blanks', blanks: [["I'm"], ['fine']] };
    expect(scoreAnswer(blanks, { kind: 'text', answerResult: JSON.stringify(['Ｉ’ｍ', '\u3000FINE ']) })).toMatchObject({ percent: 100 });
    const sentence: ResourceItemMeta = { question_id: 's', index: 1, kind: 'sentence', accepted: ['I like apples.'] };
    expect(scoreAnswer(sentence, { kind: 'text', answerResult: 'i like  apples。' })).toMatchObject({ percent: 100 });
    expect(scoreAnswer(sentence, { kind: 'text', answerResult: 'I like Apples.' })).toMatchObject({ percent: 0 });
  });
});

describe('parseAnswerIndex', () => {
  it('reads every shape players send and refuses nonsense', () => {
    expect(parseAnswerIndex(2)).toEqual([2]);
    expect(parseAnswerIndex('2')).toEqual([2]);
    expect(parseAnswerIndex([3, 1, 3])).toEqual([1, 3]);
    expect(parseAnswerIndex('3,1')).toEqual([1, 3]);
    expect(parseAnswerIndex('[0,2]')).toEqual([0, 2]);
    expect(parseAnswerIndex(null)).toEqual([]);
    expect(parseAnswerIndex('')).toEqual([]);
    expect(parseAnswerIndex('a')).toBeNull();
    expect(parseAnswerIndex(-1)).toBeNull();
    expect(parseAnswerIndex(1.5)).toBeNull();
    expect(parseAnswerIndex({})).toBeNull();
  });
});

describe('scoreAnswer', () => {
  const choice: ResourceItemMeta = { question_id: 'c', index: 1, kind: 'choice', questions: [{ question_id: 'c', correct: [1] }] };
  const multi: ResourceItemMeta = {
    question_id: 'm',
    index: 2,
    kind: 'choice',
    questions: [
      { question_id: 'm-1', correct: [0] },
      { question_id: 'm-2', correct: [1, 2] },
      { question_id: 'm-3', correct: [3] },
    ],
  };

  it('marks choice items by the key, parts right only with the exact set', () => {
    expect(scoreAnswer(choice, { kind: 'choice', result: [{ question_id: 'c', answer_index: [1], score: 0 }] })).toMatchObject({ percent: 100, serverScored: true });
    expect(scoreAnswer(choice, { kind: 'choice', result: [{ question_id: 'c', answer_index: [0], score: 5 }] })).toMatchObject({ percent: 0 });
    const partial = scoreAnswer(multi, {
      kind: 'choice',
      result: [
        { question_id: 'm-1', answer_index: [0], score: 5 },
        { question_id: 'm-2', answer_index: [1], score: 5 },
      ],
    });
    expect(partial).toMatchObject({ percent: 33 });
    expect('results' in partial && partial.results?.map((part) => part.score)).toEqual([5, 0, 0]);
  });

  it('marks word choice sent as answer_result', () => {
    expect(scoreAnswer(choice, { kind: 'text', answerResult: '1' })).toMatchObject({ percent: 100 });
    expect(scoreAnswer(choice, { kind: 'text', answerResult: 'b' })).toHaveProperty('error');
  });

  it('refuses parts the item does not have, and duplicates', () => {
    expect(scoreAnswer(choice, { kind: 'choice', result: [{ question_id: 'x', answer_index: [1], score: 5 }] })).toHaveProperty('error');
    expect(
      scoreAnswer(multi, {
        kind: 'choice',
        result: [
          { question_id: 'm-1', answer_index: [0], score: 5 },
          { question_id: 'm-1', answer_index: [0], score: 5 },
        ],
      }),
    ).toHaveProperty('error');
  });

  it('keeps the client score for items without a key, clamped, and needs one for speech', () => {
    expect(scoreAnswer(undefined, { kind: 'score', percentScore: 150 })).toEqual({ percent: 100, results: null, serverScored: false });
    expect(scoreAnswer(undefined, { kind: 'text', answerResult: 'x', score: 3 })).toMatchObject({ percent: 60 });
    expect(scoreAnswer({ question_id: 's', index: 1, kind: 'speech' }, { kind: 'speech', totalScore: 72.4 })).toMatchObject({ percent: 72 });
    expect(scoreAnswer({ question_id: 's', index: 1, kind: 'speech' }, { kind: 'text', answerResult: 'hello' })).toHaveProperty('error');
    expect(scoreAnswer(undefined, { kind: 'skip', percentScore: 100 })).toMatchObject({ percent: 0 });
  });

  it('checks chat-bot answers are child-option pairs of the item', () => {
    const bot: ResourceItemMeta = { question_id: 'b', index: 1, kind: 'chat_bot', options: ['1-1', '1-2'] };
    expect(scoreAnswer(bot, { kind: 'text', answerResult: '1-2' })).toMatchObject({ percent: 100 });
    expect(scoreAnswer(bot, { kind: 'text', answerResult: '2-1' })).toHaveProperty('error');
    expect(scoreAnswer(bot, { kind: 'text', answerResult: 'hello' })).toHaveProperty('error');
  });

  it('marks typed kinds all or nothing', () => {
    const blanks: ResourceItemMeta = { question_id: 'f', index: 1, kind: 'blanks', blanks: [['like'], ['apples', 'apple']] };
    expect(scoreAnswer(blanks, { kind: 'text', answerResult: '["Like","apple"]' })).toMatchObject({ percent: 100 });
    expect(scoreAnswer(blanks, { kind: 'text', answerResult: '["like"]' })).toMatchObject({ percent: 0 });
    expect(scoreAnswer(blanks, { kind: 'text', answerResult: 'like apples' })).toHaveProperty('error');
    const letters: ResourceItemMeta = { question_id: 'l', index: 1, kind: 'letters', pattern: 'ba__et', word: 'basket' };
    expect(scoreAnswer(letters, { kind: 'text', answerResult: '["s","k"]' })).toMatchObject({ percent: 100 });
    const order: ResourceItemMeta = { question_id: 'o', index: 1, kind: 'order', order: ['where', 'are', 'you'] };
    expect(scoreAnswer(order, { kind: 'text', answerResult: '["Where","are","you"]' })).toMatchObject({ percent: 100 });
    expect(scoreAnswer(order, { kind: 'choice', result: [] })).toHaveProperty('error');
  });
});
