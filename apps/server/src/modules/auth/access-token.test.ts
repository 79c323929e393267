import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-token.ts';

const SECRET = 'unit-test-secret-of-at-least-thirty-two-chars';
const tokens = createAccessTokens(SECRET);
const claims = {
  userId: '11111111-1111-4111-8111-111111111111',
  sessionId: '22222222-2222-4222-8222-222222222222',
  email: 'duty@example.com',
  role: 'DUTY' as const,
};

const now = () => Math.floor(Date.now() / 1000);

function sign(overrides: { typ?: string; exp?: number; payload?: object; secret?: string } = {}) {
  return new SignJWT({
    sid: claims.sessionId,
    email: claims.email,
    role: claims.role,
    ...overrides.payload,
  })
    .setProtectedHeader({ alg: 'HS256', typ: overrides.typ ?? 'at+jwt' })
    .setSubject(claims.userId)
    .setIssuer('timeline-board')
    .setAudience('timeline-board-api')
    .setIssuedAt()
    .setExpirationTime(overrides.exp ?? now() + 60)
    .sign(new TextEncoder().encode(overrides.secret ?? SECRET));
}

describe('access tokens', () => {
  it('verifies what it signs, for 15 minutes', async () => {
    const token = await tokens.sign(claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(await tokens.verify(token)).toEqual({ ...claims, expiresAt: payload.exp * 1000 });
    expect(payload.exp - payload.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
  });

  it('keeps a missing role as null', async () => {
    expect(await tokens.verify(await tokens.sign({ ...claims, role: null }))).toMatchObject({
      role: null,
    });
  });

  it('accepts a token made like its own (the checks below change one thing each)', async () => {
    expect(await tokens.verify(await sign())).toMatchObject(claims);
  });

  it.each([
    ['another secret', { secret: 'another-secret-of-at-least-thirty-two-chars' }],
    ['another type', { typ: 'JWT' }],
    ['an expiry in the past', { exp: now() - 120 }],
    ['an unknown role', { payload: { role: 'ADMIN' } }],
    ['no session', { payload: { sid: undefined } }],
  ])('refuses a token with %s', async (_, overrides) => {
    expect(await tokens.verify(await sign(overrides))).toBeNull();
  });

  it('refuses a token whose payload was changed', async () => {
    const [header, payload, signature] = (await tokens.sign(claims)).split('.');
    const changed = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    changed.sub = '33333333-3333-4333-8333-333333333333';
    const forged = `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    expect(await tokens.verify(forged)).toBeNull();
  });

  it.each(['', 'garbage', 'a.b.c', 'x'.repeat(5000)])('refuses %j', async (token) => {
    expect(await tokens.verify(token)).toBeNull();
  });
});
