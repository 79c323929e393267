import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { resetLinkOf } from '../helpers/smtp-sink.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

const PASSWORD = 'Turno-Noche-2027';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Duty {
  id: string;
  email: string;
  token: string;
}

/**
 * Has each token checked once, so both calls that follow pass their sign-in check at once (from
 * the checked-token cache) and meet only in the change itself, as two screens clicked together do.
 */
const checked = (...duties: Duty[]) =>
  Promise.all(duties.map((d) => ctx.get('/v1/user/list?search=none', { token: d.token })));

/** A DUTY invited by `by`, who has chosen a password through the link and signed in. */
async function invitedDuty(email: string, by: string): Promise<Duty> {
  const made = await ctx.post(
    '/v1/user/create',
    { email, fullName: 'Supervisor de turno', role: 'DUTY', station: null },
    { token: by },
  );
  expect(made.statusCode).toBe(200);
  const token = new URL(resetLinkOf(await ctx.smtp.waitFor(email))).searchParams.get('token');
  expect((await ctx.post('/auth/replace-password', { token, password: PASSWORD })).statusCode).toBe(
    200,
  );
  return { id: made.json().data.id, email, token: (await ctx.login(email, PASSWORD)).access_token };
}

const activeDuties = async () => {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'DUTY'), isNull(users.deactivatedAt)));
  return row?.n;
};

describe('two DUTYs switching each other off at the same moment', () => {
  it('lets one win and answers the other 409, so one active DUTY always remains', async () => {
    const first = (await ctx.login('duty@example.com', 'duty2026')).access_token;
    let a = await invitedDuty('duty.norte@example.com', first);
    let b = await invitedDuty('duty.sur@example.com', first);
    const seeded = (
      await ctx.get('/v1/user/list?search=duty@example.com', { token: a.token })
    ).json().data.users[0];
    // The two are now the airline's only administrators.
    expect(
      (await ctx.post('/v1/user/deactivate', { id: seeded.id }, { token: a.token })).statusCode,
    ).toBe(200);
    expect(await activeDuties()).toBe(2);

    for (let round = 0; round < 5; round++) {
      await checked(a, b);
      const [offB, offA] = await Promise.all([
        ctx.post('/v1/user/deactivate', { id: b.id }, { token: a.token }),
        ctx.post('/v1/user/deactivate', { id: a.id }, { token: b.token }),
      ]);
      const answers = [offB, offA].map((res) => res.statusCode);
      expect(answers.sort(), `round ${round}: ${offB.body} ${offA.body}`).toEqual([200, 409]);
      const refused = offB.statusCode === 409 ? offB : offA;
      expect(refused.json().error.code).toBe('ADMINISTRATORS_CHANGED');
      expect(await activeDuties()).toBe(1);

      // The one left brings the other back, who signs in again, for the next round.
      const [winner, loser] = offB.statusCode === 200 ? [a, b] : [b, a];
      const back = await ctx.post('/v1/user/reactivate', { id: loser.id }, { token: winner.token });
      expect(back.statusCode).toBe(200);
      const again = { ...loser, token: (await ctx.login(loser.email, PASSWORD)).access_token };
      [a, b] = [winner, again];
    }
    // Each round signs in again, and password hashing is slow on a busy machine.
  }, 90_000);

  it('refuses a change from a DUTY demoted while it was on its way, with 409', async () => {
    const first = (await ctx.login('duty.norte@example.com', PASSWORD)).access_token;
    const other = await invitedDuty('duty.oeste@example.com', first);
    const me = (await ctx.get('/v1/user/list?search=duty.norte', { token: first })).json().data
      .users[0];
    const them = (await ctx.get(`/v1/user/list?search=${other.email}`, { token: first })).json()
      .data.users[0];
    await checked({ id: me.id, email: me.email, token: first }, other);
    const [demoted, demoting] = await Promise.all([
      ctx.post(
        '/v1/user/update',
        {
          id: them.id,
          version: them.version,
          fullName: them.fullName,
          role: 'GENERIC',
          station: null,
        },
        { token: first },
      ),
      ctx.post(
        '/v1/user/update',
        { id: me.id, version: me.version, fullName: me.fullName, role: 'GENERIC', station: null },
        { token: other.token },
      ),
    ]);
    expect([demoted.statusCode, demoting.statusCode].sort()).toEqual([200, 409]);
    expect(await activeDuties()).toBeGreaterThanOrEqual(1);
  });
});
