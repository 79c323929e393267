import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSafeAnswer, type FuzzAnswer, send } from '../helpers/fuzz-answers.ts';
import { createFuzzFixture, type FuzzFixture, type RouteKey } from '../helpers/fuzz-fixture.ts';
import { bodiesFor, type FuzzBody, payloadOf, textBodiesFor } from '../helpers/fuzz-mutations.ts';
import { queriesFor } from '../helpers/fuzz-queries.ts';
import { ROUTE_SAMPLES, type RouteSample } from '../helpers/fuzz-samples.ts';
import { hostileQueryText } from '../helpers/hostile-values.ts';
import { percentEncode } from '../helpers/json-text.ts';
import { FEED_KEY, KEY_HEADERS } from '../helpers/test-app.ts';

/**
 * No input gets a 5xx or shows the server's insides, on any route the application declares:
 * each gets a few hundred generated requests (broken copies of a valid one, arbitrary JSON,
 * hostile query strings), sent as signed-in users of several roles so they reach validation and
 * the services behind it. fast-check picks a new seed each run and prints it with a failure.
 */

/** Generated requests per route and per database, after its valid request from each caller. */
const RUNS = 250;
/** Sign-in runs argon2 and the sign-in throttle on each well-formed attempt: fewer of them. */
const RUNS_OF: Record<string, number> = { 'POST /auth/authenticate': 100 };

const ROUTES = Object.keys(ROUTE_SAMPLES);
/**
 * A generated request can take a station's board away (LIM's, whose lists the other routes'
 * valid requests read), and every caller would be refused from then on: the boards are put back
 * as they were once the route's runs are over.
 */
const CHANGES_BOARDS = 'POST /v1/station/board';
const API_PATH = /^[A-Z]+ \/(auth|v1|integration)\//;

let fixture: FuzzFixture;
beforeAll(async () => {
  fixture = await createFuzzFixture();
});
afterAll(() => fixture.ctx.close());

interface FuzzRequest {
  path: string;
  query: string;
  body: FuzzBody | undefined;
  token: string;
}

/** The headers a caller of that API sends; /v1 callers take turns among the signed-in roles. */
function headersFor(request: FuzzRequest): Record<string, string> {
  const { path, token, body } = request;
  const type: Record<string, string> = body ? { 'content-type': body.contentType } : {};
  if (path.startsWith('/integration/')) return { 'x-feed-key': FEED_KEY, ...type };
  const bearer = path.startsWith('/auth/') ? fixture.authToken : token;
  return { ...KEY_HEADERS, authorization: `Bearer ${bearer}`, ...type };
}

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '');

const encodedParams = (sample: RouteSample): Record<string, string> =>
  Object.fromEntries(Object.entries(sample.params ?? {}).map(([k, v]) => [k, percentEncode(v)]));

/** The path with each parameter filled with its valid value or hostile text. */
function pathsFor(path: string, sample: RouteSample): fc.Arbitrary<string> {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const valid = encodedParams(sample);
  return fc
    .tuple(...names.map(() => fc.option(hostileQueryText)))
    .map((values) =>
      fill(
        path,
        Object.fromEntries(names.map((name, i) => [name, values[i] ?? valid[name] ?? ''])),
      ),
    );
}

function requestsFor(
  route: string,
  sample: RouteSample,
  accepted: string[],
): fc.Arbitrary<FuzzRequest> {
  const [method, path = ''] = route.split(' ');
  const isGet = method === 'GET';
  return fc.record({
    path: pathsFor(path, sample),
    query: isGet ? queriesFor(sample.query ?? {}) : queriesFor({}),
    body: isGet
      ? fc.constant(undefined)
      : sample.text !== undefined
        ? textBodiesFor(sample.text)
        : bodiesFor(sample.body),
    // Mostly callers the route accepts, so that requests get past permissions to the service.
    token: fc.oneof(
      { arbitrary: fc.constantFrom(...accepted), weight: 3 },
      { arbitrary: fc.constantFrom(...fixture.tokens), weight: 1 },
    ),
  });
}

/** The route's valid request, from a caller still to choose. */
function validRequestOf(route: string, sample: RouteSample): Omit<FuzzRequest, 'token'> {
  const [method, path = ''] = route.split(' ');
  const query = Object.entries(sample.query ?? {})
    .map(([k, v]) => `${k}=${percentEncode(v)}`)
    .join('&');
  return {
    path: fill(path, encodedParams(sample)),
    query: query ? `?${query}` : '',
    body:
      method === 'GET'
        ? undefined
        : sample.text !== undefined
          ? { content: sample.text, raw: true, contentType: 'text/plain' }
          : { content: sample.body, raw: false, contentType: 'application/json' },
  };
}

/** Sends a request, slots filled with what is stored now, and checks whatever comes back. */
async function sendChecked(method: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const payload = request.body && payloadOf(request.body, await fixture.slots());
  const url = `${request.path}${request.query}`;
  const answer = await send(fixture.ctx.app, {
    method: method as 'GET' | 'POST',
    url,
    headers: headersFor(request),
    ...(payload !== undefined && { payload }),
  });
  expectSafeAnswer(`${method} ${url} ${payload?.slice(0, 300) ?? ''}`, answer);
  return answer;
}

describe('hostile input on every route', () => {
  it('has a valid request of every route of both APIs and the feed', () => {
    // Files of the built client are served by @fastify/static, one route each: not an API.
    const apiRoutes = fixture.routes.filter((route) => API_PATH.test(route));
    expect(apiRoutes.filter((route) => !ROUTE_SAMPLES[route])).toEqual([]);
    expect(ROUTES.filter((route) => !fixture.routes.includes(route as RouteKey))).toEqual([]);
  });

  it.each(ROUTES)(
    '%s never answers 5xx nor shows internals',
    async (route) => {
      const sample = ROUTE_SAMPLES[route]?.(fixture.refs) ?? {};
      const [method = ''] = route.split(' ');
      // The valid request from every caller: someone must be accepted, or mutations of it test
      // nothing but the first check they meet.
      const valid = validRequestOf(route, sample);
      const accepted: string[] = [];
      for (const token of fixture.tokens) {
        const answer = await sendChecked(method, { ...valid, token });
        if (answer.status < 300) accepted.push(token);
      }
      expect(accepted, `${route} refused its valid request to every caller`).not.toEqual([]);
      const putBoardsBack = route === CHANGES_BOARDS ? await fixture.keepBoards() : null;
      await fc.assert(
        fc.asyncProperty(requestsFor(route, sample, accepted), async (request) => {
          await sendChecked(method, request);
        }),
        { numRuns: RUNS_OF[route] ?? RUNS },
      );
      await putBoardsBack?.();
    },
    120_000,
  );
});
