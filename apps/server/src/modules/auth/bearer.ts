import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from './auth-user.ts';
import type { SessionService } from './session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

const bearerChecks = new WeakMap<FastifyRequest, Promise<AuthUser>>();

/**
 * The user the call's Bearer token names, verified once per call however many hooks ask (the rate
 * limits decide who pays with it, the Bearer hook then admits with it); undefined without a token.
 */
export function bearerUser(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<AuthUser> | undefined {
  const token = bearerToken(request);
  if (!token) return undefined;
  let check = bearerChecks.get(request);
  if (!check) {
    check = sessions.verifyAccess(token);
    // Whoever awaits it sees the refusal; an unawaited copy must not be an unhandled rejection.
    check.catch(() => {});
    bearerChecks.set(request, check);
  }
  return check;
}

/**
 * Every call in this scope needs a valid access token of an open session, else 401. Checked on
 * request, before the body or query is validated, so an anonymous caller learns nothing more.
 */
export function requireBearer(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (request) => {
    const check = bearerUser(request, sessions);
    if (!check) throw new AppError('UNAUTHENTICATED');
    request.authUser = await check;
  });
}

/**
 * Section 6: an account without a role sees nothing, not even catalogues or its own preferences.
 * Its session stays open (the /auth calls still answer) so the client can say what is missing.
 */
export function requireRole(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.authUser && request.authUser.role === null) throw new AppError('NO_ROLE');
  });
}

/** The user of a /v1 call; the Bearer hook has set it before any route runs. */
export function signedIn(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError('UNAUTHENTICATED');
  return request.authUser;
}

/** The caller may read and write only their own registration preferences. */
export function requireOwnEmail(user: AuthUser, email: string | undefined): void {
  if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('FORBIDDEN');
  }
}
