import { describe, expect, it } from 'vitest';
import { countBlanks, fillBlanks, hasEmoji, parseBlanks, validateBlanks, validateText } from './typed-answer';

describe('typed-answer validation and prompts (matching is shared-contract\'s)', () => {
  it('asks for an answer when any blank is empty or only spaces', () => {
    expect(validateBlanks(['go', '  '], 2)).toBe('hint_common_please_enter_answer');
    expect(validateBlanks(['go'], 2)).toBe('hint_common_please_enter_answer');
    expect(validateBlanks(['go', 'by'], 2)).toBeNull();
  });

  it('rejects emoji', () => {
    expect(hasEmoji('tea \u{1F375}')).toBe(true);
    expect(hasEmoji('\u2764\uFE0F')).toBe(true);
    expect(hasEmoji('caf\u00E9')).toBe(false);
    expect(validateBlanks(['\u{1F600}'], 1)).toBe('hint_common_has_emoji');
    expect(validateText('I am happy \u{1F600}')).toBe('hint_common_has_emoji');
  });

  it('limits a blank to 20 characters', () => {
    expect(validateBlanks(['a'.repeat(20)], 1)).toBeNull();
    expect(validateBlanks(['a'.repeat(21)], 1)).toBe('hint_common_blank_too_long');
  });

  it('asks for an answer when the text is empty or only spaces (also ideographic ones)', () => {
    expect(validateText('  ')).toBe('hint_common_please_enter_answer');
    expect(validateText('\u3000')).toBe('hint_common_please_enter_answer');
    expect(validateText('I am happy')).toBeNull();
  });

  it('parses {n} blanks in prompts', () => {
    expect(parseBlanks('I {1} to school {2} bus.')).toEqual([
      { kind: 'text', text: 'I ' },
      { kind: 'blank', blank: 0 },
      { kind: 'text', text: ' to school ' },
      { kind: 'blank', blank: 1 },
      { kind: 'text', text: ' bus.' },
    ]);
    expect(countBlanks('{1} {2} {3}?')).toBe(3);
    expect(fillBlanks('I {1} to school {2} bus.', ['go'])).toBe('I go to school ____ bus.');
  });
});
