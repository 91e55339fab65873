import { describe, expect, it } from 'vitest';
import { ratingKey, stateKey } from './word-labels';

describe('FSRS labels', () => {
  it('names ratings 1 to 4', () => {
    expect([1, 2, 3, 4].map(ratingKey)).toEqual(['again', 'hard', 'good', 'easy']);
    expect(ratingKey('Good')).toBe('good');
    expect(ratingKey(null)).toBeNull();
    expect(ratingKey(7)).toBeNull();
  });

  it('names card states by number or name', () => {
    expect([0, 1, 2, 3].map(stateKey)).toEqual(['new', 'learning', 'review', 'relearning']);
    expect(stateKey('Review')).toBe('review');
    expect(stateKey('2')).toBe('review');
    expect(stateKey(undefined)).toBe('new');
  });
});
