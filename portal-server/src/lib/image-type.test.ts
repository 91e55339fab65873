import { describe, expect, it } from 'vitest';
import { TINY_JPEG, TINY_PNG } from '../../test/harness';
import { detectImageKind } from './image-type';

describe('image kind by content', () => {
  it('recognises PNG and JPEG by their bytes, not their names', () => {
    expect(detectImageKind(TINY_PNG)).toBe('png');
    expect(detectImageKind(TINY_JPEG)).toBe('jpeg');
  });

  it('refuses text, scripts, GIF, a bare PNG signature and empty files', () => {
    expect(detectImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageKind(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(detectImageKind(TINY_PNG.subarray(0, 8))).toBeNull();
    expect(detectImageKind(Buffer.alloc(0))).toBeNull();
  });
});
