import { MOVEMENT_TEXT_MAX, movementBatchResponse, movementTextBody } from '@board/domain';
import type { FastifyInstance } from 'fastify';
import { MEDIA } from '../../lib/openapi/route-media.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import type { MovementService } from './movements.service.ts';

/** What the movement messages' endpoint reports to the process's figures. */
interface MovementObserver {
  movements(outcome: string, count: number): void;
}

/**
 * IATA movement messages from an airline's operations system, in the integration scope beside
 * the operations feed (and under its key).
 */
export function movementFeedRoutes(movements: MovementService, observe: MovementObserver) {
  // Movement messages are text, as Type B traffic is: only this route reads a text body.
  return async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: MOVEMENT_TEXT_MAX * 4 },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
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
  };
}
