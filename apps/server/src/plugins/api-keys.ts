import { timingSafeEqual } from 'node:crypto';
import { API_KEY_HEADER, SUBSCRIPTION_KEY_HEADER } from '@board/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

function same(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Both APIs answer only callers that present the configured API and subscription keys. */
export function requireApiKeys(
  app: FastifyInstance,
  keys: { apiKey: string; subscriptionKey: string },
): void {
  app.addHook('onRequest', async (request) => {
    if (
      !same(request.headers[API_KEY_HEADER], keys.apiKey) ||
      !same(request.headers[SUBSCRIPTION_KEY_HEADER], keys.subscriptionKey)
    ) {
      throw new AppError('API_KEY_INVALID');
    }
  });
}
