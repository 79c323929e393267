/**
 * What other parts of the server may use of the auth module: sign-in, sessions and their
 * tokens, the signed-in user, the state of an account's password, ending an account's sessions,
 * and a link to set a password.
 */
import { INVITE_TOKEN_TTL_HOURS } from '@board/domain';
import type { DbOrTx } from '../../db/client.ts';
import { newOpaqueToken } from '../../lib/opaque-token.ts';
import { discardUserResetTokens, insertResetToken } from './reset-tokens.repository.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import { updatePasswordHash } from './users.repository.ts';

export { createAccessTokens } from './access-token.ts';
export { NO_PASSWORD_YET } from './account-state.ts';
export { authRoutes } from './auth.routes.ts';
export type { AuthUser } from './auth-user.ts';
export {
  bearerUser,
  requireBearer,
  requireOwnEmail,
  requireRole,
  signedIn,
} from './bearer.ts';
export { createLoginService } from './login.service.ts';
export { createPasswordResetService } from './password-reset.service.ts';
export { createSessionService, type SessionService } from './session.service.ts';
export { createSessionCache, type Ended } from './session-cache.ts';
export { openSessionsAmong } from './sessions.repository.ts';
export { findUserByEmail } from './users.repository.ts';

/** Ends every session of the account, on every process, once the transaction commits. */
export const endAccountSessions = (tx: DbOrTx, userId: string) => revokeUserSessions(tx, userId);

/**
 * Everything a switched-off account held ends with it: its sessions, and every invitation and
 * reset link sent before, for good (a reactivated account gets a new link, never the old one).
 */
export async function endAccountAccess(tx: DbOrTx, userId: string): Promise<void> {
  await revokeUserSessions(tx, userId);
  await discardUserResetTokens(tx, userId);
}

/**
 * A single-use link token for a new account to choose its password, valid 72 hours; earlier
 * ones stop working. The set-password page is the reset page.
 */
export async function issueInvitation(tx: DbOrTx, userId: string): Promise<string> {
  await discardUserResetTokens(tx, userId);
  const { token, hash } = newOpaqueToken();
  await insertResetToken(tx, {
    tokenHash: hash,
    userId,
    expiresAt: new Date(Date.now() + INVITE_TOKEN_TTL_HOURS * 3_600_000),
  });
  return token;
}

/** Sets a password already checked and hashed (an administrator's first one, from the command line). */
export const setPasswordHash = (tx: DbOrTx, userId: string, passwordHash: string) =>
  updatePasswordHash(tx, userId, passwordHash);
