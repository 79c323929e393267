import { RESET_TOKEN_TTL_MINUTES } from '@board/domain';
import { AppError } from '../../lib/app-error.ts';
import { refuseWeakPassword } from '../../lib/new-password.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { type AuthDeps, recordEvent } from './auth-deps.ts';
import { resetMail } from './reset-mail.ts';
import {
  consumeResetToken,
  discardUserResetTokens,
  insertResetToken,
  resetTokensSince,
  usableResetTokenOwner,
} from './reset-tokens.repository.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import { findUserByEmail, lockUser, updatePasswordHash } from './users.repository.ts';

/** At most this many reset e-mails per account per window, so nobody can flood a mailbox. */
const MAX_RESETS_PER_WINDOW = 3;
const RESET_WINDOW_MINUTES = 15;

/** The work behind a forgot request; it runs after the answer has gone, see requestReset. */
async function sendReset(deps: AuthDeps, email: string, ip: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    await recordEvent(deps, { type: 'forgot.unknown', email, ip });
    return;
  }
  // A switched-off account gets no link, and the record says whose it was (a supervisor reading
  // it should not take the person for a stranger); an invited one may ask for its first password.
  const deactivated = () =>
    recordEvent(deps, { type: 'forgot.deactivated', userId: user.id, email, ip });
  if (user.deactivatedAt) return deactivated();
  const since = new Date(Date.now() - RESET_WINDOW_MINUTES * 60_000);
  // Count and insert under a lock of the user's row: requests arriving together would otherwise
  // all see room in the window and all send a mail. A switch-off committed since the read above
  // voided every link, so none is made after it.
  const token = await deps.db.transaction(async (tx) => {
    if (!(await lockUser(tx, user.id))) return null;
    if ((await resetTokensSince(tx, user.id, since)) >= MAX_RESETS_PER_WINDOW) return undefined;
    const { token, hash } = newOpaqueToken();
    await insertResetToken(tx, {
      tokenHash: hash,
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    return token;
  });
  if (token === null) return deactivated();
  if (!token) {
    await recordEvent(deps, { type: 'forgot.throttled', userId: user.id, email, ip });
    return;
  }
  const { link, ...mail } = resetMail(deps.appUrl, user, token);
  await deps.mailer.send(mail);
  if (deps.logResetLinks) deps.log.info({ to: email, link }, 'password reset link');
  await recordEvent(deps, { type: 'forgot.sent', userId: user.id, email, ip });
}

export function createPasswordResetService(deps: AuthDeps) {
  return {
    /**
     * Answers at once and does the work afterwards, so the answer and its timing are the same
     * whether or not the address has an account.
     */
    requestReset(email: string, ip: string): void {
      sendReset(deps, email, ip).catch((err: unknown) =>
        deps.log.error({ err }, 'password reset mail failed'),
      );
    },

    async validate(token: string): Promise<void> {
      if (!(await usableResetTokenOwner(deps.db, hashOpaqueToken(token)))) {
        throw new AppError('TOKEN_INVALID');
      }
    },

    async replacePassword(token: string, password: string, ip: string): Promise<void> {
      const tokenHash = hashOpaqueToken(token);
      const account = await usableResetTokenOwner(deps.db, tokenHash);
      if (!account) {
        await recordEvent(deps, { type: 'reset.rejected', ip });
        throw new AppError('TOKEN_INVALID');
      }
      // After the token: only the holder of a live link learns what the rule refuses. The token
      // is left unused, so the person can choose another password with the same link.
      await refuseWeakPassword(password, account.email);
      // Hash outside the transaction: it is slow and needs no lock.
      const passwordHash = await hashPassword(password);
      const userId = await deps.db.transaction(async (tx) => {
        const owner = await consumeResetToken(tx, tokenHash);
        if (!owner) return undefined;
        await updatePasswordHash(tx, owner, passwordHash);
        await discardUserResetTokens(tx, owner);
        await revokeUserSessions(tx, owner);
        return owner;
      });
      if (!userId) {
        await recordEvent(deps, { type: 'reset.rejected', ip });
        throw new AppError('TOKEN_INVALID');
      }
      deps.sessionCache.forget({ userId });
      await recordEvent(deps, { type: 'reset.success', userId, ip });
    },
  };
}
