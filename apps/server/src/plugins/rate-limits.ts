import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { SessionService } from '../modules/auth/index.ts';
import { bearerUser } from '../modules/auth/index.ts';

const WINDOW_MS = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function refuse(ttlInSeconds: number): never {
  throw new AppError('RATE_LIMITED', {
    params: { retryAfterSeconds: Math.max(1, ttlInSeconds) },
  });
}

/**
 * Counts the call against its key; past the budget, 429 with the seconds until the window ends.
 * The budget is read before it is spent, so a refused call is not counted: a client that keeps
 * calling while refused does not lengthen its own or anyone's wait.
 */
async function spend(limiter: Limiter, request: FastifyRequest): Promise<void> {
  // `isAllowed` is true only for an allow-list, which these budgets do not have.
  const before = await limiter(request, { increment: false });
  if (!before.isAllowed && before.remaining === 0) refuse(before.ttlInSeconds);
  const after = await limiter(request);
  // Only calls that raced past the reading above land here; they were counted, and refused.
  if (!after.isAllowed && after.isExceeded) refuse(after.ttlInSeconds);
}

/**
 * Budgets of calls a minute, kept in this process's memory (@fastify/rate-limit's store, itself
 * bounded). A call whose Bearer token verifies spends its user's budget, wherever it comes from;
 * any other call (no token, a forged, expired or closed one, the feed) spends its client address's
 * budget. The people of a station share one public address, so one busy or misbehaving client
 * there must not refuse a signed-in colleague. Sign-in failures have their own stricter throttle
 * (auth/login-failures).
 */
export async function createRateLimits(
  app: FastifyInstance,
  limits: { perAddress: number; perUser: number },
) {
  await app.register(rateLimit, { global: false });
  // The default key: the client address (X-Forwarded-For behind a trusted proxy), IPv6 by /64.
  const byAddress = app.createRateLimit({ max: limits.perAddress, timeWindow: WINDOW_MS });
  const payingUser = new WeakMap<FastifyRequest, string>();
  const byUser = app.createRateLimit({
    max: limits.perUser,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => payingUser.get(request) ?? '',
  });
  return {
    /** Every call of `scope` spends its address's budget; install before any other check. */
    byAddress(scope: FastifyInstance): void {
      scope.addHook('onRequest', (request) => spend(byAddress, request));
    },
    /**
     * Every call of `scope` spends its user's budget when its Bearer token verifies, else its
     * address's budget; install before any other check. The verification is the one the Bearer
     * hook uses after it, done once.
     */
    byCaller(scope: FastifyInstance, sessions: SessionService): void {
      scope.addHook('onRequest', async (request) => {
        const user = await bearerUser(request, sessions)?.catch(() => null);
        if (!user) return spend(byAddress, request);
        payingUser.set(request, user.id);
        return spend(byUser, request);
      });
    },
  };
}
