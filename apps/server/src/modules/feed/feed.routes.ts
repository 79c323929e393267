import { timingSafeEqual } from 'node:crypto';
import { feedBatchRequest } from '@board/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import type { FeedService } from './feed.service.ts';

export const FEED_KEY_HEADER = 'x-feed-key';
/** A batch of 5,000 full items stays well under this. */
const FEED_BODY_LIMIT = 20 * 1024 * 1024;

function sameKey(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The integration endpoint of the operations feed. Its key is its own: the web client's gateway
 * keys ship inside the browser bundle and so cannot guard writes from outside systems.
 */
export function feedRoutes(feed: FeedService, feedKey: string) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request) => {
      if (!sameKey(request.headers[FEED_KEY_HEADER], feedKey))
        throw new AppError('API_KEY_INVALID');
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/legs',
      { schema: { body: feedBatchRequest }, bodyLimit: FEED_BODY_LIMIT },
      async (request) => ({ data: await feed.ingest(request.body.legs) }),
    );
  };
}
