import { describe, expect, it } from 'vitest';
import { characterCount, checkFeedbackImage, hasEmoji, looksLikeImage } from './text-rules';

describe('text rules', () => {
  it('finds emoji but not Japanese text, digits or symbols', () => {
    expect(hasEmoji('音声が聞こえません😢')).toBe(true);
    expect(hasEmoji('👍🏽')).toBe(true);
    expect(hasEmoji('🇯🇵')).toBe(true);
    expect(hasEmoji('❤️')).toBe(true);
    expect(hasEmoji('1️⃣')).toBe(true);
    expect(hasEmoji('問題3の音声が出ません。※再生ボタン♪')).toBe(false);
    expect(hasEmoji('Hello, world! 123 #1')).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('𠮷野家')).toBe(3);
  });

  it('accepts png, jpg and jpeg images only', () => {
    expect(checkFeedbackImage(new File(['x'], 'a.png', { type: 'image/png' }))).toEqual({ ok: true });
    expect(checkFeedbackImage(new File(['x'], 'a.JPG', { type: 'image/jpeg' }))).toEqual({ ok: true });
    expect(checkFeedbackImage(new File(['x'], 'a.jpeg', { type: 'image/jpeg' }))).toEqual({ ok: true });
    expect(checkFeedbackImage(new File(['x'], 'a.gif', { type: 'image/gif' }))).toEqual({ ok: false, reason: 'type' });
    expect(checkFeedbackImage(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toEqual({ ok: false, reason: 'type' });
    expect(checkFeedbackImage(new File(['x'], 'fake.png', { type: 'text/plain' }))).toEqual({ ok: false, reason: 'type' });
    expect(checkFeedbackImage(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toEqual({ ok: false, reason: 'size' });
  });

  it('recognises PNG and JPEG signatures', async () => {
    expect(await looksLikeImage(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])]))).toBe(true);
    expect(await looksLikeImage(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]))).toBe(true);
    expect(await looksLikeImage(new Blob(['hello world']))).toBe(false);
  });
});
