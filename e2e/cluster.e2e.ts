import { API_KEY_HEADER, SUBSCRIPTION_KEY_HEADER } from '@board/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';
import { createScratchDatabase } from '../apps/server/test/helpers/scratch-database.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { limaToday } from './support/leg-api.ts';
import { type RunningProxy, startNginx } from './support/nginx.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { feedItems, stationDay } from './support/station-day.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 3;
const LIMA = { email: 'cta.lim@example.com', password: 'lima2026' };
const GENERIC = { email: 'generic@example.com', password: 'generic2026' };
/** What an installation gives every process alike (deploy/board.env.example). */
const SHARED = {
  DEMO_DATA: 'false',
  TRUST_PROXY: 'true',
  JWT_SECRET: 'cluster-test-secret-0123456789-0123456789',
  METRICS_TOKEN: 'cluster-metrics-token-0123456789',
};

/**
 * Three server processes on one PostgreSQL behind nginx, configured with the shipped locations:
 * what an airline runs once one machine is not enough.
 */
describe.runIf(serverUrl)('three server processes behind nginx', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let servers: RunningServer[] = [];
  let proxy: RunningProxy;
  let browser: Browser;
  const turns = stationDay('LIM', 'America/Lima', limaToday(), 3);

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '', 'board_cluster');
    const database = await openDatabase({ url: scratch.url });
    await database.migrate();
    await seedDemoData(database.db);
    await database.close();
    const env = { ...SHARED, DATABASE_URL: scratch.url };
    // One at a time: each start applies the (already applied) migrations.
    for (let i = 0; i < PROCESSES; i += 1) servers.push(await startServer(env));
    [proxy, browser] = await Promise.all([
      startNginx(servers.map((server) => server.url)),
      launchBrowser(),
    ]);
    expect((await feed(feedItems(turns))).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    await scratch?.drop();
  });

  const call = (base: string, pathname: string, body?: unknown, token?: string) =>
    fetch(`${base}${pathname}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        [API_KEY_HEADER]: 'demo-api-key',
        [SUBSCRIPTION_KEY_HEADER]: 'demo-subscription-key',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  const feed = (items: unknown[]) =>
    fetch(`${proxy.url}/integration/v1/legs`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-feed-key': 'browser-tests-feed-key-0123456789',
      },
      body: JSON.stringify({ legs: items }),
    });
  const upstreamOf = (response: Response) => response.headers.get('x-upstream');
  async function signInThroughProxy(account = LIMA) {
    const response = await call(proxy.url, '/auth/authenticate', {
      username: account.email,
      password: account.password,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string };
    return { token: body.access_token, upstream: upstreamOf(response) };
  }

  it('serves a session signed in on one process from the others', async () => {
    const { token, upstream } = await signInThroughProxy();
    const seen = new Set([upstream]);
    for (let i = 0; i < PROCESSES; i += 1) {
      const response = await call(proxy.url, '/v1/station/list-all', undefined, token);
      expect(response.status).toBe(200);
      seen.add(upstreamOf(response));
    }
    expect(seen.size).toBe(PROCESSES);
  });

  /** A board signed in through the proxy, reloaded until its live stream is on a process not in `taken`. */
  async function boardOnNewProcess(taken: Set<string>): Promise<{ page: Page; upstream: string }> {
    const page = await (await browser.newContext({ locale: 'es-PE' })).newPage();
    const stream = () =>
      page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/events');
    let opened = stream();
    await signIn(page, proxy.url, LIMA.email, LIMA.password);
    await waitForPath(page, '/general');
    for (let attempt = 1; ; attempt += 1) {
      const upstream = (await opened).headers()['x-upstream'] ?? '';
      if (!taken.has(upstream)) return { page, upstream };
      // A load's number of calls varies (a board that read its day before its stream opened
      // reads it again), so where the next stream lands is not certain: enough loads find each.
      if (attempt === 6 * PROCESSES) break;
      // One or two more calls shift the proxy's turn, so the next stream lands elsewhere.
      for (let shift = 0; shift < 1 + (attempt % 2); shift += 1)
        await fetch(`${proxy.url}/healthz`);
      opened = stream();
      await page.reload();
    }
    throw new Error('no live stream reached a process of its own');
  }

  it('brings a change to boards whose live streams are on every process', async () => {
    const taken = new Set<string>();
    const pages: Page[] = [];
    for (let i = 0; i < PROCESSES; i += 1) {
      const { page, upstream } = await boardOnNewProcess(taken);
      taken.add(upstream);
      pages.push(page);
    }
    expect(taken.size).toBe(PROCESSES);
    const row = (page: Page) => page.locator('tbody tr[data-row-id]').filter({ hasText: 'LA4001' });
    for (const page of pages) await row(page).waitFor();

    // Another user has looked at the day too (the look is kept in the database).
    const generic = (await signInThroughProxy(GENERIC)).token;
    const limaDay = { station: 'LIM', day: limaToday() };
    const changedFor = async (base: string) => {
      const response = await call(base, '/v1/leg/changes-since', limaDay, generic);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { legs: { flight_number: string }[] } };
      return data.legs.map((leg) => leg.flight_number);
    };
    expect(await changedFor(proxy.url)).toEqual([]);

    const turn = turns[1];
    if (!turn) throw new Error('the day has no second turnaround');
    expect((await feed([{ ...turn.departure, registration: 'ZZQ' }])).status).toBe(200);
    for (const page of pages) await row(page).filter({ hasText: 'CC-ZZQ' }).waitFor();
    await screenshot(pages[0] as Page, 'cluster-board-1280');

    // The change is marked on every board, whichever process answers it.
    const marker = (page: Page) =>
      row(page).getByRole('button', { name: '1 cambio desde su última visita' });
    for (const page of pages) await marker(page).waitFor();
    // One board clears the day; the same user's other boards, reloaded on other processes, agree.
    await (pages[0] as Page).getByRole('button', { name: /Marcar todo como visto/ }).click();
    await expect.poll(() => marker(pages[0] as Page).count()).toBe(0);
    for (const page of pages.slice(1)) {
      const answer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/v1/leg/changes-since',
      );
      await page.reload();
      const { data } = (await (await answer).json()) as { data: { legs: unknown[] } };
      expect(data.legs).toEqual([]);
      await row(page).filter({ hasText: 'CC-ZZQ' }).waitFor();
      // The page opens on what it kept, the marker included, until that answer is drawn.
      await expect.poll(() => marker(page).count()).toBe(0);
    }
    // The other user's marker stands, asked of each process.
    for (const server of servers)
      expect(await changedFor(server.url)).toEqual([`LA${turn.departure.flight_number}`]);
    await Promise.all(pages.map((page) => page.context().close()));
  });

  it('ends a signed-out session on every process at once', async () => {
    const { token } = await signInThroughProxy();
    // Every process has checked the token, and trusts it for a while without asking again.
    for (const server of servers) {
      expect((await call(server.url, '/v1/station/list-all', undefined, token)).status).toBe(200);
    }
    expect((await call(proxy.url, '/auth/signout', { email: LIMA.email }, token)).status).toBe(200);
    for (const server of servers) {
      await expect
        .poll(async () => (await call(server.url, '/v1/station/list-all', undefined, token)).status)
        .toBe(401);
    }
  });

  it("passes the processes' compressed forms on, and the live stream as it is written", async () => {
    const encodingOf = async (pathname: string, accepted: string, init: RequestInit = {}) => {
      const response = await fetch(`${proxy.url}${pathname}`, {
        ...init,
        headers: { ...init.headers, 'accept-encoding': accepted },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
      return { encoding: response.headers.get('content-encoding'), text: await response.text() };
    };
    const page = await encodingOf('/login', 'gzip, deflate, br');
    expect(page.encoding).toBe('br');
    // The sign-in page names its scripts in the one inline script that fetches them.
    const script = page.text.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    if (!script) throw new Error('the page names no script');
    expect((await encodingOf(script, 'gzip, deflate, br')).encoding).toBe('br');
    expect((await encodingOf(script, 'gzip, deflate')).encoding).toBe('gzip');

    const { token } = await signInThroughProxy();
    const auth = {
      'content-type': 'application/json',
      [API_KEY_HEADER]: 'demo-api-key',
      [SUBSCRIPTION_KEY_HEADER]: 'demo-subscription-key',
      authorization: `Bearer ${token}`,
    };
    const board = await encodingOf('/v1/leg/list-extend', 'gzip, deflate, br', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ day: limaToday(), station: 'LIM' }),
    });
    expect(board.encoding).toBe('br');
    expect(board.text).toContain('"LA4001"');

    const controller = new AbortController();
    try {
      const stream = await fetch(`${proxy.url}/v1/events?station=LIM`, {
        headers: { ...auth, 'accept-encoding': 'gzip, deflate, br' },
        signal: controller.signal,
      });
      expect(stream.headers.get('content-encoding')).toBeNull();
      // The stream's opening comment arrives while the stream stays open: nothing holds it back.
      const first = await stream.body?.getReader().read();
      expect(new TextDecoder().decode(first?.value)).toContain(': open');
    } finally {
      controller.abort();
    }
  });

  it("shows each process's share of these calls in its own /metrics", async () => {
    // Scraped from each process, as Prometheus does; the proxy does not pass /metrics on.
    const hidden = await fetch(`${proxy.url}/metrics`, {
      headers: { authorization: `Bearer ${SHARED.METRICS_TOKEN}` },
    });
    expect(hidden.status).toBe(404);
    const served =
      'board_http_request_duration_seconds_count{method="GET",route="/v1/station/list-all",status="2xx"}';
    const counts = () =>
      Promise.all(
        servers.map(async (server) => {
          const response = await fetch(`${server.url}/metrics`, {
            headers: { authorization: `Bearer ${SHARED.METRICS_TOKEN}` },
          });
          expect(response.status).toBe(200);
          const text = await response.text();
          const line = text.split('\n').find((l) => l.startsWith(`${served} `));
          return Number(line?.split(' ')[1] ?? 0);
        }),
      );
    const before = await counts();
    const { token } = await signInThroughProxy();
    for (let i = 0; i < 2 * PROCESSES; i += 1) {
      expect((await call(proxy.url, '/v1/station/list-all', undefined, token)).status).toBe(200);
    }
    const after = await counts();
    // The proxy took turns: each process answered, and counted, two of the six.
    expect(after.map((count, i) => count - (before[i] ?? 0))).toEqual([2, 2, 2]);
  });

  it('costs the users of a process that dies no more than a retry', async () => {
    const { token } = await signInThroughProxy();
    const list = () =>
      call(proxy.url, '/v1/leg/list-extend', { day: limaToday(), station: 'LIM' }, token).then(
        (response) => response.status,
        () => 0,
      );
    // The board's live stream is on the process that dies: the one it reached.
    const { page, upstream } = await boardOnNewProcess(new Set());
    const victim = servers.find((server) => new URL(server.url).host === upstream);
    if (!victim) throw new Error(`the stream reached ${upstream}, not a process of the test`);
    const statuses: number[] = [];
    const retried: number[] = [];
    const traffic = async (worker: number) => {
      for (let i = 0; i < 20; i += 1) {
        if (worker === 0 && i === 5) await victim.kill();
        const status = await list();
        statuses.push(status);
        if (status !== 200) retried.push(await list());
      }
    };
    await Promise.all([0, 1, 2].map(traffic));
    // Only calls in flight on the dying process can fail; their retry never does.
    expect(statuses.filter((status) => status !== 200).length).toBeLessThanOrEqual(3);
    expect(retried.every((status) => status === 200)).toBe(true);

    // The board's live stream finds a process that is still there.
    const turn = turns[2];
    if (!turn) throw new Error('the day has no third turnaround');
    expect((await feed([{ ...turn.departure, registration: 'ZZR' }])).status).toBe(200);
    await page
      .locator('tbody tr[data-row-id]')
      .filter({ hasText: 'LA4002' })
      .filter({ hasText: 'CC-ZZR' })
      .waitFor({ timeout: 40_000 });
  });
});
