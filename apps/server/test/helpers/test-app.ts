import { API_KEY_HEADER, SUBSCRIPTION_KEY_HEADER } from '@board/domain';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { openTestDatabase } from './test-database.ts';

export const KEY_HEADERS = {
  [API_KEY_HEADER]: 'test-api-key',
  [SUBSCRIPTION_KEY_HEADER]: 'test-subscription-key',
};
export const JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';
export const FEED_KEY = 'test-feed-key-of-at-least-24-characters';
/** Limits no test reaches by accident; the rate-limit tests set their own. */
export const GENEROUS_LIMITS = {
  RATE_LIMIT_PER_ADDRESS: '1000000',
  RATE_LIMIT_PER_USER: '1000000',
  LIVE_STREAMS_PER_USER: '1000',
};

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  /** POSTs JSON with both key headers (and a Bearer token when given). */
  post(
    url: string,
    body: unknown,
    opts?: { token?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  get(
    url: string,
    opts?: { token?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  login(email: string, password: string): Promise<{ access_token: string; refresh_token: string }>;
  /** Sends items through the operations feed endpoint, as an integration would. */
  feed(items: unknown[]): Promise<LightMyRequestResponse>;
  /** Sends IATA movement messages as text, as an airline's operations system would. */
  mvt(text: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

interface AppOptions {
  now?: () => Date;
  /** Configuration beyond the test defaults (limits, for instance). */
  env?: Record<string, string>;
  /** Receives the application's log lines, as the server writes them, at `info`. */
  logStream?: { write(line: string): void };
}

type Requests = Omit<TestContext, 'database' | 'smtp' | 'close'>;

/** The production application on `database`, with the tests' keys, and calls made to it. */
async function startApp(
  database: Database,
  smtp: TestContext['smtp'],
  opts: AppOptions,
): Promise<Requests> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: '.test-data',
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://board.test',
    API_KEY: KEY_HEADERS[API_KEY_HEADER],
    SUBSCRIPTION_KEY: KEY_HEADERS[SUBSCRIPTION_KEY_HEADER],
    ...GENEROUS_LIMITS,
    ...opts.env,
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: JWT_SECRET,
    feedKey: FEED_KEY,
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
    ...(opts.now && { now: opts.now }),
  });

  const inject = (
    opts: InjectOptions,
    token?: string,
    ip?: string,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      ...opts,
      remoteAddress: ip ?? '127.0.0.1',
      headers: {
        ...KEY_HEADERS,
        ...(token && { authorization: `Bearer ${token}` }),
        ...opts.headers,
      },
    });

  const requests: Requests = {
    app,
    post: (url, body, opts = {}) =>
      inject(
        { method: 'POST', url, payload: body as InjectOptions['payload'], headers: opts.headers },
        opts.token,
        opts.ip,
      ),
    get: (url, opts = {}) => inject({ method: 'GET', url, headers: opts.headers }, opts.token),
    async login(email, password) {
      const res = await requests.post('/auth/authenticate', { username: email, password });
      if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.body}`);
      return res.json();
    },
    feed: (items) =>
      app.inject({
        method: 'POST',
        url: '/integration/v1/legs',
        headers: { 'x-feed-key': FEED_KEY },
        payload: { legs: items },
      }),
    mvt: (text) =>
      app.inject({
        method: 'POST',
        url: '/integration/v1/mvt',
        headers: { 'x-feed-key': FEED_KEY, 'content-type': 'text/plain; charset=utf-8' },
        payload: text,
      }),
  };
  return requests;
}

/** The production application on a real database with demo data, and a real SMTP server. */
export async function createTestContext(
  opts: AppOptions & {
    /** Hears every statement the application sends to the database. */
    queryLogger?: Logger;
  } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase({ logger: opts.queryLogger, seeded: true });
  const smtp = await startSmtpSink();
  const requests = await startApp(database, smtp, opts);
  return {
    ...requests,
    database,
    smtp,
    async close() {
      await requests.app.close();
      await smtp.close();
      await drop();
    },
  };
}

/**
 * A second application on the same database, as another server process would be: it has kept
 * nothing and heard nothing yet. Closing it leaves the database and the first application open.
 */
export async function anotherApp(
  ctx: TestContext,
  opts: AppOptions = {},
): Promise<Requests & { close(): Promise<void> }> {
  const requests = await startApp(ctx.database, ctx.smtp, opts);
  return { ...requests, close: () => requests.app.close() };
}
