import { describe, expect, it } from 'vitest';
import { maxRecordMs, MAX_RECORD_SECONDS_CEILING } from './record-limits';

describe('maxRecordMs', () => {
  it('uses the spec defaults per kind', () => {
    expect(maxRecordMs('sentence_reading')).toBe(20_000);
    expect(maxRecordMs('article_reading')).toBe(20_000);
    expect(maxRecordMs('shadowing')).toBe(20_000);
    expect(maxRecordMs('dialogue')).toBe(20_000);
    expect(maxRecordMs('dialogue_challenge')).toBe(20_000);
    expect(maxRecordMs('word_reading')).toBe(10_000);
    expect(maxRecordMs('picture_reading')).toBe(10_000);
    expect(maxRecordMs('full_passage_reading')).toBe(60_000);
    expect(maxRecordMs('narration')).toBe(60_000);
  });

  it('lets a positive item record_max_time override the default, as number or numeric string', () => {
    expect(maxRecordMs('word_reading', 15)).toBe(15_000);
    expect(maxRecordMs('sentence_reading', '30')).toBe(30_000);
    expect(maxRecordMs('sentence_reading', 2.5)).toBe(2_500);
  });

  it('ignores a missing, zero, negative or non-numeric record_max_time', () => {
    for (const bad of [undefined, null, 0, -5, 'abc', '', '  ', Number.NaN, Infinity, {}, [], true]) {
      expect(maxRecordMs('sentence_reading', bad)).toBe(20_000);
    }
  });

  it('caps an absurd item value', () => {
    expect(maxRecordMs('speaking', 1e9)).toBe(MAX_RECORD_SECONDS_CEILING * 1000);
  });
});
