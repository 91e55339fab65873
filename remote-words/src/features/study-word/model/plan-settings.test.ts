import { describe, expect, it } from 'vitest';
import { atPlanLimit, checkPlanSettings, percentText, retentionPercentOf, settingsFields } from './plan-settings';

const good = { title: '英検3級 毎日', dailyNew: '10', retentionPercent: 90 };

describe('plan settings', () => {
  it('accepts the defaults', () => {
    expect(checkPlanSettings(good)).toEqual({});
  });

  it('needs a title of 1 to 40 characters', () => {
    expect(checkPlanSettings({ ...good, title: '   ' }).title).toBe('titleRequired');
    expect(checkPlanSettings({ ...good, title: 'あ'.repeat(40) }).title).toBeUndefined();
    expect(checkPlanSettings({ ...good, title: 'あ'.repeat(41) }).title).toBe('titleTooLong');
  });

  it('takes 1 to 50 new words a day, whole numbers only', () => {
    for (const dailyNew of ['0', '51', '', '2.5', 'abc']) expect(checkPlanSettings({ ...good, dailyNew }).dailyNew).toBe('dailyNewRange');
    for (const dailyNew of ['1', '50']) expect(checkPlanSettings({ ...good, dailyNew }).dailyNew).toBeUndefined();
  });

  it('takes a desired retention of 70 to 97 percent', () => {
    expect(checkPlanSettings({ ...good, retentionPercent: 69 }).retention).toBe('retentionRange');
    expect(checkPlanSettings({ ...good, retentionPercent: 98 }).retention).toBe('retentionRange');
    expect(checkPlanSettings({ ...good, retentionPercent: 70 }).retention).toBeUndefined();
    expect(checkPlanSettings({ ...good, retentionPercent: 97 }).retention).toBeUndefined();
  });

  it('sends the retention as a fraction', () => {
    expect(settingsFields({ ...good, title: ' a ', retentionPercent: 85 })).toEqual({ title: 'a', daily_new: 10, desired_retention: 0.85 });
  });

  it('reads a server retention back as percent, clamped', () => {
    expect(retentionPercentOf(0.9)).toBe(90);
    expect(retentionPercentOf(0.5)).toBe(70);
    expect(retentionPercentOf(null)).toBe(90);
    expect(percentText(0.873)).toBe('87%');
    expect(percentText(null)).toBeNull();
  });

  it('refuses a fourth plan', () => {
    expect(atPlanLimit(2)).toBe(false);
    expect(atPlanLimit(3)).toBe(true);
    expect(atPlanLimit(3, 5)).toBe(false);
  });
});
