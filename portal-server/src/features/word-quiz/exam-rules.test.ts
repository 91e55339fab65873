import { describe, expect, it } from 'vitest';
import { examScore, typeIdAt, wrongTopicState, type ExamItemState } from './exam-rules';

const item = (isRight: number | null, fixedAt: Date | null = null): ExamItemState => ({ isRight, fixedAt });

describe('examScore', () => {
  it('gives 5 points per right item and the percent of right items', () => {
    const items = [item(1), item(1), item(0), item(null)];
    expect(examScore(items)).toEqual({ right: 2, total: 4, score: 10, percent: 50 });
    expect(examScore(Array.from({ length: 20 }, () => item(1)))).toEqual({ right: 20, total: 20, score: 100, percent: 100 });
    expect(examScore([])).toEqual({ right: 0, total: 0, score: 0, percent: 0 });
  });
});

describe('typeIdAt', () => {
  it('takes the three word-test types in turn', () => {
    expect([0, 1, 2, 3].map(typeIdAt)).toEqual([22, 14, 1, 22]);
  });
});

describe('the wrong-topic loop', () => {
  it('holds the wrong and unanswered items until each is answered right', () => {
    const fixedAt = new Date();
    const start = [item(1), item(0), item(null), item(1)];
    expect(wrongTopicState(start)).toMatchObject({ total: 2, fixed: 0, remaining: 2 });
    const oneFixed = [item(1), item(0, fixedAt), item(null), item(1)];
    const state = wrongTopicState(oneFixed);
    expect(state).toMatchObject({ total: 2, fixed: 1, remaining: 1 });
    expect(state.open).toEqual([oneFixed[2]]);
    expect(wrongTopicState([item(1), item(0, fixedAt), item(null, fixedAt)])).toMatchObject({ remaining: 0, fixed: 2 });
  });

  it('is empty for a test answered all right', () => {
    expect(wrongTopicState([item(1), item(1)])).toMatchObject({ total: 0, remaining: 0, open: [] });
  });
});
