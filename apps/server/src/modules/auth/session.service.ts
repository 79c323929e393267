import type { Role, TokenPair, VerifyJwtResponse } from '@board/domain';
import { AppError } from '../../lib/app-error.ts';
import { hashOpaqueToken } from '../../lib/opaque-token.ts';
import { type AuthDeps, recordEvent } from './auth-deps.ts';
import type { AuthUser } from './auth-user.ts';
import { issueTokens, sessionUser } from './session-view.ts';
import {
  consumeRefreshToken,
  findOpenSession,
  findRefreshToken,
  findSessionUser,
  revokeSession,
} from './sessions.repository.ts';
import { findUserById } from './users.repository.ts';

/**
 * Two tabs of one browser may refresh with the same token at the same moment; a repeat inside
 * this window is refused without treating it as theft.
 */
const REUSE_GRACE_MS = 10_000;

export function createSessionService(deps: AuthDeps) {
  async function verifyAccess(token: string): Promise<AuthUser> {
    const user = await deps.sessionCache.get(token, async () => {
      const claims = await deps.tokens.verify(token);
      // The session is checked too, so sign-out and password changes take effect at once.
      const found = claims && (await findSessionUser(deps.db, claims.sessionId, claims.userId));
      if (!claims || !found) return null;
      const accessEndsAt = Math.min(claims.expiresAt, found.sessionEndsAt.getTime());
      const value: AuthUser = {
        id: found.id,
        email: found.email,
        fullName: found.fullName,
        role: found.role as Role | null,
        station: found.stationCode,
        sessionId: claims.sessionId,
        accessEndsAt,
      };
      return { value, sessionId: claims.sessionId, userId: found.id, expiresAt: accessEndsAt };
    });
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  async function refresh(refreshToken: string, ip: string): Promise<TokenPair> {
    const tokenHash = hashOpaqueToken(refreshToken);
    const stored = await findRefreshToken(deps.db, tokenHash);
    const session = stored && (await findOpenSession(deps.db, stored.sessionId));
    if (!stored || !session) {
      await recordEvent(deps, { type: 'refresh.rejected', ip });
      throw new AppError('UNAUTHENTICATED');
    }
    if (stored.usedAt || !(await consumeRefreshToken(deps.db, tokenHash))) {
      const usedAt = stored.usedAt?.getTime() ?? Date.now();
      if (Date.now() - usedAt > REUSE_GRACE_MS) {
        // A refresh token used twice has been copied: end the session it belongs to.
        await revokeSession(deps.db, session.id);
        deps.sessionCache.forget({ sessionId: session.id });
        await recordEvent(deps, { type: 'refresh.reuse', userId: session.userId, ip });
      } else {
        await recordEvent(deps, { type: 'refresh.rejected', userId: session.userId, ip });
      }
      throw new AppError('UNAUTHENTICATED');
    }
    const user = await findUserById(deps.db, session.userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const pair = await issueTokens(deps.db, deps.tokens, user, session.id);
    await recordEvent(deps, { type: 'refresh', userId: user.id, email: user.email, ip });
    return pair;
  }

  return {
    verifyAccess,
    refresh,

    async verifyJwt(token: string): Promise<VerifyJwtResponse> {
      const user = await verifyAccess(token);
      const record = await findUserById(deps.db, user.id);
      if (!record) throw new AppError('UNAUTHENTICATED');
      return { content: { user: sessionUser(record) } };
    },

    /** Ends the caller's session: its access token and every refresh token of it stop working. */
    async signout(user: AuthUser, email: string, ip: string): Promise<void> {
      if (email !== user.email) throw new AppError('FORBIDDEN');
      await revokeSession(deps.db, user.sessionId);
      deps.sessionCache.forget({ sessionId: user.sessionId });
      await recordEvent(deps, { type: 'signout', userId: user.id, email, ip });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
