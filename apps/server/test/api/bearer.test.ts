import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, jwtParts } from '../helpers/api.ts';
import { resetLinkOf } from '../helpers/smtp-sink.ts';
import { createTestContext, JWT_SECRET, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let pair: { access_token: string; refresh_token: string };
let claims: { sub: string; sid: string; email: string; role: string | null };
beforeAll(async () => {
  ctx = await createTestContext();
  pair = await ctx.login('cta.lim@example.com', 'lima2026');
  const { payload } = jwtParts(pair.access_token);
  claims = {
    sub: String(payload.sub),
    sid: String(payload.sid),
    email: String(payload.email),
    role: payload.role as string | null,
  };
});
afterAll(() => ctx.close());

const now = () => Math.floor(Date.now() / 1000);

/** A token like the server's, with one thing changed. */
function forge(
  opts: {
    secret?: string;
    typ?: string;
    aud?: string;
    iss?: string;
    iat?: number;
    exp?: number;
    claims?: Record<string, unknown>;
  } = {},
): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest, ...opts.claims })
    .setProtectedHeader({ alg: 'HS256', typ: opts.typ ?? 'at+jwt' })
    .setSubject(sub)
    .setIssuer(opts.iss ?? 'timeline-board')
    .setAudience(opts.aud ?? 'timeline-board-api')
    .setIssuedAt(opts.iat ?? now())
    .setExpirationTime(opts.exp ?? now() + 600)
    .sign(new TextEncoder().encode(opts.secret ?? JWT_SECRET));
}

const listAll = (authorization?: string) =>
  ctx.get('/v1/station/list-all', { headers: authorization ? { authorization } : {} });

function expectUnauthenticated(res: Awaited<ReturnType<typeof listAll>>): void {
  expect(res.statusCode).toBe(401);
  expect(errorOf(res)).toEqual({
    code: 'UNAUTHENTICATED',
    message: 'Su sesión ha expirado. Inicie sesión nuevamente.',
  });
}

describe('Bearer token on /v1', () => {
  it('accepts the access token of a sign-in, and a token forged here with the same secret', async () => {
    expect((await listAll(`Bearer ${pair.access_token}`)).statusCode).toBe(200);
    expect((await listAll(`bearer ${pair.access_token}`)).statusCode).toBe(200);
    // Proves forge() makes valid tokens, so each refusal below is for the one thing it changes.
    expect((await listAll(`Bearer ${await forge()}`)).statusCode).toBe(200);
  });

  it('refuses a call without an Authorization header', async () => {
    expectUnauthenticated(await listAll());
  });

  it.each([
    ['garbage', 'Bearer garbage'],
    ['an empty Bearer', 'Bearer '],
    ['three dotted parts that are no JWT', 'Bearer aaa.bbb.ccc'],
    ['Basic credentials', 'Basic eHl6OnB3'],
    ['Basic with a word', 'Basic xyz'],
  ])('refuses %s', async (_, header) => {
    expectUnauthenticated(await listAll(header));
  });

  it('refuses the access token without the Bearer scheme', async () => {
    expectUnauthenticated(await listAll(pair.access_token));
  });

  it.each([
    ['signed with another secret', { secret: 'another-secret-of-at-least-thirty-two-chars' }],
    ['expired', { iat: now() - 3600, exp: now() - 1800 }],
    ['of another type', { typ: 'JWT' }],
    ['for another audience', { aud: 'another-api' }],
    ['from another issuer', { iss: 'someone-else' }],
    ['of a session that does not exist', { claims: { sid: randomUUID() } }],
    ['with a role that does not exist', { claims: { role: 'ADMIN' } }],
  ])('refuses a token %s', async (_, opts) => {
    expectUnauthenticated(await listAll(`Bearer ${await forge(opts)}`));
  });

  it('refuses an unsigned token (alg none)', async () => {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const { payload } = jwtParts(pair.access_token);
    const unsigned = `${part({ alg: 'none', typ: 'at+jwt' })}.${part(payload)}.`;
    expectUnauthenticated(await listAll(`Bearer ${unsigned}`));
  });

  it('refuses a refresh token and a reset token used as Bearer', async () => {
    expectUnauthenticated(await listAll(`Bearer ${pair.refresh_token}`));

    expect((await ctx.post('/auth/forgot', { email: 'cta.lim@example.com' })).statusCode).toBe(200);
    const link = resetLinkOf(await ctx.smtp.waitFor('cta.lim@example.com'));
    const resetToken = new URL(link).searchParams.get('token');
    expect(resetToken).toBeTruthy();
    expectUnauthenticated(await listAll(`Bearer ${resetToken}`));
    // The reset token itself is fine: only its use as an access token is refused.
    expect((await ctx.post('/auth/validate-token', { token: resetToken })).statusCode).toBe(200);
  });

  it('checks the token before the query, so an anonymous bad query is a 401, not a 400', async () => {
    const res = await ctx.get('/v1/station/list-allowed?country=PERU');
    expectUnauthenticated(res);
  });
});
