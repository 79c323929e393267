import { API_KEY_HEADER, SUBSCRIPTION_KEY_HEADER } from '@board/domain';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions } from '../../src/db/schema.ts';
import { errorOf, eventsOf, sleep } from '../helpers/api.ts';
import { createTestContext, KEY_HEADERS, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.login('generic@example.com', 'generic2026')).access_token;
});
afterAll(() => ctx.close());

const API_KEY = KEY_HEADERS[API_KEY_HEADER];
const SUBSCRIPTION_KEY = KEY_HEADERS[SUBSCRIPTION_KEY_HEADER];

const keyCases: [string, Record<string, string>][] = [
  ['no keys at all', {}],
  ['no API key', { [SUBSCRIPTION_KEY_HEADER]: SUBSCRIPTION_KEY }],
  ['a wrong API key', { [API_KEY_HEADER]: 'wrong', [SUBSCRIPTION_KEY_HEADER]: SUBSCRIPTION_KEY }],
  [
    'the API key in another case',
    { [API_KEY_HEADER]: API_KEY.toUpperCase(), [SUBSCRIPTION_KEY_HEADER]: SUBSCRIPTION_KEY },
  ],
  ['no subscription key', { [API_KEY_HEADER]: API_KEY }],
  [
    'a wrong subscription key',
    { [API_KEY_HEADER]: API_KEY, [SUBSCRIPTION_KEY_HEADER]: `${SUBSCRIPTION_KEY}x` },
  ],
  [
    'the two keys swapped',
    { [API_KEY_HEADER]: SUBSCRIPTION_KEY, [SUBSCRIPTION_KEY_HEADER]: API_KEY },
  ],
];

const requests: [string, Omit<InjectOptions, 'headers'>][] = [
  [
    'POST /auth/authenticate',
    {
      method: 'POST',
      url: '/auth/authenticate',
      payload: { username: 'cta.lim@example.com', password: 'lima2026' },
    },
  ],
  [
    'POST /auth/forgot',
    { method: 'POST', url: '/auth/forgot', payload: { email: 'nobody@example.com' } },
  ],
  ['POST /auth/verify-jwt', { method: 'POST', url: '/auth/verify-jwt', payload: { token: 'x' } }],
  ['POST /auth/unknown', { method: 'POST', url: '/auth/unknown', payload: {} }],
  ['GET /v1/station/list-all', { method: 'GET', url: '/v1/station/list-all' }],
  ['GET /v1/station/list-allowed', { method: 'GET', url: '/v1/station/list-allowed?country=PE' }],
  ['GET /v1/unknown', { method: 'GET', url: '/v1/unknown' }],
];

async function sessionCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(sessions);
  return row?.n ?? 0;
}

describe.each(requests)('%s', (_, request) => {
  it.each(keyCases)('answers 401 API_KEY_INVALID with %s', async (__, keys) => {
    const res = await ctx.app.inject({
      ...request,
      // A valid Bearer token, so only the keys can be the reason for the refusal.
      headers: { ...keys, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({
      code: 'API_KEY_INVALID',
      message: 'La aplicación no está autorizada para usar este servicio',
    });
  });

  it('passes the key check with both keys', async () => {
    const res = await ctx.app.inject({
      ...request,
      headers: { ...KEY_HEADERS, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode >= 400) expect(errorOf(res).code).not.toBe('API_KEY_INVALID');
  });
});

describe('a refused call', () => {
  it('does no work: no session opened, no reset mail, nothing recorded', async () => {
    const sessionsBefore = await sessionCount();
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/auth/authenticate',
      headers: { [SUBSCRIPTION_KEY_HEADER]: SUBSCRIPTION_KEY },
      payload: { username: 'cta.scl@example.com', password: 'santiago2026' },
    });
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/auth/forgot',
      headers: { [API_KEY_HEADER]: API_KEY },
      payload: { email: 'cta.scl@example.com' },
    });
    expect([signIn.statusCode, forgot.statusCode]).toEqual([401, 401]);
    await sleep(300);
    expect(await sessionCount()).toBe(sessionsBefore);
    expect(await eventsOf(ctx, 'login.success', { email: 'cta.scl@example.com' })).toEqual([]);
    expect(await eventsOf(ctx, 'forgot.sent', { email: 'cta.scl@example.com' })).toEqual([]);
    const [tokens] = await ctx.database.db.select({ n: count() }).from(passwordResetTokens);
    expect(ctx.smtp.mails.filter((m) => m.to.includes('cta.scl@example.com'))).toEqual([]);
    expect(tokens?.n).toBe(0);
  });
});
