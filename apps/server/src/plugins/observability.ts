import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import type { Database } from '../db/client.ts';
import { pendingMigrations } from '../db/migration-state.ts';
import { AppError } from '../lib/app-error.ts';
import { READINESS_SCHEMA } from '../lib/health-answers.ts';
import { loggedError } from '../lib/logged-error.ts';
import type { Metrics } from '../lib/metrics.ts';

/** What a caller may name its call by: a proxy's or a client's id, short and plain. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The call's id: the caller's own when it is a sane one, else a new one. */
export function requestIdOf(request: RawRequestDefaultExpression): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** A URL as logged: the value of a `token` parameter (a password-reset link) never is. */
export function loggedUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[hidden]');
}

/**
 * The logger's settings: JSON lines, each call with its id. A call is logged by method, path and
 * addresses, never its headers or body, so keys, tokens and passwords stay out of the log; an
 * error without the values a failed query was sent, so personal data stays out too.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    serializers: {
      err: loggedError,
      req: (request) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${expected}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Every answer carries its call's id (`x-request-id`) and is counted by route pattern; `/metrics`
 * shows the figures to a holder of METRICS_TOKEN (404 when none is set), `/readyz` says whether
 * the database answers and has every migration.
 */
export function observe(
  app: FastifyInstance,
  opts: { metrics: Metrics; metricsToken?: string; basePath: string; database: Database },
): void {
  const { metrics, metricsToken, basePath, database } = opts;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // An unknown path is counted as one route, so that scans cannot grow the figures.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(
    `${basePath}metrics`,
    { config: { produces: metrics.contentType } },
    async (request, reply) => {
      if (!metricsToken) throw new AppError('NOT_FOUND');
      if (!sameToken(request.headers.authorization, metricsToken)) {
        throw new AppError('UNAUTHENTICATED');
      }
      reply.header('content-type', metrics.contentType);
      return metrics.text();
    },
  );

  app.get(`${basePath}readyz`, { schema: READINESS_SCHEMA }, async (_request, reply) => {
    try {
      await database.ping();
      const pending = await pendingMigrations(database.db);
      if (pending > 0) return reply.status(503).send({ status: 'migrating', pending });
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
}
