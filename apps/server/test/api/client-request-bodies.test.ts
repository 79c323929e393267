import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { BODILESS_POSTS, requestBodies, userUpdateRequest } from '@board/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
/** The body schema each POST route declares, by its full path ("/v1/user/update"). */
const declared = new Map<string, unknown>();

beforeAll(async () => {
  // Fastify announces each new instance on this channel: the routes are read as they are added.
  const onInstance = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
      if ([route.method].flat().includes('POST')) declared.set(route.url, route.schema?.body);
    });
  };
  subscribe('fastify.initialization', onInstance);
  try {
    ctx = await createTestContext({ now: () => NOW });
  } finally {
    unsubscribe('fastify.initialization', onInstance);
  }
});
afterAll(() => ctx?.close());

describe('the bodies the web client is typed by are the ones the server checks', () => {
  it.each(Object.entries(requestBodies))('POST /%s validates with its entry', (path, schema) => {
    expect(declared.has(`/${path}`)).toBe(true);
    expect(declared.get(`/${path}`)).toBe(schema);
  });

  it.each(BODILESS_POSTS)('POST /%s declares no body', (path) => {
    expect(declared.has(`/${path}`)).toBe(true);
    expect(declared.get(`/${path}`)).toBeUndefined();
  });
});

describe('an edited account', () => {
  it('is refused with a field message when it carries its e-mail, and saved without it', async () => {
    const duty = await ctx.login('duty@example.com', 'duty2026');
    const list = await ctx.get('/v1/user/list?search=generic@example.com', {
      token: duty.access_token,
    });
    const account = list.json().data.users[0];
    const fields = { fullName: account.fullName, role: 'CTA', station: 'LIM' };
    const body = { id: account.id, version: account.version, ...fields };

    const refused = await ctx.post(
      '/v1/user/update',
      { ...body, email: account.email },
      { token: duty.access_token },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      expect.objectContaining({ path: 'email', key: 'validation.unknownField' }),
    ]);

    // The body the client builds is the update contract's, and the server takes it as it is.
    expect(userUpdateRequest.safeParse(body).success).toBe(true);
    const saved = await ctx.post('/v1/user/update', body, { token: duty.access_token });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: account.id, role: 'CTA', station: 'LIM' });
  });
});
