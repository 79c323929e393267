import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, sessions, users } from '../../src/db/schema.ts';
import {
  LOGIN_WINDOW_MINUTES,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
} from '../../src/modules/auth/login.service.ts';
import { errorOf, eventsOf } from '../helpers/api.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signIn = (username: string, password: string, ip: string) =>
  ctx.post('/auth/authenticate', { username, password }, { ip });

async function failuresOf(email: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(loginFailures)
    .where(eq(loginFailures.email, email));
  return row?.n ?? 0;
}

async function sessionsOf(email: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return row?.n ?? 0;
}

describe('sign-in throttling', () => {
  it('has the limits of the specification: 5 per account, 20 per address, in 15 minutes', () => {
    expect([MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MINUTES]).toEqual([
      5, 20, 15,
    ]);
  });

  it('blocks an account after 5 failures, even with the right password and from elsewhere', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await signIn('cta.lim@example.com', `wrong-${i}`, '10.2.0.1');
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('INVALID_CREDENTIALS');
    }
    expect(await failuresOf('cta.lim@example.com')).toBe(5);

    for (const ip of ['10.2.0.1', '10.2.0.2']) {
      const res = await signIn('cta.lim@example.com', 'lima2026', ip);
      expect(res.statusCode).toBe(429);
      const error = errorOf(res);
      expect(error.code).toBe('TOO_MANY_ATTEMPTS');
      expect(error.params?.minutes).toBe(15);
      expect(error.message).toBe('Demasiados intentos fallidos. Intente nuevamente en 15 minutos.');
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(840);
      expect(retryAfter).toBeLessThanOrEqual(900);
    }
    // A refused attempt is not another failure, and opens no session.
    expect(await failuresOf('cta.lim@example.com')).toBe(5);
    expect(await sessionsOf('cta.lim@example.com')).toBe(0);
    expect(await eventsOf(ctx, 'login.throttled', { email: 'cta.lim@example.com' })).toHaveLength(
      2,
    );
  });

  it('leaves another account at another address unaffected', async () => {
    const res = await signIn('cta.scl@example.com', 'santiago2026', '10.2.0.3');
    expect(res.statusCode).toBe(200);
    expect(res.json().content.email).toBe('cta.scl@example.com');
  });

  it('blocks an address after 20 failures across different e-mails', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await signIn(`guess${i}@example.com`, 'password', '10.2.0.4');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn('generic@example.com', 'generic2026', '10.2.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(await sessionsOf('generic@example.com')).toBe(0);

    const elsewhere = await signIn('generic@example.com', 'generic2026', '10.2.0.5');
    expect(elsewhere.statusCode).toBe(200);
  });

  it("clears an account's failures on a successful sign-in", async () => {
    for (let i = 0; i < 4; i++) {
      expect((await signIn('duty@example.com', 'wrong', '10.2.0.6')).statusCode).toBe(401);
    }
    expect(await failuresOf('duty@example.com')).toBe(4);
    expect((await signIn('duty@example.com', 'duty2026', '10.2.0.6')).statusCode).toBe(200);
    expect(await failuresOf('duty@example.com')).toBe(0);

    // Without the clearing these would make 8 failures and the sign-in below a 429.
    for (let i = 0; i < 4; i++) {
      expect((await signIn('duty@example.com', 'wrong', '10.2.0.6')).statusCode).toBe(401);
    }
    expect((await signIn('duty@example.com', 'duty2026', '10.2.0.6')).statusCode).toBe(200);
  });

  it('lets at most 5 of many simultaneous attempts check a password', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => signIn('norole@example.com', `guess-${i}`, '10.2.0.7')),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - checked);
    expect(await failuresOf('norole@example.com')).toBe(checked);
    expect(await eventsOf(ctx, 'login.failure', { email: 'norole@example.com' })).toHaveLength(
      checked,
    );
  });
});
