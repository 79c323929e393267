import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { contextWithRoutes, type RouteKey } from '../helpers/fuzz-fixture.ts';
import { KEY_HEADERS, type TestContext } from '../helpers/test-app.ts';

/** Section 6: an account without a role sees nothing, whatever it asks and however it asks it. */

let ctx: TestContext;
let routes: RouteKey[];
let token: string;
beforeAll(async () => {
  ({ ctx, routes } = await contextWithRoutes());
  token = (await ctx.login('norole@example.com', 'norole2026')).access_token;
});
afterAll(() => ctx.close());

const businessRoutes = () => routes.filter((route) => route.split(' ')[1]?.startsWith('/v1/'));

describe('an account without a role', () => {
  it('is refused every call of the business API with 403 NO_ROLE', async () => {
    expect(businessRoutes().length).toBeGreaterThan(25);
    for (const route of businessRoutes()) {
      const [method = '', path = ''] = route.split(' ');
      const url = path.replace(/:(\w+)/g, 'x');
      const res = await ctx.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: {
          ...KEY_HEADERS,
          authorization: `Bearer ${token}`,
          ...(method === 'POST' && { 'content-type': 'application/json' }),
        },
        ...(method === 'POST' && { payload: '{}' }),
      });
      expect({ route, status: res.statusCode, code: errorOf(res).code }).toEqual({
        route,
        status: 403,
        code: 'NO_ROLE',
      });
      expect(errorOf(res).message).toBe(
        'Su cuenta no tiene un rol asignado. Pida a un supervisor (DUTY) de su estación que le asigne uno.',
      );
    }
  });

  it('reads nothing a role would show: stations, delay codes, its own registrations', async () => {
    const calls = [
      ctx.get('/v1/station/list-all', { token }),
      ctx.get('/v1/station/list-allowed?country=PE', { token }),
      ctx.get('/v1/delaycode', { token }),
      ctx.post('/v1/delaycode/download', undefined, { token }),
      ctx.post('/v1/registration', { email: 'norole@example.com' }, { token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toMatch(/LIM|AZC|Lima/);
    }
  });

  it('keeps its session: the client can still ask who it is, and sign out', async () => {
    const who = await ctx.post('/auth/verify-jwt', { token });
    expect(who.statusCode).toBe(200);
    expect(who.json().content.user).toMatchObject({ email: 'norole@example.com', role: null });
    const out = await ctx.post('/auth/signout', { email: 'norole@example.com' }, { token });
    expect(out.statusCode).toBe(200);
    expect((await ctx.get('/v1/delaycode', { token })).statusCode).toBe(401);
  });
});
