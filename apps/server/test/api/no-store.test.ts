import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, FEED_KEY, KEY_HEADERS, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let token = '';
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  token = (await ctx.login('cta.lim@example.com', 'lima2026')).access_token;
});
afterAll(() => ctx.close());

const day = { day: TODAY, station: 'LIM' };

describe('answers of the APIs', () => {
  it.each<[string, () => Promise<LightMyRequestResponse>, number]>([
    [
      'a sign-in',
      () =>
        ctx.post('/auth/authenticate', { username: 'cta.lim@example.com', password: 'lima2026' }),
      200,
    ],
    [
      'a refused sign-in',
      () =>
        ctx.post('/auth/authenticate', { username: 'cta.lim@example.com', password: 'mala-clave' }),
      401,
    ],
    ['a forgot request', () => ctx.post('/auth/forgot', { email: 'nobody@example.com' }), 200],
    ['a bad body', () => ctx.post('/auth/replace-password', { token: 't', password: '1234' }), 400],
    [
      'a call without keys',
      () => ctx.app.inject({ method: 'POST', url: '/auth/forgot', payload: {} }),
      401,
    ],
    ['an unknown auth path', () => ctx.post('/auth/nothing-here', {}), 404],
    ['a station list', () => ctx.get('/v1/station/list-all', { token }), 200],
    ['a board list', () => ctx.post('/v1/leg/list-extend', day, { token }), 200],
    [
      'a compressed board list',
      () => ctx.post('/v1/leg/list-delays', day, { token, headers: { 'accept-encoding': 'gzip' } }),
      200,
    ],
    ['a call without a token', () => ctx.get('/v1/station/list-all'), 401],
    ['an unknown board path', () => ctx.get('/v1/nothing-here', { token }), 404],
    ['a feed batch', () => ctx.feed([departureItem()]), 200],
    [
      'a feed call with no key',
      () => ctx.app.inject({ method: 'POST', url: '/integration/v1/legs', payload: { legs: [] } }),
      401,
    ],
    [
      'an unknown feed path',
      () =>
        ctx.app.inject({
          method: 'GET',
          url: '/integration/v1/nothing-here',
          headers: { 'x-feed-key': FEED_KEY },
        }),
      404,
    ],
  ])('are never kept by a browser or a proxy: %s', async (_, call, status) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('include the live stream, which writes its own head', async () => {
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${url}/v1/events?station=LIM`, {
      headers: { ...KEY_HEADERS, authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^no-store\b/);
    controller.abort();
  });
});
