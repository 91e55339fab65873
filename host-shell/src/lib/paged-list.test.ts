import { describe, expect, it } from 'vitest';
import { itemsOfPages, nextPageNumber } from './paged-list';

describe('numbered pages', () => {
  it('asks for the next page while items are left', () => {
    expect(nextPageNumber({ page: 1, limit: 20, total: 41 })).toBe(2);
    expect(nextPageNumber({ page: 2, limit: 20, total: 41 })).toBe(3);
    expect(nextPageNumber({ page: 3, limit: 20, total: 41 })).toBeUndefined();
    expect(nextPageNumber({ page: 1, limit: 20, total: 20 })).toBeUndefined();
    expect(nextPageNumber({ page: 1, limit: 20, total: 0 })).toBeUndefined();
  });

  it('lists every item once, in page order', () => {
    const pages = [{ list: [{ id: 5 }, { id: 4 }] }, { list: [{ id: 4 }, { id: 3 }] }];
    expect(itemsOfPages(pages, (page) => page.list, (item) => item.id).map((item) => item.id)).toEqual([5, 4, 3]);
  });
});
