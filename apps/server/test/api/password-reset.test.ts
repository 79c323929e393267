import { createHash, randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { createAccessTokens } from '../../src/modules/auth/access-token.ts';
import { createPasswordResetService } from '../../src/modules/auth/password-reset.service.ts';
import { createSessionCache } from '../../src/modules/auth/session-cache.ts';
import { errorOf, eventsOf, eventually } from '../helpers/api.ts';
import { resetLinkOf } from '../helpers/smtp-sink.ts';
import { createTestContext, JWT_SECRET, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const FORGOT_ANSWER = {
  message:
    'Si el correo está registrado, te enviamos las instrucciones para restablecer tu contraseña.',
};

const mailsTo = (email: string) => ctx.smtp.mails.filter((m) => m.to.includes(email));

/** Asks for a reset of the account and answers the token of the link that arrives. */
async function requestToken(email: string): Promise<string> {
  const before = mailsTo(email).length;
  const res = await ctx.post('/auth/forgot', { email });
  expect(res.statusCode).toBe(200);
  const mail = await eventually(() => mailsTo(email)[before]);
  const token = new URL(resetLinkOf(mail)).searchParams.get('token');
  if (!token) throw new Error('no token in the link');
  return token;
}

const validate = (token: string) => ctx.post('/auth/validate-token', { token });
const replace = (token: string, password: string) =>
  ctx.post('/auth/replace-password', { token, password });
const signIn = (username: string, password: string) =>
  ctx.post('/auth/authenticate', { username, password });

function expectTokenInvalid(res: Awaited<ReturnType<typeof validate>>): void {
  expect(res.statusCode).toBe(400);
  expect(errorOf(res)).toEqual({ code: 'TOKEN_INVALID', message: 'Token inválido' });
}

async function resetTokenRows() {
  const [row] = await ctx.database.db.select({ n: count() }).from(passwordResetTokens);
  return row?.n ?? 0;
}

describe('POST /auth/forgot', () => {
  it('answers a known and an unknown address alike; only the known one gets a mail', async () => {
    const known = await ctx.post('/auth/forgot', { email: ' CTA.SCL@example.com ' });
    const unknown = await ctx.post('/auth/forgot', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(known.json()).toEqual(FORGOT_ANSWER);
    expect(unknown.body).toBe(known.body);

    const mail = await ctx.smtp.waitFor('cta.scl@example.com');
    const link = resetLinkOf(mail);
    expect(link).toMatch(/^http:\/\/board\.test\/reset-password\?token=[A-Za-z0-9_-]+$/);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(22); // 128 bits in base64url

    // The database keeps only the SHA-256 of the token.
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'cta.scl@example.com'));
    const rows = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);

    // Once the unknown request has been handled, no mail went to it.
    await eventually(
      async () => (await eventsOf(ctx, 'forgot.unknown', { email: 'nobody@example.com' })).length,
    );
    expect(mailsTo('nobody@example.com')).toEqual([]);
    expect(await resetTokenRows()).toBe(1);
    // The event is written once the mail server has taken the mail, which may be after the sink
    // already shows it: wait for it rather than expect it in the same instant.
    const sent = () => eventsOf(ctx, 'forgot.sent', { email: 'cta.scl@example.com' });
    await eventually(async () => (await sent()).length);
    expect(await sent()).toHaveLength(1);
  });

  it('sends at most 3 mails per account in 15 minutes, with the same answer every time', async () => {
    const email = 'generic@example.com';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ctx.post('/auth/forgot', { email })),
    );
    answers.push(await ctx.post('/auth/forgot', { email }));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(FORGOT_ANSWER);
    }
    await eventually(async () => {
      const sent = await eventsOf(ctx, 'forgot.sent', { email });
      const throttled = await eventsOf(ctx, 'forgot.throttled', { email });
      return sent.length + throttled.length === 6;
    });
    expect(await eventsOf(ctx, 'forgot.sent', { email })).toHaveLength(3);
    expect(mailsTo(email)).toHaveLength(3);
  });
});

describe('resetting the password', () => {
  it('replaces the password once; earlier tokens, sessions and the old password stop working', async () => {
    const email = 'cta.lim@example.com';
    const before = await ctx.login(email, 'lima2026');
    const earlier = await requestToken(email);
    const token = await requestToken(email);

    const valid = await validate(token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true });

    const short = await replace(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toEqual([
      {
        path: 'password',
        key: 'validation.minLength',
        params: { min: 8 },
        message: 'Debe contener al menos 8 caracteres',
      },
    ]);
    expect((await validate(token)).statusCode).toBe(200);
    expect((await ctx.get('/v1/station/list-all', { token: before.access_token })).statusCode).toBe(
      200,
    );

    const done = await replace(token, 'nueva-clave-2026');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Tu contraseña ha sido actualizada' });
    expect(await eventsOf(ctx, 'reset.success')).toHaveLength(1);

    expect((await signIn(email, 'nueva-clave-2026')).statusCode).toBe(200);
    const old = await signIn(email, 'lima2026');
    expect(old.statusCode).toBe(401);
    expect(errorOf(old).code).toBe('INVALID_CREDENTIALS');

    const v1 = await ctx.get('/v1/station/list-all', { token: before.access_token });
    expect(v1.statusCode).toBe(401);
    expect(errorOf(v1).code).toBe('UNAUTHENTICATED');
    const refreshed = await ctx.post('/auth/refresh-token', {
      refresh_token: before.refresh_token,
    });
    expect(refreshed.statusCode).toBe(401);

    // The used token and the one mailed before it are both spent.
    const rejectedBefore = (await eventsOf(ctx, 'reset.rejected')).length;
    for (const spent of [token, earlier]) {
      expectTokenInvalid(await validate(spent));
      expectTokenInvalid(await replace(spent, 'otra-clave-2026'));
    }
    expect(await eventsOf(ctx, 'reset.rejected')).toHaveLength(rejectedBefore + 2);
    expect((await signIn(email, 'otra-clave-2026')).statusCode).toBe(401);
    expect((await signIn(email, 'nueva-clave-2026')).statusCode).toBe(200);
  });

  it('refuses an expired token and leaves the password alone', async () => {
    const token = await requestToken('duty@example.com');
    expect((await validate(token)).statusCode).toBe(200);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.tokenHash, createHash('sha256').update(token).digest('hex')));

    expectTokenInvalid(await validate(token));
    expectTokenInvalid(await replace(token, 'nueva-clave-2026'));
    expect((await signIn('duty@example.com', 'duty2026')).statusCode).toBe(200);
    expect((await signIn('duty@example.com', 'nueva-clave-2026')).statusCode).toBe(401);
  });

  it('refuses a forged token', async () => {
    const forged = randomBytes(32).toString('base64url');
    expectTokenInvalid(await validate(forged));
    expectTokenInvalid(await replace(forged, 'nueva-clave-2026'));
  });

  it.each([
    ['no token', { password: 'nueva-clave-2026' }, 'token'],
    ['no password', { token: 'abc' }, 'password'],
  ])('answers 400 for %s', async (_, body, path) => {
    const res = await ctx.post('/auth/replace-password', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path, key: 'validation.required', message: 'Este campo es obligatorio' }],
    });
  });
});

describe('a new password', () => {
  // The demo accounts' local parts are all shorter than a password may be: this one is not.
  const email = 'operaciones.lima@example.com';
  beforeAll(async () => {
    await ctx.database.db.insert(users).values({
      email,
      fullName: 'Operaciones Lima',
      role: 'CTA',
      stationCode: 'LIM',
      passwordHash: await hashPassword('clave-de-operaciones'),
    });
  });
  const passwordError = (key: string, message: string, params?: Record<string, number>) => ({
    code: 'VALIDATION_FAILED',
    message: 'Revise los datos ingresados',
    fields: [{ path: 'password', key, ...(params && { params }), message }],
  });
  const tooShort = passwordError('validation.minLength', 'Debe contener al menos 8 caracteres', {
    min: 8,
  });
  const common = passwordError(
    'validation.passwordCommon',
    'Esta contraseña es demasiado común. Elija otra.',
  );
  const isEmail = passwordError(
    'validation.passwordIsEmail',
    'La contraseña no puede ser su correo electrónico ni la parte antes de la @',
  );

  it('refuses a short, a common or the e-mail with a message; the same link then takes a good one', async () => {
    const token = await requestToken(email);
    const refused: [string, typeof tooShort][] = [
      ['1234', tooShort],
      ['    ', tooShort],
      ['bogota7', tooShort],
      ['password', common],
      ['Password', common],
      ['qwertyuiop', common],
      ['iloveyou', common],
      [email, isEmail],
      [email.toUpperCase(), isEmail],
      ['operaciones.lima', isEmail],
      ['Operaciones.Lima', isEmail],
    ];
    for (const [password, error] of refused) {
      const res = await replace(token, password);
      expect(res.statusCode, password).toBe(400);
      expect(errorOf(res), password).toEqual(error);
    }
    expect((await validate(token)).statusCode).toBe(200);
    expect((await signIn(email, 'clave-de-operaciones')).statusCode).toBe(200);

    const done = await replace(token, 'operaciones.lima.2026');
    expect(done.statusCode).toBe(200);
    expect((await signIn(email, 'operaciones.lima.2026')).statusCode).toBe(200);
  });
});

describe('the reset link in the log', () => {
  it.each([
    [false, '10.3.0.1'],
    [true, '10.3.0.2'],
  ])('is logged only for outbox mail (logResetLinks %s)', async (logResetLinks, ip) => {
    const logged: unknown[] = [];
    const sent: { text: string }[] = [];
    const record = (...args: unknown[]) => void logged.push(args);
    const service = createPasswordResetService({
      db: ctx.database.db,
      tokens: createAccessTokens(JWT_SECRET),
      sessionCache: createSessionCache(),
      mailer: { send: async (mail) => void sent.push(mail) },
      log: { info: record, error: record, warn: record } as unknown as FastifyBaseLogger,
      appUrl: 'http://board.test/',
      logResetLinks,
    });
    service.requestReset('norole@example.com', ip);
    await eventually(async () => (await eventsOf(ctx, 'forgot.sent', { ip })).length);
    const token = sent[0]?.text.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    expect(JSON.stringify(logged).includes(String(token))).toBe(logResetLinks);
  });
});
