import { timingSafeEqual } from 'node:crypto';
import { type FeedBatchResult, feedBatchRequest, feedBatchResponse } from '@board/domain';
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
 * The integration endpoints' key, checked on every call of the scope, an unknown path included.
 * It is their own: the web client's gateway keys ship inside the browser bundle and so cannot
 * guard writes from outside systems.
 */
export function requireFeedKey(scope: FastifyInstance, feedKey: string): void {
  scope.addHook('onRequest', async (request) => {
    if (!sameKey(request.headers[FEED_KEY_HEADER], feedKey)) throw new AppError('API_KEY_INVALID');
  });
}

/** What the operations feed reports to the process's figures. */
interface FeedObserver {
  feedBatch(result: FeedBatchResult): void;
}

/** The operations feed's endpoint (JSON legs), in the integration scope. */
export function feedRoutes(feed: FeedService, observe: FeedObserver) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/legs',
      {
        schema: { body: feedBatchRequest, response: { 200: feedBatchResponse } },
        bodyLimit: FEED_BODY_LIMIT,
      },
      async (request) => {
        const result = await feed.ingest(request.body.legs);
        observe.feedBatch(result);
        return { data: result };
      },
    );
  };
}
