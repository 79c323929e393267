import type { FastifyInstance } from 'fastify';
import { CACHE_CONTROL } from '../lib/cache-control.ts';

/**
 * Every answer under the API paths says no-store, whoever makes it: a route, the error handler,
 * a refused key, a rate limit or an unknown path. Added on the root before anything is
 * registered, so no scope can miss it. A stream that writes its own head (the live board) says
 * so itself.
 */
export function noStoreUnder(app: FastifyInstance, prefixes: readonly string[]): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (prefixes.some((p) => request.url.startsWith(p))) {
      reply.header('cache-control', CACHE_CONTROL.none);
    }
    done(null, payload);
  });
}
