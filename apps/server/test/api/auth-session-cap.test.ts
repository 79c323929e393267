import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_ACCOUNT } from '../../src/modules/auth/login.service.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const works = async (token: string) =>
  (await ctx.get('/v1/station/list-all', { token })).statusCode;

describe('the sessions one account may hold', () => {
  it('are ten: the eleventh sign-in ends the oldest, and only it', async () => {
    expect(MAX_SESSIONS_PER_ACCOUNT).toBe(10);
    const sessions = [];
    for (let i = 0; i < MAX_SESSIONS_PER_ACCOUNT; i++) {
      sessions.push(await ctx.login('cta.lim@example.com', 'lima2026'));
    }
    // Each one checked, so a remembered check cannot keep the oldest alive.
    for (const session of sessions) expect(await works(session.access_token)).toBe(200);

    const newest = await ctx.login('cta.lim@example.com', 'lima2026');
    const [oldest, ...kept] = sessions;
    expect(await works(oldest?.access_token ?? '')).toBe(401);
    const refresh = await ctx.post('/auth/refresh-token', {
      refresh_token: oldest?.refresh_token,
    });
    expect(refresh.statusCode).toBe(401);
    for (const session of [...kept, newest]) expect(await works(session.access_token)).toBe(200);
    // Another account's sessions are its own.
    expect(await works((await ctx.login('cta.scl@example.com', 'santiago2026')).access_token)).toBe(
      200,
    );
  });
});
