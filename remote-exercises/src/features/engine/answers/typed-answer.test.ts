import { describe, expect, it } from 'vitest';
import {
  blankMatches,
  countBlanks,
  fillBlanks,
  hasEmoji,
  normaliseForComparison,
  normaliseInput,
  parseBlanks,
  sentenceMatches,
  validateBlanks,
  validateText,
} from './typed-answer';

describe('typed answers', () => {
  it('straightens curly quotes and half-widths IME input', () => {
    expect(normaliseInput('don\u2019t \u201Cgo\u201D')).toBe('don\'t "go"');
    expect(normaliseInput('\uFF41\uFF50\uFF50\uFF4C\uFF45\u3000\uFF11')).toBe('apple 1');
  });

  it('compares on trimmed, single-spaced text', () => {
    expect(normaliseForComparison('  I   like  tea .  ')).toBe('I like tea.');
  });

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

  it('matches blanks without regard to case, spacing or quote style', () => {
    expect(blankMatches(' Don\u2019t ', ["don't"])).toBe(true);
    expect(blankMatches('went', ['go', 'goes'])).toBe(false);
  });

  it('matches sentences strictly but forgives the first letter and a final full stop', () => {
    const accepted = ['I have lived in Osaka for three years.'];
    expect(sentenceMatches('i have lived in Osaka for three years', accepted)).toBe(true);
    expect(sentenceMatches('I have lived in osaka for three years.', accepted)).toBe(false);
    expect(sentenceMatches('I have lived in Osaka for 3 years.', accepted)).toBe(false);
    expect(sentenceMatches('   ', accepted)).toBe(false);
    expect(validateText('  ')).toBe('hint_common_please_enter_answer');
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
