import type { AuthenticateResponse, LoginRequest } from '@board/domain';
import { AppError } from '../../lib/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { canSignIn } from './account-state.ts';
import { type AuthDeps, recordEvent } from './auth-deps.ts';
import {
  clearFailures,
  failuresSince,
  recordFailure,
  removeFailure,
} from './login-failures.repository.ts';
import { issueTokens, sessionUser } from './session-view.ts';
import { createSession, endSessionsBeyond } from './sessions.repository.ts';
import { findUserByEmail, lockUser } from './users.repository.ts';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** A signed-in device must sign in again after a shift's length, whatever it refreshes. */
const SESSION_HOURS = 12;
/**
 * Open sessions one account may hold: a desk PC, a phone and a tablet, on a few browsers, with
 * room to spare. A sign-in beyond it ends the account's oldest session (decision 0047).
 */
export const MAX_SESSIONS_PER_ACCOUNT = 10;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function createLoginService(deps: AuthDeps) {
  /**
   * Counts the attempt as a failure before the password is checked (a success clears it), so
   * attempts sent together cannot all pass the count before any of them is recorded.
   */
  async function reserveAttempt(email: string, client: ClientInfo): Promise<void> {
    const windowMs = LOGIN_WINDOW_MINUTES * 60_000;
    const since = new Date(Date.now() - windowMs);
    const attempt = await recordFailure(deps.db, email, client.ip);
    const [byAccount, byAddress] = await Promise.all([
      failuresSince(deps.db, { email }, since),
      failuresSince(deps.db, { ip: client.ip }, since),
    ]);
    // The counts include this attempt.
    const blocking = [
      byAccount.count > MAX_FAILURES_PER_ACCOUNT ? byAccount.oldest : null,
      byAddress.count > MAX_FAILURES_PER_ADDRESS ? byAddress.oldest : null,
    ].filter((d): d is Date => d !== null);
    if (blocking.length === 0) return;
    await removeFailure(deps.db, attempt);
    const until = Math.max(...blocking.map((d) => d.getTime() + windowMs));
    const retryAfterSeconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
    await recordEvent(deps, { type: 'login.throttled', email, ip: client.ip });
    throw new AppError('TOO_MANY_ATTEMPTS', {
      params: { minutes: Math.ceil(retryAfterSeconds / 60), retryAfterSeconds },
    });
  }

  return {
    async authenticate(request: LoginRequest, client: ClientInfo): Promise<AuthenticateResponse> {
      const email = request.username;
      await reserveAttempt(email, client);
      const user = await findUserByEmail(deps.db, email);
      // A switched-off or invited account answers as an unknown one, in the same time.
      const valid =
        user && canSignIn(user)
          ? await verifyPassword(user.passwordHash, request.password)
          : await verifyAgainstDummy(request.password);
      if (!user || !valid) {
        await recordEvent(deps, {
          type: 'login.failure',
          userId: user?.id,
          email,
          ip: client.ip,
          detail: { reason: user ? 'wrong_password' : 'unknown_email' },
        });
        throw new AppError('INVALID_CREDENTIALS');
      }
      const result = await deps.db.transaction(async (tx) => {
        // Switched off since its password was checked: it signs in no more than an unknown one.
        if (!(await lockUser(tx, user.id))) throw new AppError('INVALID_CREDENTIALS');
        await clearFailures(tx, email);
        const ended = await endSessionsBeyond(tx, user.id, MAX_SESSIONS_PER_ACCOUNT - 1);
        const sessionId = await createSession(tx, {
          userId: user.id,
          expiresAt: new Date(Date.now() + SESSION_HOURS * 3_600_000),
          ...client,
        });
        return { sessionId, ended, pair: await issueTokens(tx, deps.tokens, user, sessionId) };
      });
      for (const sessionId of result.ended) deps.sessionCache.forget({ sessionId });
      await recordEvent(deps, {
        type: 'login.success',
        userId: user.id,
        email,
        ip: client.ip,
        detail: {
          sessionId: result.sessionId,
          ...(result.ended.length > 0 && { endedSessions: result.ended }),
        },
      });
      return { ...result.pair, content: sessionUser(user) };
    },
  };
}
