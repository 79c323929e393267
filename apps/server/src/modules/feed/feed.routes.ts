import { timingSafeEqual } from 'node:crypto';
import {
  type FeedBatchResult,
  feedBatchRequest,
  feedBatchResponse,
  MOVEMENT_TEXT_MAX,
  movementBatchResponse,
  movementTextBody,
} from '@board/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { MEDIA } from '../../lib/openapi/route-media.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import type { MovementService } from '../movements/movements.service.ts';
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

/** What the integration endpoints report to the process's figures. */
interface FeedObserver {
  feedBatch(result: FeedBatchResult): void;
  movements(outcome: string, count: number): void;
}

/** The integration endpoints: the operations feed (JSON legs) and IATA movement messages (text). */
export function feedRoutes(feed: FeedService, movements: MovementService, observe: FeedObserver) {
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
    // Movement messages are text, as Type B traffic is: only this route reads a text body.
    await scope.register(async (textScope) => {
      textScope.addContentTypeParser(
        'text/plain',
        { parseAs: 'string', bodyLimit: MOVEMENT_TEXT_MAX * 4 },
        (_request, body, done) => done(null, body),
      );
      textScope.withTypeProvider<ZodTypeProvider>().post(
        '/mvt',
        {
          schema: { body: movementTextBody, response: { 200: movementBatchResponse } },
          config: { consumes: MEDIA.text },
        },
        async (request) => {
          const messages = await movements.receive(request.body);
          // One count per outcome: a call of thousands of messages adds no long stretch here.
          const counts = new Map<string, number>();
          for (const { outcome } of messages) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
          for (const [outcome, count] of counts) observe.movements(outcome, count);
          return { data: { messages } };
        },
      );
    });
  };
}
