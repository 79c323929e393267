import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents } from '../../src/db/schema.ts';
import { type ReceivedMail, resetLinkOf } from '../helpers/smtp-sink.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let duty: string;
beforeAll(async () => {
  ctx = await createTestContext();
  duty = (await ctx.login('duty@example.com', 'duty2026')).access_token;
});
afterAll(() => ctx.close());

const PASSWORD = 'Rampa-Norte-2027';
const create = (body: Record<string, unknown>, token = duty) =>
  ctx.post('/v1/user/create', body, { token });
const fieldsOf = (res: { json(): { error: { fields?: { path: string; key: string }[] } } }) =>
  res.json().error.fields?.map((f) => `${f.path}:${f.key}`);

/** A CTA created by DUTY who has set a password through the invitation, signed in. */
async function invitedCta(email: string) {
  const created = await create({ email, fullName: 'Rosa Quispe', role: 'CTA', station: 'LIM' });
  expect(created.statusCode).toBe(200);
  const token = new URL(resetLinkOf(await ctx.smtp.waitFor(email))).searchParams.get('token');
  const set = await ctx.post('/auth/replace-password', { token, password: PASSWORD });
  expect(set.statusCode).toBe(200);
  const session = await ctx.login(email, PASSWORD);
  return { user: created.json().data, session };
}

describe('user administration', () => {
  it('invites a new CTA, who sets a password by the e-mailed link and sees the board', async () => {
    const res = await create({
      email: 'Nueva.CTA@Example.com',
      fullName: ' Ana Torres ',
      role: 'CTA',
      station: 'lim',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'nueva.cta@example.com',
      fullName: 'Ana Torres',
      role: 'CTA',
      station: 'LIM',
      active: true,
      invited: true,
      version: 1,
    });
    const mail = await ctx.smtp.waitFor('nueva.cta@example.com');
    expect(mail.raw).toContain('72 horas');
    // Before the password is set, nothing signs in.
    const early = await ctx.post('/auth/authenticate', {
      username: 'nueva.cta@example.com',
      password: 'invited',
    });
    expect(early.statusCode).toBe(401);
    const token = new URL(resetLinkOf(mail)).searchParams.get('token');
    expect(
      (await ctx.post('/auth/replace-password', { token, password: PASSWORD })).statusCode,
    ).toBe(200);
    // The link is single-use.
    expect((await ctx.post('/auth/validate-token', { token })).statusCode).toBe(400);
    const { access_token } = await ctx.login('nueva.cta@example.com', PASSWORD);
    expect((await ctx.get('/v1/station/list-all', { token: access_token })).statusCode).toBe(200);
    const listed = await ctx.get('/v1/user/list?search=nueva', { token: duty });
    expect(listed.json().data.users).toMatchObject([
      { email: 'nueva.cta@example.com', invited: false },
    ]);
  });

  it('finds accounts by the roles the client names for the search, and refuses an unknown role', async () => {
    const emails = async (query: string) =>
      (await ctx.get(`/v1/user/list?${query}`, { token: duty }))
        .json()
        .data.users.map((user: { email: string }) => user.email);
    // "Consulta" is how Spanish shows GENERIC: no e-mail, name, station or code holds it.
    expect(await emails('search=Consulta')).toEqual([]);
    const found = await emails('search=Consulta&roles=GENERIC');
    expect(found).toContain('generic@example.com');
    expect(found).not.toContain('duty@example.com');
    const refused = await ctx.get('/v1/user/list?search=x&roles=GENERIC,ADMIN', { token: duty });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual(['roles:validation.invalid']);
  });

  it('refuses every call to a CTA and a GENERIC user', async () => {
    const cta = (await ctx.login('cta.lim@example.com', 'lima2026')).access_token;
    const generic = (await ctx.login('generic@example.com', 'generic2026')).access_token;
    for (const token of [cta, generic]) {
      expect((await ctx.get('/v1/user/list', { token })).statusCode).toBe(403);
      const made = await create(
        { email: 'x@example.com', fullName: 'X', role: null, station: null },
        token,
      );
      expect(made.statusCode).toBe(403);
    }
  });

  it('says which field is wrong', async () => {
    const missing = await create({ fullName: '', role: 'PILOT', station: 'LIMA' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(
      expect.arrayContaining([
        'email:validation.required',
        'fullName:validation.required',
        'station:validation.station',
      ]),
    );
    const noStation = await create({
      email: 'a@example.com',
      fullName: 'A',
      role: 'CTA',
      station: null,
    });
    expect(fieldsOf(noStation)).toEqual(['station:validation.ctaStation']);
    const unknown = await create({
      email: 'b@example.com',
      fullName: 'B',
      role: 'CTA',
      station: 'ZZZ',
    });
    expect(fieldsOf(unknown)).toEqual(['station:validation.unknownStation']);
    const taken = await create({
      email: 'CTA.LIM@example.com',
      fullName: 'C',
      role: 'GENERIC',
      station: null,
    });
    expect(fieldsOf(taken)).toEqual(['email:validation.emailTaken']);
    const extra = await create({
      email: 'd@example.com',
      fullName: 'D',
      role: null,
      station: null,
      passwordHash: 'x',
    });
    expect(extra.statusCode).toBe(400);
    const ghost = await ctx.post(
      '/v1/user/deactivate',
      { id: '00000000-0000-4000-8000-000000000000' },
      { token: duty },
    );
    expect(ghost.statusCode).toBe(404);
  });

  it('switches an account off at once: its session, sign-in, refresh and reset all end', async () => {
    const { user, session } = await invitedCta('apagada@example.com');
    const off = await ctx.post('/v1/user/deactivate', { id: user.id }, { token: duty });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.active).toBe(false);
    expect(
      (await ctx.get('/v1/station/list-all', { token: session.access_token })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.post('/auth/refresh-token', { refresh_token: session.refresh_token })).statusCode,
    ).toBe(401);
    const again = await ctx.post('/auth/authenticate', {
      username: 'apagada@example.com',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('INVALID_CREDENTIALS');
    const sent = ctx.smtp.mails.length;
    await ctx.post('/auth/forgot', { email: 'apagada@example.com' });
    // The request is handled after its answer: once it is on record, as the switched-off
    // account's, no mail was sent for it.
    await expect
      .poll(async () =>
        (
          await ctx.database.db
            .select()
            .from(authEvents)
            .where(eq(authEvents.email, 'apagada@example.com'))
        )
          .filter((event) => event.type === 'forgot.deactivated')
          .map((event) => event.userId),
      )
      .toEqual([user.id]);
    expect(ctx.smtp.mails.length).toBe(sent);

    expect(
      (await ctx.post('/v1/user/reactivate', { id: user.id }, { token: duty })).statusCode,
    ).toBe(200);
    expect((await ctx.login('apagada@example.com', PASSWORD)).access_token).toBeTruthy();
  });

  it('voids for good the links an account was sent before it was switched off', async () => {
    const email = 'de.vuelta@example.com';
    const made = await create({ email, fullName: 'Luis Huamán', role: 'CTA', station: 'LIM' });
    const { id } = made.json().data;
    const linkToken = (mail: ReceivedMail) => new URL(resetLinkOf(mail)).searchParams.get('token');
    const first = linkToken(await ctx.smtp.waitFor(email));
    expect((await ctx.post('/auth/validate-token', { token: first })).statusCode).toBe(200);

    await ctx.post('/v1/user/deactivate', { id }, { token: duty });
    expect((await ctx.post('/auth/validate-token', { token: first })).statusCode).toBe(400);
    expect((await ctx.post('/v1/user/reactivate', { id }, { token: duty })).statusCode).toBe(200);
    // Back on, the old link stays dead: whoever kept the mail meanwhile cannot use it.
    expect((await ctx.post('/auth/validate-token', { token: first })).statusCode).toBe(400);
    const late = await ctx.post('/auth/replace-password', { token: first, password: PASSWORD });
    expect(late.statusCode).toBe(400);

    // A new invitation is what brings the person in.
    expect((await ctx.post('/v1/user/invite', { id }, { token: duty })).statusCode).toBe(200);
    const mailsTo = () => ctx.smtp.mails.filter((m) => m.to.includes(email));
    await expect.poll(() => mailsTo().length).toBe(2);
    const latest = mailsTo().at(-1);
    const second = latest && linkToken(latest);
    const set = await ctx.post('/auth/replace-password', { token: second, password: PASSWORD });
    expect(set.statusCode).toBe(200);
  });

  it('ends the sessions of an account whose role or station changes, and guards against stale edits', async () => {
    const { user, session } = await invitedCta('movida@example.com');
    const moved = await ctx.post(
      '/v1/user/update',
      { id: user.id, version: user.version, fullName: 'Rosa Quispe', role: 'CTA', station: 'SCL' },
      { token: duty },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ station: 'SCL', version: user.version + 1 });
    expect(
      (await ctx.get('/v1/station/list-all', { token: session.access_token })).statusCode,
    ).toBe(401);
    const stale = await ctx.post(
      '/v1/user/update',
      { id: user.id, version: user.version, fullName: 'R. Quispe', role: 'GENERIC', station: null },
      { token: duty },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current.station).toBe('SCL');
  });

  it('never lets an administrator switch off or demote their own account', async () => {
    const me = (await ctx.get('/v1/user/list?search=duty@example.com', { token: duty })).json().data
      .users[0];
    const off = await ctx.post('/v1/user/deactivate', { id: me.id }, { token: duty });
    expect(fieldsOf(off)).toEqual(['id:validation.ownAccount']);
    const demoted = await ctx.post(
      '/v1/user/update',
      { id: me.id, version: me.version, fullName: me.fullName, role: 'GENERIC', station: null },
      { token: duty },
    );
    expect(fieldsOf(demoted)).toEqual(['role:validation.ownAccount']);
  });

  it('audits who changed what, before and after, and nothing secret', async () => {
    const { user } = await invitedCta('auditada@example.com');
    await ctx.post('/v1/user/deactivate', { id: user.id }, { token: duty });
    const res = await ctx.get(`/v1/user/audit?id=${user.id}`, { token: duty });
    expect(res.statusCode).toBe(200);
    const entries = res.json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['deactivated', 'created']);
    expect(entries[0]).toMatchObject({
      actor: expect.any(String),
      before: { active: true, station: 'LIM' },
      after: { active: false, station: 'LIM' },
    });
    expect(entries[1].before).toBeNull();
    expect(res.body).not.toMatch(/password|argon2|invited/i);
  });
});
