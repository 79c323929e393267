import type { FieldError } from './field-errors.ts';

/**
 * What a password being set must not be, beyond the length its schema checks: the account's
 * e-mail address or the part before its @, or one of the most common passwords. "Password123"
 * guesses as well as "password123", so case is ignored. The common list is large and stays on
 * the server, which passes in its lookup; the reset form does not know the e-mail either, so
 * these checks run on the server only. Answers the field errors of `password`, none when it may
 * be used.
 */
export function newPasswordErrors(
  password: string,
  account: { email: string; isCommon: (lowercased: string) => boolean },
): FieldError[] {
  const candidate = password.toLowerCase();
  const email = account.email.toLowerCase();
  const at = email.lastIndexOf('@');
  const localPart = at > 0 ? email.slice(0, at) : email;
  if (candidate === email || candidate === localPart) {
    return [{ path: 'password', key: 'validation.passwordIsEmail' }];
  }
  if (account.isCommon(candidate)) return [{ path: 'password', key: 'validation.passwordCommon' }];
  return [];
}
