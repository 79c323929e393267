import {
  NEW_PASSWORD_MIN_LENGTH,
  newPasswordErrors,
  newPasswordField,
  toFieldErrors,
} from '@board/domain';
import { AppError } from './app-error.ts';

/**
 * How many of the most common passwords are refused. Counted among those long enough to be
 * accepted otherwise (ASVS 5.0 V6.2.4 asks for the top ones "which match the application's
 * password policy"): a shorter one is refused for its length already.
 */
const COMMON_COUNT = 10_000;

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The list of @zxcvbn-ts/language-common, lower-cased and ordered from the most common. Read on
 * first use, so a process that never sets a password never holds it, and never in the browser.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .filter((p) => p.length >= NEW_PASSWORD_MIN_LENGTH)
          .slice(0, COMMON_COUNT),
      ),
  );
  return common;
}

/**
 * The whole rule for a password being set on an account, wherever it is set: its length (which a
 * request's schema has usually checked already), then not the e-mail, not a common one. Refuses
 * with field errors on `password`.
 */
export async function refuseWeakPassword(password: string, email: string): Promise<void> {
  const length = newPasswordField.safeParse(password);
  if (!length.success) {
    const fields = toFieldErrors(length.error.issues).map((f) => ({ ...f, path: 'password' }));
    throw new AppError('VALIDATION_FAILED', { fields });
  }
  const list = await commonPasswords();
  const fields = newPasswordErrors(password, { email, isCommon: (p) => list.has(p) });
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}
