import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, sessions, users } from '../../src/db/schema.ts';
import { errorOf, eventsOf, jwtParts } from '../helpers/api.ts';
import { createTestContext, KEY_HEADERS, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const JSON_TYPE = { 'content-type': 'application/json' };

async function userId(email: string): Promise<string> {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function rowCount(table: typeof loginFailures | typeof sessions): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('POST /auth/authenticate', () => {
  it('signs in and answers the token pair and the user', async () => {
    const res = await ctx.post(
      '/auth/authenticate',
      { username: 'cta.lim@example.com', password: 'lima2026' },
      { ip: '10.1.0.1' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.refresh_token).not.toBe(body.access_token);
    expect(body.content).toEqual({
      email: 'cta.lim@example.com',
      full_name: 'María Quispe',
      role: 'CTA',
      app_properties: [{ name: 'station', value: 'LIM' }],
    });

    const id = await userId('cta.lim@example.com');
    const { header, payload } = jwtParts(body.access_token);
    expect(header).toMatchObject({ alg: 'HS256', typ: 'at+jwt' });
    expect(payload).toMatchObject({
      sub: id,
      role: 'CTA',
      email: 'cta.lim@example.com',
      aud: 'timeline-board-api',
      iss: 'timeline-board',
    });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(900);
    const [session] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(payload.sid)));
    expect(session).toMatchObject({ userId: id, ip: '10.1.0.1', revokedAt: null });

    const events = await eventsOf(ctx, 'login.success', { userId: id });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ email: 'cta.lim@example.com', ip: '10.1.0.1' });
  });

  it('signs in a user without a role with role null', async () => {
    const res = await ctx.post('/auth/authenticate', {
      username: 'norole@example.com',
      password: 'norole2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({ email: 'norole@example.com', role: null });
    expect(jwtParts(res.json().access_token).payload.role).toBeNull();
  });

  it('reads the e-mail case-insensitively and trimmed', async () => {
    const res = await ctx.post('/auth/authenticate', {
      username: '  CTA.SCL@Example.COM ',
      password: 'santiago2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({
      email: 'cta.scl@example.com',
      app_properties: [{ name: 'station', value: 'SCL' }],
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer, and records both', async () => {
    const sessionsBefore = await rowCount(sessions);
    const wrong = await ctx.post(
      '/auth/authenticate',
      { username: 'generic@example.com', password: 'not-the-password' },
      { ip: '10.1.0.2' },
    );
    const unknown = await ctx.post(
      '/auth/authenticate',
      { username: 'nobody@example.com', password: 'not-the-password' },
      { ip: '10.1.0.2' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Error al iniciar sesión: el correo o la contraseña son incorrectos',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(await rowCount(sessions)).toBe(sessionsBefore);

    const failures = await ctx.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.ip, '10.1.0.2'));
    expect(failures.map((f) => f.email).sort()).toEqual([
      'generic@example.com',
      'nobody@example.com',
    ]);
    const [wrongEvent] = await eventsOf(ctx, 'login.failure', { email: 'generic@example.com' });
    expect(wrongEvent).toMatchObject({
      userId: await userId('generic@example.com'),
      ip: '10.1.0.2',
      detail: { reason: 'wrong_password' },
    });
    const [unknownEvent] = await eventsOf(ctx, 'login.failure', { email: 'nobody@example.com' });
    expect(unknownEvent).toMatchObject({ userId: null, detail: { reason: 'unknown_email' } });
  });
});

describe('POST /auth/authenticate with a bad request', () => {
  const field = (path: string, key: string, message: string, params?: object) => ({
    path,
    key,
    message,
    ...(params && { params }),
  });
  const required = (path: string) =>
    field(path, 'validation.required', 'Este campo es obligatorio');
  const wrongType = field('', 'validation.invalidType', 'El valor no tiene el formato esperado');

  it.each([
    ['no username', { password: 'lima2026' }, [required('username')]],
    ['no password', { username: 'cta.lim@example.com' }, [required('password')]],
    ['neither', {}, [required('username'), required('password')]],
    [
      'an invalid e-mail',
      { username: 'not-an-email', password: 'lima2026' },
      [field('username', 'validation.email', 'Ingrese un correo electrónico válido')],
    ],
    [
      'a password of 3 characters',
      { username: 'cta.lim@example.com', password: 'abc' },
      [
        field('password', 'validation.minLength', 'Debe contener al menos 4 caracteres', {
          min: 4,
        }),
      ],
    ],
    [
      'an unknown field',
      { username: 'cta.lim@example.com', password: 'lima2026', remember: true },
      [field('remember', 'validation.unknownField', 'Este campo no está permitido')],
    ],
    ['a JSON array', '[]', [field('', 'validation.expectedObject', 'Debe ser un objeto')]],
    [
      'a JSON string',
      '"cta.lim@example.com"',
      [field('', 'validation.expectedObject', 'Debe ser un objeto')],
    ],
    ['JSON null', 'null', [wrongType]],
    ['malformed JSON', '{"username":', [wrongType]],
    ['an empty JSON body', '', [wrongType]],
  ])('answers 400 with field errors for %s', async (_, payload, fields) => {
    const before = { failures: await rowCount(loginFailures), sessions: await rowCount(sessions) };
    const res = await ctx.post('/auth/authenticate', payload, { headers: JSON_TYPE });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Revise los datos ingresados',
      fields,
    });
    expect({ failures: await rowCount(loginFailures), sessions: await rowCount(sessions) }).toEqual(
      before,
    );
  });

  it('answers 400 for a request without a body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/authenticate',
      headers: KEY_HEADERS,
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields?.map((f) => f.path)).toEqual(['']);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'answers 415 for a body of type %s',
    async (type) => {
      const res = await ctx.post('/auth/authenticate', 'username=cta.lim@example.com', {
        headers: { 'content-type': type },
      });
      expect(res.statusCode).toBe(415);
      expect(errorOf(res)).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'La solicitud debe enviarse como JSON',
      });
    },
  );

  it('answers 413 for a body over 1 MiB', async () => {
    const before = await rowCount(loginFailures);
    const payload = JSON.stringify({
      username: 'cta.lim@example.com',
      password: 'x'.repeat(1 << 20),
    });
    const res = await ctx.post('/auth/authenticate', payload, { headers: JSON_TYPE });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowCount(loginFailures)).toBe(before);
  });
});
