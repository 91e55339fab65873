import { describe, expect, it } from 'vitest';
import { POOR_CLEARED_FROM, poorlyWordKey, poorWordChanges } from './poor-word-rule';

describe('the poor-word rule', () => {
  it('marks the word read when its reading scores under 80, even when the speech server named no word', () => {
    expect(poorWordChanges(7, 55, [])).toEqual({ mark: [7], clear: [] });
    expect(poorWordChanges(7, POOR_CLEARED_FROM - 0.5, [7])).toEqual({ mark: [7], clear: [] });
  });

  it('marks every named word once, the word read first', () => {
    expect(poorWordChanges(7, 40, [9, 7, 9, 12])).toEqual({ mark: [7, 9, 12], clear: [] });
  });

  it('clears the word read at 80 or more, and still marks the other words named', () => {
    expect(poorWordChanges(7, POOR_CLEARED_FROM, [])).toEqual({ mark: [], clear: [7] });
    expect(poorWordChanges(7, 95, [7, 9])).toEqual({ mark: [9], clear: [7] });
  });

  it('matches a reported spelling without case or the punctuation around it', () => {
    expect(poorlyWordKey('Agenda,')).toBe('agenda');
    expect(poorlyWordKey('"follow-up."')).toBe('follow-up');
    expect(poorlyWordKey('ＭＥＥＴＩＮＧ')).toBe('meeting');
    expect(poorlyWordKey('...')).toBe('');
  });
});
