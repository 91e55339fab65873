import { describe, expect, it } from 'vitest';
import { bookmarkNameProblem, normaliseBookmarkName } from './bookmark-name';

describe('the bookmark name', () => {
  it('is required', () => {
    expect(bookmarkNameProblem('')).toBe('nameRequired');
    expect(bookmarkNameProblem('  　 ')).toBe('nameRequired');
  });

  it('has at most 30 characters after normalising', () => {
    expect(bookmarkNameProblem('あ'.repeat(30))).toBeNull();
    expect(bookmarkNameProblem('あ'.repeat(31))).toBe('nameTooLong');
  });

  it('is normalised as the server stores it', () => {
    expect(normaliseBookmarkName('  ＴＯＥＩＣ   会議 ')).toBe('TOEIC 会議');
  });
});
