import { describe, expect, it } from 'vitest';
import { checkPlanTitle, planOutcome } from './plan-outcome';

describe('planOutcome', () => {
  it('is added when the server added the word', () => {
    expect(planOutcome({ added: ['go'], skipped: [] })).toEqual({ kind: 'added' });
  });

  it('gives the reason of a skipped word', () => {
    expect(planOutcome({ added: [], skipped: [{ reason: 'known' }] })).toEqual({ kind: 'skipped', reason: 'known' });
    expect(planOutcome({ added: [], skipped: [] })).toEqual({ kind: 'skipped', reason: 'unknown' });
  });
});

describe('checkPlanTitle', () => {
  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['辞書で調べた単語', null],
    ['あ'.repeat(40), null],
    ['あ'.repeat(41), 'long'],
  ] as const)('%j -> %s', (title, expected) => {
    expect(checkPlanTitle(title)).toBe(expected);
  });
});
