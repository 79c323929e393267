import { BOARD_EVENT_NAME, boardEventsQuery } from '@board/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { openStationDay } from '../legs/board-access.ts';
import { signedIn } from '../legs/signed-in.ts';

/** Keeps proxies from closing an idle stream, and re-checks the session that opened it. */
const HEARTBEAT_MS = 15_000;

/**
 * GET /v1/events?station=: the live board. Server-Sent Events telling the open boards of a
 * station which of its days changed; the board then refetches what it shows.
 */
export function eventRoutes(deps: {
  db: Db;
  bus: ChangeBus;
  /** Whether the session behind the request is still open (sign-out ends the stream). */
  stillSignedIn(request: FastifyRequest): Promise<boolean>;
}) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.get('/events', { schema: { querystring: boardEventsQuery } }, async (request, reply) => {
      const { station } = request.query;
      await openStationDay(deps.db, signedIn(request), station, null, new Date());

      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      out.write(': open\n\n');
      const unsubscribe = deps.bus.subscribe(station, (event) => {
        out.write(`event: ${BOARD_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(async () => {
        if (await deps.stillSignedIn(request)) out.write(': heartbeat\n\n');
        else out.end();
      }, HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.raw.on('close', close);
      out.on('close', close);
    });
  };
}
