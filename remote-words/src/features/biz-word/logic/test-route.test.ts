import { describe, expect, it } from 'vitest';
import { testRoute } from './test-route';

describe('the test button route', () => {
  it('goes to eikenBizWordTest for business word study, keeping the query and adding type and activeTab', () => {
    const route = testRoute('biz_word_study', '?plan_id=4&activeTab=old', 'new');
    expect(route.name).toBe('eikenBizWordTest');
    const [path, search] = route.to.split('?');
    expect(path).toBe('/eiken/biz/studyWord/test');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ plan_id: '4', activeTab: 'new', type: 'challenge' });
  });

  it('goes to bizWordListTest otherwise', () => {
    const route = testRoute('biz_word_list', new URLSearchParams({ unit_id: '7', type: 'practice' }), 'review');
    expect(route.name).toBe('bizWordListTest');
    expect(route.to).toBe('/eiken/biz/bizWordList/test?unit_id=7&type=challenge&activeTab=review');
  });
});
