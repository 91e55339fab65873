import { describe, expect, it } from 'vitest';
import { allSelected, idsToDelete, keepShown, toggleAll, toggleSelected } from './log-selection';

describe('log selection', () => {
  it('ticks and unticks one word', () => {
    const one = toggleSelected(new Set(), 7);
    expect([...one]).toEqual([7]);
    expect([...toggleSelected(one, 7)]).toEqual([]);
  });

  it('select all ticks every shown word, and unticks them when all were ticked', () => {
    const shown = [3, 5, 9];
    const all = toggleAll(new Set([5]), shown);
    expect(allSelected(all, shown)).toBe(true);
    expect(toggleAll(all, shown).size).toBe(0);
    expect(allSelected(new Set(), [])).toBe(false);
  });

  it('drops words that left the list, and keeps the same set when nothing changed', () => {
    const selected = new Set([3, 5]);
    expect([...keepShown(selected, [5, 9])]).toEqual([5]);
    expect(keepShown(selected, [3, 5, 9])).toBe(selected);
  });

  it('sends the ticked ids in the order of the list, at most 100', () => {
    expect(idsToDelete(new Set([9, 3]), [3, 5, 9])).toEqual([3, 9]);
    const many = Array.from({ length: 120 }, (_, index) => index + 1);
    expect(idsToDelete(new Set(many), many)).toHaveLength(100);
  });
});
