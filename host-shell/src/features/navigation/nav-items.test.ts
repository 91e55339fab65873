import { describe, expect, it } from 'vitest';
import { mainNavItems, moreNavItems } from './nav-items';

describe('main navigation', () => {
  it('business students: home, Eiken, CEFR, textbooks, homework (with badge)', () => {
    const items = mainNavItems(false);
    expect(items.map((item) => item.to)).toEqual(['/home', '/testing', '/cefr', '/bookList', '/homeworkList']);
    expect(items.filter((item) => item.homeworkBadge).map((item) => item.to)).toEqual(['/homeworkList']);
    expect(moreNavItems(false).map((item) => item.to)).toContain('/my_collection');
  });

  it('college students: textbooks and homework only, no collection', () => {
    expect(mainNavItems(true).map((item) => item.to)).toEqual(['/bookList', '/homeworkList']);
    expect(moreNavItems(true)).toEqual([]);
  });
});
