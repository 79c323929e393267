/**
 * The password of an account invited and not yet set: no argon2 hash, so nothing verifies
 * against it.
 */
export const NO_PASSWORD_YET = 'invited';

/** Whether an account may sign in at all: active, with a password of its own. */
export const canSignIn = (user: { deactivatedAt: Date | null; passwordHash: string }) =>
  user.deactivatedAt === null && user.passwordHash !== NO_PASSWORD_YET;
