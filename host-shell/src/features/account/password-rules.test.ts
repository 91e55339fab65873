import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './password-rules';

describe('change password rules', () => {
  it('needs all three entries', () => {
    expect(validatePasswordChange({ old: '', next: '', confirm: '' })).toEqual({ old: 'oldRequired', next: 'newRequired', confirm: 'confirmRequired' });
  });

  it('needs at least six characters, half-width letters and digits, at most ten', () => {
    expect(validatePasswordChange({ old: 'pass1234', next: 'ab12', confirm: 'ab12' }).next).toBe('tooShort');
    expect(validatePasswordChange({ old: 'pass1234', next: 'ａｂｃ１２３', confirm: 'ａｂｃ１２３' }).next).toBe('format');
    expect(validatePasswordChange({ old: 'pass1234', next: 'abc 123', confirm: 'abc 123' }).next).toBe('format');
    expect(validatePasswordChange({ old: 'pass1234', next: 'abcdefgh123', confirm: 'abcdefgh123' }).next).toBe('format');
  });

  it('the new entries must match and differ from the old one', () => {
    expect(validatePasswordChange({ old: 'pass1234', next: 'newpass1', confirm: 'newpass2' })).toEqual({ confirm: 'mismatch' });
    expect(validatePasswordChange({ old: 'pass1234', next: 'pass1234', confirm: 'pass1234' })).toEqual({ next: 'sameAsOld' });
    expect(validatePasswordChange({ old: 'pass1234', next: 'newpass1', confirm: 'newpass1' })).toEqual({});
  });
});
