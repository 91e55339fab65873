import { describe, expect, it } from 'vitest';
import { PackageError, mediaUrlFor, parsePackage } from './resource-package';

describe('resource package', () => {
  it('builds media URLs inside the package with the version query', () => {
    const url = mediaUrlFor('/resources/tb1-u1-lc/3/', '3');
    expect(url('audio/q1.mp3')).toBe('/resources/tb1-u1-lc/3/audio/q1.mp3?v=3');
    expect(url('./img/a.svg')).toBe('/resources/tb1-u1-lc/3/img/a.svg?v=3');
    expect(url('/uploads/x.mp3')).toBe('/uploads/x.mp3');
    expect(mediaUrlFor('/resources/x/1', '1')('a.mp3')).toBe('/resources/x/1/a.mp3?v=1');
  });

  it('refuses packages the engine cannot play, naming the problem', () => {
    expect(() => parsePackage(null)).toThrow(PackageError);
    expect(() => parsePackage({ items: [] })).toThrow('res_type');
    expect(() => parsePackage({ res_type: 'word_choice' })).toThrow('items');
    expect(() => parsePackage({ res_type: 'word_choice', items: [{ index: 1 }] })).toThrow('item 1 has no question_id');
    expect(() => parsePackage({ res_type: 'word_choice', items: [{ question_id: 'a' }, { question_id: 'a' }] })).toThrow('appears twice');
  });

  it('numbers items without an index by position', () => {
    const resource = parsePackage({ res_type: 'word_choice', items: [{ question_id: 'a' }, { question_id: 'b', index: 7 }] });
    expect(resource.items.map((item) => item.index)).toEqual([1, 7]);
  });
});
