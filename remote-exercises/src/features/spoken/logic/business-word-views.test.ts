import { describe, expect, it } from 'vitest';
import { availableViews, nextView, previousView, viewReadsSentence, viewShowsJapanese } from './business-word-views';

describe('business word views (spec part 3: cycle 1 to 4)', () => {
  it('cycles through all four views with an example sentence', () => {
    expect(nextView(1, true)).toBe(2);
    expect(nextView(2, true)).toBe(3);
    expect(nextView(3, true)).toBe(4);
    expect(nextView(4, true)).toBe(1);
    expect(previousView(1, true)).toBe(4);
    expect(previousView(3, true)).toBe(2);
  });

  it('skips the sentence views when the example sentence is missing', () => {
    expect(availableViews(false)).toEqual([1, 2]);
    expect(nextView(2, false)).toBe(1);
    expect(previousView(1, false)).toBe(2);
    expect(nextView(3, false)).toBe(1);
  });

  it('knows what each view shows and reads', () => {
    expect([1, 2, 3, 4].map((view) => viewReadsSentence(view as 1))).toEqual([false, false, true, true]);
    expect([1, 2, 3, 4].map((view) => viewShowsJapanese(view as 1))).toEqual([false, true, false, true]);
  });
});
