import { BOARD_EVENT_NAME } from '@board/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.ts';
import { openSessionsAmong } from '../../src/modules/auth/index.ts';
import { departureItem } from '../helpers/legs.ts';
import { listeningSuite } from '../helpers/listening-suite.ts';
import { resetLinkOf } from '../helpers/smtp-sink.ts';
import { KEY_HEADERS } from '../helpers/test-app.ts';

/**
 * Far below the 15-second heartbeat that used to be the only check of an open stream, and far
 * above the second a stream takes to end, so a slow machine does not fail the test.
 */
const ENDS_WITHIN_MS = 5_000;

const suite = listeningSuite({ LIVE_STREAMS_PER_USER: '2' });
const opened: AbortController[] = [];
afterAll(() => {
  for (const controller of opened) controller.abort();
});

async function openStream(station: string, token: string) {
  const controller = new AbortController();
  opened.push(controller);
  const response = await fetch(`${suite.url}/v1/events?station=${station}`, {
    headers: { ...KEY_HEADERS, authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = response.ok
    ? response.body?.pipeThrough(new TextDecoderStream()).getReader()
    : undefined;
  // The opening comment: the server holds the stream from here on.
  await reader?.read();
  return { response, reader, close: () => controller.abort() };
}

type Reader = ReadableStreamDefaultReader<string> | undefined;

/** Whether the server ends the stream before the deadline (anything it sends is skipped). */
async function endsInTime(reader: Reader): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ENDS_WITHIN_MS);
  });
  const ended = (async () => {
    while (!(await reader?.read())?.done) {
      // a heartbeat or a change: keep reading
    }
    return true;
  })();
  const result = await Promise.race([ended, late]);
  clearTimeout(timer);
  return result;
}

/** Reads until a change of the board arrives, before the deadline. */
async function hearsChange(reader: Reader): Promise<boolean> {
  const deadline = Date.now() + ENDS_WITHIN_MS;
  let text = '';
  while (!text.includes(`event: ${BOARD_EVENT_NAME}`) && Date.now() < deadline) {
    const next = await reader?.read();
    if (!next || next.done) return false;
    text += next.value;
  }
  return text.includes(`event: ${BOARD_EVENT_NAME}`);
}

const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;

describe('live streams', () => {
  it('let a user hold only the configured number open, refusing the next with 429', async () => {
    const { access_token } = await suite.ctx.login('cta.lim@example.com', 'lima2026');
    const first = await openStream('LIM', access_token);
    const second = await openStream('LIM', access_token);
    expect([first.response.status, second.response.status]).toEqual([200, 200]);

    const third = await openStream('LIM', access_token);
    expect(third.response.status).toBe(429);
    expect(Number(third.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await third.response.json()) as { error: { code: string } }).error.code).toBe(
      'RATE_LIMITED',
    );
    // Another user is not held to this user's streams.
    const other = await suite.ctx.login('generic@example.com', 'generic2026');
    expect((await openStream('LIM', other.access_token)).response.status).toBe(200);

    // Once a stream is closed its place is free again (the server hears the close shortly).
    first.close();
    const deadline = Date.now() + ENDS_WITHIN_MS;
    let again = await openStream('LIM', access_token);
    while (again.response.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await openStream('LIM', access_token);
    }
    expect(again.response.status).toBe(200);
    second.close();
    again.close();
  });

  it('end at the sign-out of their session, and only of that session', async () => {
    const signingOut = await suite.ctx.login('duty@example.com', 'duty2026');
    const staying = await suite.ctx.login('duty@example.com', 'duty2026');
    const ending = await openStream('LIM', signingOut.access_token);
    const open = await openStream('LIM', staying.access_token);

    const out = await suite.ctx.post(
      '/auth/signout',
      { email: 'duty@example.com' },
      { token: signingOut.access_token },
    );
    expect(out.statusCode).toBe(200);
    expect(await endsInTime(ending.reader)).toBe(true);

    expect((await suite.ctx.feed([departureItem()])).statusCode).toBe(200);
    expect(await hearsChange(open.reader)).toBe(true);
    open.close();
  });

  it("end at a password change, every one of the user's", async () => {
    const email = 'cta.scl@example.com';
    const tokens = [
      await suite.ctx.login(email, 'santiago2026'),
      await suite.ctx.login(email, 'santiago2026'),
    ];
    const streams = [
      await openStream('SCL', tokens[0]?.access_token ?? ''),
      await openStream('SCL', tokens[1]?.access_token ?? ''),
    ];
    expect(streams.map((s) => s.response.status)).toEqual([200, 200]);

    expect((await suite.ctx.post('/auth/forgot', { email })).statusCode).toBe(200);
    const mail = await suite.ctx.smtp.waitFor(email);
    const token = new URL(resetLinkOf(mail)).searchParams.get('token');
    const replaced = await suite.ctx.post('/auth/replace-password', {
      token,
      password: 'Pista-nocturna-4471',
    });
    expect(replaced.statusCode).toBe(200);
    expect(await Promise.all(streams.map((s) => endsInTime(s.reader)))).toEqual([true, true]);
  });

  it('end when their session ends, without waiting for a heartbeat', async () => {
    const { access_token } = await suite.ctx.login('cta.bog@example.com', 'bogota2026');
    await suite.ctx.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '2 seconds'` })
      .where(eq(sessions.id, sessionOf(access_token)));
    const stream = await openStream('BOG', access_token);
    expect(stream.response.status).toBe(200);
    expect(await endsInTime(stream.reader)).toBe(true);
  });

  it('have their sessions checked together at the heartbeat: open ones of active accounts', async () => {
    const logins = await Promise.all([
      suite.ctx.login('cta.lim@example.com', 'lima2026'),
      suite.ctx.login('generic@example.com', 'generic2026'),
      suite.ctx.login('duty@example.com', 'duty2026'),
    ]);
    const [open, revoked, ofSwitchedOff] = logins.map((l) => sessionOf(l.access_token));
    const { db } = suite.ctx.database;
    // Ended in the database alone, as a lost notification would leave them.
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, revoked ?? ''));
    await db.execute(
      sql`update users set deactivated_at = now() where id = (select user_id from sessions where id = ${ofSwitchedOff})`,
    );
    const found = await openSessionsAmong(db, [open, revoked, ofSwitchedOff] as string[]);
    expect([...found]).toEqual([open]);
    await db.execute(sql`update users set deactivated_at = null where email = 'duty@example.com'`);
  });
});
