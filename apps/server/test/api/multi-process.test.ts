import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { BOARD_EVENT_NAME } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed.ts';
import { departureItem, TODAY } from '../helpers/legs.ts';
import { FEED_KEY, JWT_SECRET, KEY_HEADERS } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** A real server process on the shared PostgreSQL database. */
async function startProcess(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(root, '.test-data'),
      JWT_SECRET,
      FEED_API_KEY: FEED_KEY,
      API_KEY: Object.values(KEY_HEADERS)[0],
      SUBSCRIPTION_KEY: Object.values(KEY_HEADERS)[1],
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`process on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.runIf(postgres)('several server processes on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  const children: ChildProcess[] = [];
  const ports = [
    39_000 + Math.floor(Math.random() * 1000),
    40_000 + Math.floor(Math.random() * 1000),
  ];

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    await opened.database.migrate();
    await seedDemoData(opened.database.db);
    const url = opened.url;
    children.push(await startProcess(url, ports[0] ?? 0), await startProcess(url, ports[1] ?? 0));
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => c.once('exit', r))));
    await drop?.();
  });

  it('fan a change made through one process out to a board open on the other', async () => {
    const [a, b] = ports.map((p) => `http://127.0.0.1:${p}`);
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

    const sent = Date.now();
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
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(text).toContain('"station":"LIM"');
    controller.abort();
  });

  it('refuses, on every process, a token whose session ended through another', async () => {
    const [a, b] = ports.map((p) => `http://127.0.0.1:${p}`);
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
    // The notification crosses processes in milliseconds, far inside B's five-second recheck.
    const refusedBy = Date.now() + 1000;
    let status = 200;
    while (status === 200 && Date.now() < refusedBy) {
      status = (await call(b, '/v1/station/list-all', access_token)).status;
    }
    expect(status).toBe(401);
  });
});
