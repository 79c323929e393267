import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const WINDOW_MS = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts the call against its key; past the budget, 429 with the seconds until the window ends. */
async function spend(limiter: Limiter, request: FastifyRequest): Promise<void> {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) {
    throw new AppError('RATE_LIMITED', {
      params: { retryAfterSeconds: Math.max(1, result.ttlInSeconds) },
    });
  }
}

/**
 * Budgets of calls a minute, kept in this process's memory (@fastify/rate-limit's store, itself
 * bounded): one per client address, spent by every call before anything else is checked, and one
 * per signed-in user, spent once the Bearer token names them. Sign-in failures have their own
 * stricter throttle (auth/login-failures).
 */
export async function createRateLimits(
  app: FastifyInstance,
  limits: { perAddress: number; perUser: number },
) {
  await app.register(rateLimit, { global: false });
  // The default key: the client address (X-Forwarded-For behind a trusted proxy), IPv6 by /64.
  const byAddress = app.createRateLimit({ max: limits.perAddress, timeWindow: WINDOW_MS });
  const byUser = app.createRateLimit({
    max: limits.perUser,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => request.authUser?.id ?? '',
  });
  return {
    /** Every call of `scope` spends its address's budget; install before any other check. */
    byAddress(scope: FastifyInstance): void {
      scope.addHook('onRequest', (request) => spend(byAddress, request));
    },
    /** Every signed-in call of `scope` spends its user's budget; install after the Bearer check. */
    byUser(scope: FastifyInstance): void {
      scope.addHook('onRequest', async (request) => {
        if (request.authUser) await spend(byUser, request);
      });
    },
  };
}
