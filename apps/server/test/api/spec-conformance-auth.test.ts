import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, eventually } from '../helpers/api.ts';
import { NOW, TODAY } from '../helpers/legs.ts';
import { resetLinkOf } from '../helpers/smtp-sink.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

/**
 * The authentication API of section 7, each call sent with the body the specification writes
 * (plus only the documented differences), as a third-party client would send it. Also the two
 * refusals every business call shares: 401 without a valid Bearer, 403 for an account without a
 * role (sections 6 and 8).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
});
afterAll(() => ctx.close());

const authenticate = (username: string, password: string) =>
  ctx.post('/auth/authenticate', { username, password });

async function signIn(username: string, password: string) {
  const res = await authenticate(username, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access_token: string; refresh_token: string };
}

/** A business call as the specification writes it, to try a session with. */
const listBody = {
  day: TODAY,
  arrival: true,
  query: '',
  station: 'LIM',
  argsLeg: { limit: 100000, page: 1 },
};
const businessCall = (token?: string, headers: Record<string, string> = {}) =>
  ctx.post('/v1/leg/list', listBody, { ...(token && { token }), headers });

/** Asks for a reset of the account and answers the token of the link the e-mail brings. */
async function mailedToken(email: string): Promise<string> {
  const before = ctx.smtp.mails.filter((m) => m.to.includes(email)).length;
  const res = await ctx.post('/auth/forgot', { email });
  expect(res.statusCode).toBe(200);
  const mail = await eventually(() => ctx.smtp.mails.filter((m) => m.to.includes(email))[before]);
  const token = new URL(resetLinkOf(mail)).searchParams.get('token');
  if (!token) throw new Error('no token in the reset link');
  return token;
}

describe('authentication API (section 7)', () => {
  it('POST /auth/authenticate: username, password → access_token, content.full_name, content.app_properties', async () => {
    const res = await authenticate('cta.lim@example.com', 'lima2026');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.access_token).toEqual(expect.any(String));
    expect(answer.access_token.length).toBeGreaterThan(20);
    expect(answer.content.full_name).toBe('María Quispe');
    expect(answer.content.app_properties).toContainEqual({ name: 'station', value: 'LIM' });
    for (const property of answer.content.app_properties) {
      expect(property).toEqual({ name: expect.any(String), value: expect.any(String) });
    }
  });

  it('POST /auth/authenticate: an unknown e-mail and a wrong password answer alike (difference 4)', async () => {
    const wrong = await authenticate('generic@example.com', 'not-the-password');
    const unknown = await authenticate('nobody@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(errorOf(wrong).message).toMatch(/^Error al iniciar sesión/);
  });

  it('POST /auth/forgot: email → 200, one answer whether the e-mail is registered or not (difference 4)', async () => {
    const known = await ctx.post('/auth/forgot', { email: 'cta.scl@example.com' });
    const unknown = await ctx.post('/auth/forgot', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toMatch(/instrucciones/);
    // Only the registered address gets the e-mail with the reset link.
    expect(resetLinkOf(await ctx.smtp.waitFor('cta.scl@example.com'))).toMatch(/token=/);
  });

  it('POST /auth/validate-token: token → 200 for the token of the reset e-mail, 400 for another', async () => {
    const token = await mailedToken('cta.scl@example.com');
    const valid = await ctx.post('/auth/validate-token', { token });
    expect(valid.statusCode, valid.body).toBe(200);
    const forged = await ctx.post('/auth/validate-token', { token: `${token}x` });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).message).toBe('Token inválido');
  });

  it('POST /auth/replace-password: token, password → 200, and the new password signs in', async () => {
    const token = await mailedToken('cta.scl@example.com');
    const res = await ctx.post('/auth/replace-password', { token, password: 'nueva-clave-scl-26' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Tu contraseña ha sido actualizada');
    expect((await authenticate('cta.scl@example.com', 'nueva-clave-scl-26')).statusCode).toBe(200);
    expect((await authenticate('cta.scl@example.com', 'santiago2026')).statusCode).toBe(401);
  });

  it('POST /auth/refresh-token: passes through the refresh_token authenticate gave → a new access token', async () => {
    const first = await signIn('duty@example.com', 'duty2026');
    const res = await ctx.post('/auth/refresh-token', { refresh_token: first.refresh_token });
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json();
    expect(second).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect((await businessCall(second.access_token)).statusCode).toBe(200);
  });

  it('POST /auth/verify-jwt: token → content.user', async () => {
    const { access_token } = await signIn('generic@example.com', 'generic2026');
    const res = await ctx.post('/auth/verify-jwt', { token: access_token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.user).toMatchObject({
      email: 'generic@example.com',
      full_name: 'Jorge Paredes',
      role: 'GENERIC',
      app_properties: [{ name: 'station', value: 'LIM' }],
    });
  });

  it('POST /auth/signout: email, with the Bearer token (difference 3) → 200, and the session ends', async () => {
    const { access_token } = await signIn('cta.lim@example.com', 'lima2026');
    expect((await businessCall(access_token)).statusCode).toBe(200);
    const res = await ctx.post(
      '/auth/signout',
      { email: 'cta.lim@example.com' },
      { token: access_token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await businessCall(access_token)).statusCode).toBe(401);
  });
});

describe('refusals every business call shares (sections 6 and 8)', () => {
  it('a business call without a Bearer, or with a bad one, answers 401', async () => {
    for (const res of [
      await businessCall(),
      await businessCall(undefined, { authorization: 'Bearer not-a-token' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
    }
  });

  it('an account without a role gets 403 on the business calls', async () => {
    const { access_token: token } = await signIn('norole@example.com', 'norole2026');
    const dayBody = { day: TODAY, query: '', station: 'LIM', argsLeg: { limit: 100000, page: 1 } };
    const calls = [
      ctx.post('/v1/leg/list', listBody, { token }),
      ctx.post('/v1/leg/list-extend', dayBody, { token }),
      ctx.post('/v1/leg/list-delays', dayBody, { token }),
      ctx.post('/v1/leg/list-overnights', { ...dayBody, email: 'norole@example.com' }, { token }),
      ctx.get('/v1/station/list-all', { token }),
      ctx.get('/v1/station/list-allowed?country=PE', { token }),
      ctx.get('/v1/delaycode', { token }),
      ctx.post('/v1/registration', { email: 'norole@example.com' }, { token }),
      ctx.post(
        '/v1/leg/export-list',
        { day: TODAY, station: 'LIM', query: '', type: 'home', config: {} },
        { token },
      ),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('NO_ROLE');
    }
  });
});
