import { describe, expect, it } from 'vitest';
import { availableViews, hasExample, nextView, previousView, showsJapanese, showsSentence } from './word-views';

describe('business word views', () => {
  it('cycles 1 → 2 → 3 → 4 → 1 with the lower button when the word has an example', () => {
    expect(nextView(1, true)).toBe(2);
    expect(nextView(2, true)).toBe(3);
    expect(nextView(3, true)).toBe(4);
    expect(nextView(4, true)).toBe(1);
  });

  it('cycles backwards with the upper button', () => {
    expect(previousView(1, true)).toBe(4);
    expect(previousView(4, true)).toBe(3);
    expect(previousView(3, true)).toBe(2);
    expect(previousView(2, true)).toBe(1);
  });

  it('skips the sentence views when the word has no example sentence', () => {
    expect(availableViews(false)).toEqual([1, 2]);
    expect(nextView(1, false)).toBe(2);
    expect(nextView(2, false)).toBe(1);
    expect(previousView(1, false)).toBe(2);
    expect(previousView(2, false)).toBe(1);
  });

  it('starts over at the word when a sentence view is shown for a word without a sentence', () => {
    expect(nextView(3, false)).toBe(1);
    expect(previousView(4, false)).toBe(1);
  });

  it('says what each view shows', () => {
    expect([1, 2, 3, 4].map((view) => showsSentence(view as 1))).toEqual([false, false, true, true]);
    expect([1, 2, 3, 4].map((view) => showsJapanese(view as 1))).toEqual([false, true, false, true]);
  });

  it('treats a blank sentence as none', () => {
    expect(hasExample('  ')).toBe(false);
    expect(hasExample(null)).toBe(false);
    expect(hasExample('We met the client.')).toBe(true);
  });
});
