import {
  movementActionRequest,
  movementActionResponse,
  movementCorrectRequest,
  movementListQuery,
  movementListResponse,
  movementTextQuery,
  movementTextResponse,
} from '@board/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { signedIn } from '../auth/index.ts';
import type { MovementService } from './movements.service.ts';

/**
 * DUTY's queue of refused movement messages (list, retry once the cause is fixed, correct the
 * text and apply it, discard), and
 * the message a station sends for a leg.
 */
export function movementRoutes(movements: MovementService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/movement/list',
      { schema: { querystring: movementListQuery, response: { 200: movementListResponse } } },
      async (request) => ({
        data: { messages: await movements.list(signedIn(request), request.query.outcome) },
      }),
    );

    app.post(
      '/movement/retry',
      { schema: { body: movementActionRequest, response: { 200: movementActionResponse } } },
      async (request) => ({
        data: await movements.retry(signedIn(request), request.body.id),
      }),
    );

    app.post(
      '/movement/correct',
      { schema: { body: movementCorrectRequest, response: { 200: movementActionResponse } } },
      async (request) => ({
        data: await movements.correct(signedIn(request), request.body.id, request.body.text),
      }),
    );

    app.get(
      '/movement/text',
      { schema: { querystring: movementTextQuery, response: { 200: movementTextResponse } } },
      async (request) => ({
        data: await movements.textOf(signedIn(request), request.query._id, request.query.side),
      }),
    );

    app.post(
      '/movement/discard',
      { schema: { body: movementActionRequest, response: { 200: movementActionResponse } } },
      async (request) => ({
        data: await movements.discard(signedIn(request), request.body.id),
      }),
    );
  };
}
