import { describe, expect, it } from 'vitest';
import { formNumber, idArrayParam, idListParam, percentScore } from './schemas';

describe('idListParam', () => {
  const ids = idListParam(3, 'bad ids');

  it('reads comma-separated ids', () => {
    expect(ids.parse(' 3,12,40 ')).toEqual([3, 12, 40]);
    expect(ids.parse('2147483647')).toEqual([2_147_483_647]);
  });

  it('refuses ids past int4, zero, blanks, and more than the maximum', () => {
    for (const value of ['2999999991', '0', '3,,4', '1,2,3,4', '', '1e3']) {
      const parsed = ids.safeParse(value);
      expect(parsed.success, value).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('bad ids');
    }
  });
});

describe('idArrayParam', () => {
  const ids = idArrayParam(3, 'bad ids');

  it('reads a JSON array or a form string, and none when absent or empty', () => {
    expect(ids.parse([3, 4])).toEqual([3, 4]);
    expect(ids.parse('[3,4]')).toEqual([3, 4]);
    expect(ids.parse(' 3, 4 ')).toEqual([3, 4]);
    expect(ids.parse(['5'])).toEqual([5]);
    expect(ids.parse(undefined)).toBeUndefined();
    expect(ids.parse('  ')).toBeUndefined();
  });

  it('refuses what is not a list of ids, and more than the maximum', () => {
    expect(ids.safeParse('meetings').error?.issues[0]?.message).toBe('bad ids');
    for (const value of ['[0]', '1,2,3,4', '[1.5]', '{"a":1}']) expect(ids.safeParse(value).success, value).toBe(false);
  });
});

describe('posted scores and form numbers', () => {
  it('keep hundredths, so a float4 column never sees an underflowing value like 6e-323', () => {
    expect(percentScore('bad').parse('6e-323')).toBe(0);
    expect(percentScore('bad', 'number').parse(72.456)).toBe(72.46);
    expect(formNumber(0, 3600).parse('1.005e-40')).toBe(0);
    expect(formNumber(0, 3600).parse('')).toBeUndefined();
  });

  it('refuse scores outside 0 to 100 and strings where a number is required', () => {
    expect(percentScore('bad').safeParse('101').success).toBe(false);
    expect(percentScore('bad', 'number').safeParse('50').error?.issues[0]?.message).toBe('bad');
  });
});
