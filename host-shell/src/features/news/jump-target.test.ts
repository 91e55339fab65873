import { describe, expect, it } from 'vitest';
import { jumpTarget } from './jump-target';

describe('push jump targets', () => {
  it('maps 2 homework, 3 news, 4 nothing, 5 CEFR, 6 home', () => {
    expect(jumpTarget(2, { homework_id: 12 })).toBe('/homework/detail?homework_id=12');
    expect(jumpTarget(2)).toBe('/homeworkList');
    expect(jumpTarget(3, { message_id: 7 })).toBe('/news/details?news_id=7');
    expect(jumpTarget(4)).toBeNull();
    expect(jumpTarget(5)).toBe('/cefr');
    expect(jumpTarget(6)).toBe('/home');
    expect(jumpTarget(99)).toBeNull();
  });
});
