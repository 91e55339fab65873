import { describe, expect, it } from 'vitest';
import { noticeFrom } from './outage-store';

describe('service check answer', () => {
  it('disabled for 0, tips for 1, nothing for normal (2) or unknown values', () => {
    expect(noticeFrom({ opt_status: 0, opt_content: '停止中' })).toEqual({ mode: 'disabled', content: '停止中' });
    expect(noticeFrom({ opt_status: 1, opt_content: '一部不安定' })).toEqual({ mode: 'tips', content: '一部不安定' });
    expect(noticeFrom({ opt_status: 2, opt_content: '' })).toBeNull();
    expect(noticeFrom({ opt_status: 9, opt_content: '' })).toBeNull();
  });

  it('prefers the named mode when the server sends one', () => {
    expect(noticeFrom({ opt_status: 2, opt_mode: 'tips', opt_content: 'x' })).toEqual({ mode: 'tips', content: 'x' });
    expect(noticeFrom({ opt_status: 2, opt_mode: 'normal', opt_content: '' })).toBeNull();
  });
});
