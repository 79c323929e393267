import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../src/db/schema.ts';
import { hashOpaqueToken } from '../../src/lib/opaque-token.ts';
import { errorOf, eventsOf, jwtParts } from '../helpers/api.ts';
import { createTestContext, JWT_SECRET, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Res = Awaited<ReturnType<TestContext['get']>>;

function expect401(res: Res): void {
  expect(res.statusCode).toBe(401);
  expect(errorOf(res).code).toBe('UNAUTHENTICATED');
}

const listAll = (token: string) => ctx.get('/v1/station/list-all', { token });
const refresh = (refresh_token: string) => ctx.post('/auth/refresh-token', { refresh_token });
const verify = (token: string) => ctx.post('/auth/verify-jwt', { token });

async function sessionOf(accessToken: string) {
  const sid = String(jwtParts(accessToken).payload.sid);
  const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, sid));
  return row;
}

describe('POST /auth/verify-jwt', () => {
  it('answers the user of a valid access token', async () => {
    const { access_token } = await ctx.login('cta.scl@example.com', 'santiago2026');
    const res = await verify(access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      content: {
        user: {
          email: 'cta.scl@example.com',
          full_name: 'Camila Rojas',
          role: 'CTA',
          app_properties: [{ name: 'station', value: 'SCL' }],
        },
      },
    });
  });

  it('refuses an expired, a forged, a garbage token and a refresh token', async () => {
    const pair = await ctx.login('cta.scl@example.com', 'santiago2026');
    const { payload } = jwtParts(pair.access_token);
    const sign = (secret: string, exp: number) =>
      new SignJWT({ sid: payload.sid, email: payload.email, role: payload.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(String(payload.sub))
        .setIssuer('timeline-board')
        .setAudience('timeline-board-api')
        .setIssuedAt(exp - 900)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect((await verify(await sign(JWT_SECRET, inAnHour))).statusCode).toBe(200);
    expect401(await verify(await sign(JWT_SECRET, inAnHour - 7200)));
    expect401(await verify(await sign('another-secret-of-at-least-thirty-two-chars', inAnHour)));
    expect401(await verify('garbage'));
    expect401(await verify(pair.refresh_token));
  });

  it.each([
    ['no token', {}, 'validation.required'],
    ['an empty token', { token: '  ' }, 'validation.required'],
  ])('answers 400 for %s', async (_, body, key) => {
    const res = await ctx.post('/auth/verify-jwt', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'token', key }],
    });
  });
});

describe('POST /auth/refresh-token', () => {
  it('rotates the pair; the new access token works and belongs to the same session', async () => {
    const first = await ctx.login('duty@example.com', 'duty2026');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(jwtParts(second.access_token).payload.sid).toBe(
      jwtParts(first.access_token).payload.sid,
    );
    expect((await listAll(second.access_token)).statusCode).toBe(200);
    expect(await eventsOf(ctx, 'refresh', { email: 'duty@example.com' })).toHaveLength(1);

    // Presented again at once (two tabs refreshing together): refused, the session stays open.
    expect401(await refresh(first.refresh_token));
    expect(await eventsOf(ctx, 'refresh.rejected')).toHaveLength(1);
    expect(await eventsOf(ctx, 'refresh.reuse')).toHaveLength(0);
    expect((await listAll(second.access_token)).statusCode).toBe(200);
    expect((await sessionOf(second.access_token))?.revokedAt).toBeNull();
  });

  it('revokes the whole session when a used refresh token comes back after the grace', async () => {
    const first = await ctx.login('duty@example.com', 'duty2026');
    const second = (await refresh(first.refresh_token)).json();
    expect((await listAll(second.access_token)).statusCode).toBe(200);
    await ctx.database.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(first.refresh_token)));
    const reuseBefore = (await eventsOf(ctx, 'refresh.reuse')).length;

    expect401(await refresh(first.refresh_token));
    expect((await sessionOf(second.access_token))?.revokedAt).toBeInstanceOf(Date);
    expect401(await listAll(second.access_token));
    expect401(await refresh(second.refresh_token));
    expect(await eventsOf(ctx, 'refresh.reuse')).toHaveLength(reuseBefore + 1);
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    expect401(await refresh('an-unknown-refresh-token-value'));
    const res = await ctx.post('/auth/refresh-token', {});
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject([
      { path: 'refresh_token', key: 'validation.required' },
    ]);
  });
});

describe('POST /auth/signout', () => {
  it("ends the caller's session only", async () => {
    const a = await ctx.login('generic@example.com', 'generic2026');
    const b = await ctx.login('generic@example.com', 'generic2026');
    const res = await ctx.post(
      '/auth/signout',
      { email: 'generic@example.com' },
      { token: a.access_token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sesión cerrada' });

    expect401(await listAll(a.access_token));
    expect401(await verify(a.access_token));
    expect401(await refresh(a.refresh_token));
    expect((await listAll(b.access_token)).statusCode).toBe(200);
    expect((await verify(b.access_token)).statusCode).toBe(200);
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
    expect(await eventsOf(ctx, 'signout', { email: 'generic@example.com' })).toHaveLength(1);

    // Signing out again with the ended session is refused.
    expect401(
      await ctx.post('/auth/signout', { email: 'generic@example.com' }, { token: a.access_token }),
    );
  });

  it('refuses a call without a valid Bearer token, and the session stays open', async () => {
    const pair = await ctx.login('norole@example.com', 'norole2026');
    expect401(await ctx.post('/auth/signout', { email: 'norole@example.com' }));
    expect401(
      await ctx.post('/auth/signout', { email: 'norole@example.com' }, { token: 'garbage' }),
    );
    expect((await verify(pair.access_token)).statusCode).toBe(200);
  });

  it("answers 403 for another user's e-mail, and the session stays open", async () => {
    const pair = await ctx.login('norole@example.com', 'norole2026');
    const res = await ctx.post(
      '/auth/signout',
      { email: 'cta.lim@example.com' },
      { token: pair.access_token },
    );
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({
      code: 'FORBIDDEN',
      message: 'No tiene permiso para realizar esta acción',
    });
    expect((await sessionOf(pair.access_token))?.revokedAt).toBeNull();
    expect((await verify(pair.access_token)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });
});
