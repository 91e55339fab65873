export type LoginErrors = { account?: 'accountRequired'; password?: 'passwordRequired' };

/** Login requires an ID or email and a password (spec part 1, section 5). */
export function validateLogin(account: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!account.trim()) errors.account = 'accountRequired';
  if (!password) errors.password = 'passwordRequired';
  return errors;
}
