export type PasswordDraft = { old: string; next: string; confirm: string };
export type PasswordErrors = Partial<Record<keyof PasswordDraft, string>>;

const HALF_WIDTH_ALPHANUMERIC = /^[A-Za-z0-9]{5,10}$/;

/**
 * Change-password rules (spec part 1, section 5): all three filled; the new one at least six
 * characters and 5–10 half-width letters or digits; the two new entries equal; new differs from
 * old. Values are message keys under `changePassword.`.
 */
export function validatePasswordChange(draft: PasswordDraft): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!draft.old) errors.old = 'oldRequired';
  if (!draft.next) errors.next = 'newRequired';
  else if (draft.next.length < 6) errors.next = 'tooShort';
  else if (!HALF_WIDTH_ALPHANUMERIC.test(draft.next)) errors.next = 'format';
  else if (draft.old && draft.next === draft.old) errors.next = 'sameAsOld';
  if (!draft.confirm) errors.confirm = 'confirmRequired';
  else if (draft.next && draft.confirm !== draft.next) errors.confirm = 'mismatch';
  return errors;
}
