import { describe, expect, it } from 'vitest';
import { audioLimitMs, isCategory } from './categories';

describe('audio limits', () => {
  it('uses the item limit, the category default without one, and never passes the ceiling', () => {
    expect(audioLimitMs('read_sentence', undefined)).toBe(21_000);
    expect(audioLimitMs('read_word', undefined)).toBe(11_000);
    expect(audioLimitMs('read_sentence', 30)).toBe(31_000);
    expect(audioLimitMs('read_sentence', 600)).toBe(61_000);
    expect(audioLimitMs('read_chapter', 120)).toBe(121_000);
  });

  it('knows the five categories only', () => {
    expect(isCategory('read_chapter')).toBe(true);
    expect(isCategory('read_syllable')).toBe(false);
    expect(isCategory(undefined)).toBe(false);
  });
});
