import { describe, expect, it } from 'vitest';
import { checkPlanForm } from './plan-form';

describe('the add-plan form', () => {
  it('accepts a title, a unit and a daily count within 1–50', () => {
    expect(checkPlanForm({ title: '会議', unitIds: [3], daily: '10' })).toEqual({});
  });

  it('needs a title of at most 40 characters, a unit, and a whole daily count from 1 to 50', () => {
    expect(checkPlanForm({ title: '  ', unitIds: [], daily: '0' })).toEqual({ title: 'nameRequired', units: 'unitsRequired', daily: 'dailyRange' });
    expect(checkPlanForm({ title: 'あ'.repeat(41), unitIds: [1], daily: '51' })).toEqual({ title: 'nameTooLong', daily: 'dailyRange' });
    expect(checkPlanForm({ title: 'x', unitIds: [1], daily: '2.5' })).toEqual({ daily: 'dailyRange' });
  });

  it('does not ask for units when editing', () => {
    expect(checkPlanForm({ title: 'x', unitIds: [], daily: '5' }, true)).toEqual({});
  });
});
