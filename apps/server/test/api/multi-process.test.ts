import { BOARD_EVENT_NAME, BOARD_OPEN_EVENT_NAME, type LegsChangedEvent } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed.ts';
import { departureItem, TODAY } from '../helpers/legs.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { FEED_KEY, KEY_HEADERS } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

async function signedIn(server: ServerProcess): Promise<string> {
  const login = await fetch(`${server.url}/auth/authenticate`, {
    method: 'POST',
    headers: { ...KEY_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'cta.lim@example.com', password: 'lima2026' }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A board's stream of LIM's changes on one process, opened: `next(n)` reads its next n. */
async function changesOn(server: ServerProcess, token: string) {
  const controller = new AbortController();
  const stream = await fetch(`${server.url}/v1/events?station=LIM`, {
    headers: { ...KEY_HEADERS, authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = (stream.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  let text = '';
  const messages = (name: string) =>
    text
      .split('\n\n')
      .filter((block) => block.startsWith(`event: ${name}\n`))
      .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as LegsChangedEvent);
  const readUntil = async (enough: () => boolean) => {
    while (!enough()) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
  };
  // Listening once it has said where the station is.
  await readUntil(() => text.includes(`event: ${BOARD_OPEN_EVENT_NAME}\n`));
  return {
    async next(count: number) {
      await readUntil(() => messages(BOARD_EVENT_NAME).length >= count);
      return messages(BOARD_EVENT_NAME).slice(0, count);
    },
    stop: () => controller.abort(),
  };
}

describe.runIf(postgres)('several server processes on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    await opened.database.migrate();
    await seedDemoData(opened.database.db);
    const env = { DATABASE_URL: opened.url };
    processes.push(await startServerProcess(env), await startServerProcess(env));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await drop?.();
  });

  it('fan a change made through one process out to a board open on the other', async () => {
    const [a, b] = processes.map((p) => p.url);
    const login = await fetch(`${b}/auth/authenticate`, {
      method: 'POST',
      headers: { ...KEY_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cta.lim@example.com', password: 'lima2026' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const controller = new AbortController();
    const stream = await fetch(`${b}/v1/events?station=LIM`, {
      headers: { ...KEY_HEADERS, authorization: `Bearer ${access_token}` },
      signal: controller.signal,
    });
    const reader = (stream.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    await reader.read(); // the stream's opening comment: B is listening

    const feed = await fetch(`${a}/integration/v1/legs`, {
      method: 'POST',
      headers: { 'x-feed-key': FEED_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ legs: [departureItem({ datop_local: TODAY })] }),
    });
    expect(feed.status).toBe(200);
    let text = '';
    while (!text.includes(`event: ${BOARD_EVENT_NAME}`)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    expect(text).toContain('"station":"LIM"');
    controller.abort();
  });

  it('deliver the same changes, with the same rows, in the same order on every process', async () => {
    const token = await signedIn(processes[0] as ServerProcess);
    const streams = await Promise.all(processes.map((p) => changesOn(p, token)));
    for (const [i, minutes] of [20, 35, 50].entries()) {
      const through = processes[i % 2] as ServerProcess;
      const etd = new Date(Date.parse(`${TODAY}T15:00:00Z`) + minutes * 60_000).toISOString();
      const feed = await fetch(`${through.url}/integration/v1/legs`, {
        method: 'POST',
        headers: { 'x-feed-key': FEED_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ legs: [departureItem({ datop_local: TODAY, etd })] }),
      });
      expect(feed.status).toBe(200);
    }
    const [onA, onB] = await Promise.all(streams.map((stream) => stream.next(3)));
    expect(onB).toEqual(onA);
    const numbers = (onA ?? []).map((change) => change.seq);
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
    for (const change of onA ?? []) expect(change.deltas?.length).toBeGreaterThan(0);
    for (const stream of streams) stream.stop();
  });

  it('refuses, on every process, a token whose session ended through another', async () => {
    const [a, b] = processes.map((p) => p.url);
    const call = (base: string | undefined, route: string, token: string, body?: unknown) =>
      fetch(`${base}${route}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          ...KEY_HEADERS,
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    const login = await fetch(`${a}/auth/authenticate`, {
      method: 'POST',
      headers: { ...KEY_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'generic@example.com', password: 'generic2026' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    // B checks the token once and keeps the answer.
    expect((await call(b, '/v1/station/list-all', access_token)).status).toBe(200);
    const out = await call(a, '/auth/signout', access_token, { email: 'generic@example.com' });
    expect(out.status).toBe(200);
    // The notification crosses processes in milliseconds; the deadline stays inside B's five-second
    // recheck, so only the notification can make it.
    const refusedBy = Date.now() + 3000;
    let status = 200;
    while (status === 200 && Date.now() < refusedBy) {
      status = (await call(b, '/v1/station/list-all', access_token)).status;
    }
    expect(status).toBe(401);
  });

  it('ends a live stream open on one process at a sign-out through the other', async () => {
    const [a, b] = processes.map((p) => p.url);
    const login = await fetch(`${a}/auth/authenticate`, {
      method: 'POST',
      headers: { ...KEY_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cta.lim@example.com', password: 'lima2026' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { ...KEY_HEADERS, authorization: `Bearer ${access_token}` };
    const controller = new AbortController();
    const stream = await fetch(`${b}/v1/events?station=LIM`, {
      headers,
      signal: controller.signal,
    });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await reader.read(); // the opening comment: B holds the stream

    const out = await fetch(`${a}/auth/signout`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cta.lim@example.com' }),
    });
    expect(out.status).toBe(200);
    // Well inside the 15-second heartbeat that used to be the only check of an open stream.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'open'>((resolve) => {
      timer = setTimeout(() => resolve('open'), 5_000);
    });
    const ended = (async () => {
      while (!(await reader.read()).done) {
        // a heartbeat: keep reading
      }
      return 'ended' as const;
    })();
    expect(await Promise.race([ended, late])).toBe('ended');
    clearTimeout(timer);
    controller.abort();
  });
});
