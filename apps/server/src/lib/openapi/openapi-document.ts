import { errorResponse } from '@board/domain';
import type { RouteOptions } from 'fastify';
import { jsonSchemaOf, parametersOf } from './json-schema.ts';
import { MEDIA } from './route-media.ts';

type Group = 'auth' | 'v1' | 'integration' | 'metrics' | 'health' | 'plans';

const SECURITY: Record<Group, Record<string, string[]>[]> = {
  auth: [{ apiKey: [], subscriptionKey: [] }],
  v1: [{ apiKey: [], subscriptionKey: [], bearer: [] }],
  integration: [{ feedKey: [] }],
  metrics: [{ metricsToken: [] }],
  health: [],
  plans: [],
};

/** The failures each group's calls can answer, beside their own. */
const FAILURES: Record<Group, string[]> = {
  auth: ['400', '401', '429', '503'],
  v1: ['400', '401', '403', '404', '409', '429', '503'],
  integration: ['400', '401', '429', '503'],
  metrics: ['401', '404'],
  health: [],
  plans: ['404'],
};

const FAILURE_TEXT: Record<string, string> = {
  '400': 'Bad input: the body, query or a rule of the call; `fields` names each problem.',
  '401': 'Missing or wrong keys, or no valid session.',
  '403': 'The role or the station scope does not allow it (`NO_ROLE`, `FORBIDDEN`).',
  '404': 'No such record or path.',
  '409': 'The record changed since it was read (`VERSION_CONFLICT`, with `current`).',
  '429': 'Rate limit; `Retry-After` says when to try again.',
  '503': 'The database is away for a moment; `Retry-After` says when to try again.',
};

const MVT_EXAMPLE = 'MVT\nLA2000/23.CCAZC.LIM\nAD0502/0510 EA0650 CUZ\nDL93/0012\n';

function groupOf(url: string, basePath: string): Group | null {
  const path = url.slice(basePath.length);
  if (path.startsWith('auth/')) return 'auth';
  if (path.startsWith('v1/')) return 'v1';
  if (path.startsWith('integration/v1/')) return 'integration';
  if (path === 'metrics') return 'metrics';
  if (path === 'healthz' || path === 'readyz') return 'health';
  if (path.startsWith('plans/')) return 'plans';
  return null;
}

/** The routes the document describes: the APIs and the operator's calls, not the web app. */
export function documentedRoutes(routes: readonly RouteOptions[], basePath: string) {
  return routes.flatMap((route) => {
    const group = groupOf(route.url, basePath);
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    return group ? methods.map((method) => ({ route, group, method })) : [];
  });
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '503': 'Not ready: the body says why.',
};

/** Every answer the route declares a contract for (200, and the 503 of the health checks). */
function answersOf(route: RouteOptions): Record<string, unknown> {
  const schema = route.schema as { response?: Record<string, unknown> } | undefined;
  const declared = Object.entries(schema?.response ?? {});
  if (declared.length > 0) {
    return Object.fromEntries(
      declared.map(([status, json]) => [
        status,
        {
          description: STATUS_TEXT[status] ?? 'See docs/api.md.',
          content: { 'application/json': { schema: jsonSchemaOf(json, 'output') } },
        },
      ]),
    );
  }
  const { produces, emptyWhenNothingMatches } = route.config ?? {};
  const empty = emptyWhenNothingMatches && {
    '204': { description: 'Nothing matches the filters: no file.' },
  };
  if (!produces) return { '200': { description: 'OK' } };
  // Text (the event stream, the metrics) is read as text; files are bytes.
  const body = produces.startsWith('text/')
    ? { type: 'string' }
    : { type: 'string', format: 'binary' };
  return { '200': { description: 'OK', content: { [produces]: { schema: body } } }, ...empty };
}

/** The keys a call needs: its API's, and the access token where the call alone asks for it. */
function securityOf(route: RouteOptions, group: Group) {
  const security = SECURITY[group];
  if (!route.config?.bearer) return security;
  return security.map((keys) => ({ ...keys, bearer: [] }));
}

function bodyOf(route: RouteOptions) {
  const schema = route.schema as { body?: unknown } | undefined;
  if (!schema?.body) return undefined;
  const consumes = route.config?.consumes ?? 'application/json';
  const content =
    consumes === MEDIA.text
      ? { schema: { type: 'string' }, example: MVT_EXAMPLE }
      : { schema: jsonSchemaOf(schema.body, 'input') };
  return { required: true, content: { [consumes]: content } };
}

function operationOf(route: RouteOptions, group: Group, method: string, basePath: string) {
  const schema = route.schema as
    | { querystring?: unknown; params?: unknown; headers?: unknown }
    | undefined;
  const parameters = [
    ...parametersOf(schema?.querystring, 'query'),
    ...parametersOf(schema?.headers, 'header'),
    ...(route.url.includes(':')
      ? [...route.url.matchAll(/:(\w+)/g)].map((match) => ({
          name: match[1],
          in: 'path',
          required: true,
          schema: { type: 'string' },
        }))
      : []),
  ];
  const area = route.url
    .slice(basePath.length)
    .split('/')
    .slice(group === 'v1' ? 1 : 0, 2)[0];
  const responses: Record<string, unknown> = answersOf(route);
  for (const status of FAILURES[group])
    responses[status] ??= { $ref: `#/components/responses/${status}` };
  return {
    operationId: `${method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(\w?)/g, (_m, c: string) => c.toUpperCase())}`,
    tags: [group === 'v1' ? `v1 ${area}` : group],
    security: securityOf(route, group),
    ...(parameters.length > 0 && { parameters }),
    ...(bodyOf(route) && { requestBody: bodyOf(route) }),
    responses,
  };
}

/**
 * The OpenAPI 3.1 description of every API route, built from the routes as registered and the
 * zod contracts they validate and answer with: nothing in it is written by hand per route.
 */
export function openApiDocument(
  routes: readonly RouteOptions[],
  options: { basePath: string; version: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { route, group, method } of documentedRoutes(routes, options.basePath)) {
    const path = openApiPath(route.url);
    paths[path] = {
      ...paths[path],
      [method.toLowerCase()]: operationOf(route, group, method, options.basePath),
    };
  }
  const errorSchema = { $ref: '#/components/schemas/Error' };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tablero de operaciones',
      version: options.version,
      description:
        'The ground-operations board: sign-in (/auth), the board (/v1), the operations feed and IATA movement messages (/integration/v1), and the operator calls. See docs/api.md for the rules of each call.',
    },
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorResponse, 'output') },
      responses: Object.fromEntries(
        Object.entries(FAILURE_TEXT).map(([status, description]) => [
          status,
          { description, content: { 'application/json': { schema: errorSchema } } },
        ]),
      ),
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        subscriptionKey: { type: 'apiKey', in: 'header', name: 'ocp-apim-subscription-key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        feedKey: { type: 'apiKey', in: 'header', name: 'x-feed-key' },
        metricsToken: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
