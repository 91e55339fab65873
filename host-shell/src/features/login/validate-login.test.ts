import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate-login';

describe('login validation', () => {
  it('needs an ID or email and a password', () => {
    expect(validateLogin('', '')).toEqual({ account: 'accountRequired', password: 'passwordRequired' });
    expect(validateLogin('   ', 'x')).toEqual({ account: 'accountRequired' });
    expect(validateLogin('biz01', '')).toEqual({ password: 'passwordRequired' });
    expect(validateLogin('taro@example.com', 'pass1234')).toEqual({});
  });
});
