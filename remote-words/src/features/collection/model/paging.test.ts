import { describe, expect, it } from 'vitest';
import type { FavoriteEntry } from '../api/favorite-types';
import { sampleSentence } from './favorite-samples';
import { mergePages, nextFavoritesPage, visibleTotal } from './paging';

const entries = (ids: number[]): FavoriteEntry[] => ids.map((id) => sampleSentence({ favorite_id: id }));
const page = (number: number, ids: number[], total: number) => ({ page: number, limit: 3, total, items: entries(ids) });
const ids = (list: FavoriteEntry[]) => list.map((entry) => entry.favorite_id);

describe('paging the collection', () => {
  it('asks for the next page until every entry was asked for', () => {
    expect(nextFavoritesPage({ page: 1, limit: 40, total: 41 })).toBe(2);
    expect(nextFavoritesPage({ page: 2, limit: 40, total: 80 })).toBeUndefined();
    expect(nextFavoritesPage({ page: 1, limit: 40, total: 0 })).toBeUndefined();
  });

  it('keeps each entry once when one moved down a page between two reads', () => {
    // An entry was put back on top after page 1 was read: page 2 starts with page 1's last.
    expect(ids(mergePages([page(1, [9, 8, 7], 7), page(2, [7, 6, 5], 7)], new Set()))).toEqual([9, 8, 7, 6, 5]);
  });

  it('leaves out hidden entries, and a sentence and a recording with the same id are two entries', () => {
    const pages = [{ items: [sampleSentence({ favorite_id: 4 }), { ...sampleSentence({ favorite_id: 4 }), type: 'recording' as const }, sampleSentence({ favorite_id: 3 })] }];
    expect(mergePages(pages, new Set(['sentence:3'])).map((entry) => `${entry.type}:${entry.favorite_id}`)).toEqual(['sentence:4', 'recording:4']);
  });

  it('counts the tab without the hidden entries the server still counts', () => {
    const pages = [page(1, [9, 8, 7], 7), page(2, [6, 5, 4], 7)];
    expect(visibleTotal(pages, new Set())).toBe(7);
    // 8 removed, the list not read again yet: the total still has it.
    expect(visibleTotal(pages, new Set(['sentence:8']))).toBe(6);
    // Read again: 8 is gone from the pages and from the total.
    expect(visibleTotal([page(1, [9, 7, 6], 6), page(2, [5, 4], 6)], new Set(['sentence:8']))).toBe(6);
    expect(visibleTotal([], new Set())).toBe(0);
  });
});
