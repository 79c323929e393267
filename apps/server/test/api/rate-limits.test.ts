import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, FEED_KEY, type TestContext } from '../helpers/test-app.ts';

const PER_ADDRESS = 6;
const PER_USER = 4;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    now: () => NOW,
    env: { RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS), RATE_LIMIT_PER_USER: String(PER_USER) },
  });
});
afterAll(() => ctx.close());

/** A new client address for every call, so only the user's budget is spent. */
let addresses = 0;
const freshAddress = () => `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const login = async (email: string, password: string) => {
  const res = await ctx.post(
    '/auth/authenticate',
    { username: email, password },
    { ip: freshAddress() },
  );
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
};
const board = (token: string | undefined, ip: string, station = 'LIM') =>
  ctx.post('/v1/leg/list-extend', { day: TODAY, station }, { token, ip });

function expectThrottled(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  const error = errorOf(res);
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toBe(
    `Demasiadas solicitudes en poco tiempo. Intente nuevamente en ${seconds} segundos.`,
  );
}

describe('rate limits', () => {
  it('hold a signed-in user to their budget from any address, and no one else', async () => {
    const generic = await login('generic@example.com', 'generic2026');
    for (let i = 0; i < PER_USER; i++) {
      expect((await board(generic, freshAddress())).statusCode).toBe(200);
    }
    const shared = freshAddress();
    expectThrottled(await board(generic, shared));
    expectThrottled(await board(generic, freshAddress()));
    // Another user behind the very same address is served.
    const cta = await login('cta.lim@example.com', 'lima2026');
    expect((await board(cta, shared)).statusCode).toBe(200);
  });

  it('hold an address to its budget for every call without a verified token, and no other', async () => {
    const ip = freshAddress();
    const anonymous = () => ctx.post('/auth/verify-jwt', { token: 'not-a-token' }, { ip });
    const forged = () => board('forged.token.value', ip);
    const spent = [await anonymous(), await forged(), await board(undefined, ip)];
    expect(spent.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    // A token whose session has ended verifies no more: it pays like any anonymous call.
    const closed = await login('cta.scl@example.com', 'santiago2026');
    const signout = await ctx.post(
      '/auth/signout',
      { email: 'cta.scl@example.com' },
      { token: closed, ip: freshAddress() },
    );
    expect(signout.statusCode).toBe(200);
    expect((await board(closed, ip)).statusCode).toBe(401);
    for (let i = spent.length + 1; i < PER_ADDRESS; i++) await anonymous();
    expectThrottled(await anonymous());
    expectThrottled(await forged());
    expectThrottled(await board(closed, ip));
    expectThrottled(await board(undefined, ip));
    expect((await board(undefined, freshAddress())).statusCode).toBe(401);
  });

  it("serve a signed-in user whose station's shared address is flooded", async () => {
    const shared = freshAddress();
    const flood = () => board(undefined, shared);
    for (let i = 0; i < PER_ADDRESS; i++) expect((await flood()).statusCode).toBe(401);
    expectThrottled(await flood());
    const cta = await login('cta.bog@example.com', 'bogota2026');
    for (let i = 0; i < PER_USER; i++) {
      expect((await board(cta, shared, 'BOG')).statusCode).toBe(200);
      expectThrottled(await flood());
    }
    expectThrottled(await board(cta, shared, 'BOG'));
  });

  it("count no refused call: a user held to their budget spends none of the address's", async () => {
    const shared = freshAddress();
    const duty = await login('duty@example.com', 'duty2026');
    for (let i = 0; i < PER_USER; i++) expect((await board(duty, shared)).statusCode).toBe(200);
    for (let i = 0; i < PER_ADDRESS; i++) expectThrottled(await board(duty, shared));
    // The address has paid for none of those: a colleague signing in there is served in full.
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await board(undefined, shared)).statusCode).toBe(401);
    }
    expectThrottled(await board(undefined, shared));
  });

  it('hold the operations feed to its address budget', async () => {
    const ip = freshAddress();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/integration/v1/legs',
        remoteAddress: ip,
        headers: { 'x-feed-key': FEED_KEY },
        payload: { legs: [departureItem()] },
      });
    for (let i = 0; i < PER_ADDRESS; i++) expect((await send()).statusCode).toBe(200);
    expectThrottled(await send());
  });
});
