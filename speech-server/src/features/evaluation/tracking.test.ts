import { describe, expect, it } from 'vitest';
import { trackedWordIndex } from './tracking';

const reference = [[['AY']], [['L', 'AY', 'K']], [['AE', 'P', 'AH', 'L', 'Z']]];

describe('trackedWordIndex', () => {
  it('is the last reference word fully read in the partial path', () => {
    expect(trackedWordIndex('', reference)).toBe(-1);
    expect(trackedWordIndex('<sil> AY_S', reference)).toBe(0);
    expect(trackedWordIndex('AY_S L_B AY', reference)).toBe(0);
    expect(trackedWordIndex('AY_S <sil> L_B AY K_E AE_B P', reference)).toBe(1);
  });

  it('follows skipped words', () => {
    expect(trackedWordIndex('AY_S AE_B P AH L Z_E', reference)).toBe(2);
  });
});
