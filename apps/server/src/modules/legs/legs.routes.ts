import {
  BOARD_CHANGE_HEADER,
  legListExtendRequest,
  legListOvernightsRequest,
  legListRequest,
  legListResponse,
  overnightListResponse,
  turnaroundListResponse,
} from '@board/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, COMPRESS_FROM_BYTES } from '../../lib/answer-encoding.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { signedIn } from '../auth/index.ts';
import type { PreparedAnswer } from './answer-cache.ts';
import type { LegsService } from './legs.service.ts';

/**
 * Sends a prepared answer compressed in the encoding the client prefers, brotli before gzip (a
 * hub day is megabytes of JSON, a twentieth of that in gzip and a fortieth in brotli); as it is to the others and when it
 * is small. The scope's compression (plugins/compress-answers.ts) leaves an encoded answer alone.
 */
async function send(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (answer.json.length >= COMPRESS_FROM_BYTES && encoding) {
    return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
  }
  return reply.send(answer.json);
}

/** The last change the board heard of on its live stream, if it names one. */
function heardChange(request: FastifyRequest): string | undefined {
  const named = request.headers[BOARD_CHANGE_HEADER];
  return typeof named === 'string' && named !== '' ? named : undefined;
}

/**
 * The lists' answers are declared like every other, but they are sent as the prepared bytes of
 * the answer cache: those are written row by row with each row's contract (station-day.ts).
 */
export function legRoutes(legs: LegsService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/leg/list',
      { schema: { body: legListRequest, response: { 200: legListResponse } } },
      async (request, reply) =>
        send(
          request,
          reply,
          await legs.list(signedIn(request), request.body, heardChange(request)),
        ),
    );
    app.post(
      '/leg/list-extend',
      { schema: { body: legListExtendRequest, response: { 200: turnaroundListResponse } } },
      async (request, reply) =>
        send(
          request,
          reply,
          await legs.listExtend(signedIn(request), request.body, heardChange(request)),
        ),
    );
    app.post(
      '/leg/list-delays',
      { schema: { body: legListExtendRequest, response: { 200: legListResponse } } },
      async (request, reply) =>
        send(
          request,
          reply,
          await legs.listDelays(signedIn(request), request.body, heardChange(request)),
        ),
    );
    app.post(
      '/leg/list-overnights',
      { schema: { body: legListOvernightsRequest, response: { 200: overnightListResponse } } },
      async (request, reply) =>
        send(
          request,
          reply,
          await legs.listOvernights(signedIn(request), request.body, heardChange(request)),
        ),
    );
  };
}
