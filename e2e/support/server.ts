import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_KEY_HEADER, SUBSCRIPTION_KEY_HEADER } from '@board/domain';
import { inject } from 'vitest';
import { freePort } from '../../apps/server/test/helpers/free-port.ts';
import { waitUntilUp } from './wait-until-up.ts';

const FEED_KEY = 'browser-tests-feed-key-0123456789';
const root = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Calls an API of the server as the web client does (JSON, both key headers). */
  api(pathname: string, body?: unknown, token?: string): Promise<Response>;
  /** Sends legs through the operations feed, as an operations system does. */
  feed(items: unknown[]): Promise<Response>;
  /** Sends IATA movement messages as text, as a station's messaging system does. */
  movements(text: string): Promise<Response>;
  /** Ends the process at once, as a crash or an out-of-memory kill would. */
  kill(): Promise<void>;
  /** Ends the process as a service manager does, and removes its data unless told to keep it. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

function run(script: string, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    ),
  );
}

/** Fills a new data folder with the stations and the people who sign in, and not a single leg. */
export const seedAccounts = (dataDir: string) =>
  run('e2e/support/seed-accounts.ts', { DATA_DIR: dataDir });

/** A new data folder: a copy of the run's template for what the server starts with, if any. */
async function newDataDir(template: 'demo' | 'none' | null): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'board-e2e-'));
  if (template) await cp(inject('dataTemplates')[template], dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the product as `npm start` does (after the build): a real process on its own port and
 * its own embedded database in a temporary data folder. With `legs: 'none'` the demo operations
 * stay out (accounts and stations only): the test sends every leg the board shows.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    legs?: 'demo' | 'none';
    /** A data folder made beforehand (a restored backup); by default a new one. */
    dataDir?: string;
    /** Runs on the data folder before the server opens it (a command an installer runs first). */
    prepare?: (dataDir: string) => Promise<void>;
    /** How long the start may take, in seconds. */
    within?: number;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  // A file whose set-up writes to the data folder, whose server adds no demo data or keeps its
  // data on a database server starts on a folder of its own; every other starts on a copy of
  // the data the run's set-up wrote.
  const own =
    options.prepare !== undefined || env.DEMO_DATA === 'false' || env.DATABASE_URL !== undefined;
  const dataDir = options.dataDir ?? (await newDataDir(own ? null : (options.legs ?? 'demo')));
  if (own && options.legs === 'none') await seedAccounts(dataDir);
  await options.prepare?.(dataDir);
  const demo = options.legs === 'none' ? { DEMO_DATA: 'false' } : {};
  const child: ChildProcess = spawn(
    process.execPath,
    // The compiled server, as `npm run serve` runs it in production: plain node, no loader.
    ['apps/server/dist/server.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        FEED_API_KEY: FEED_KEY,
        // Every page of a suite signs in from one address as a few users, many times a minute.
        RATE_LIMIT_PER_ADDRESS: '1000000',
        RATE_LIMIT_PER_USER: '1000000',
        LIVE_STREAMS_PER_USER: '1000',
        ...demo,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, 'server', options.within ?? 60);
  return {
    url,
    dataDir,
    api: (pathname, body, token) =>
      fetch(`${url}${pathname}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          [API_KEY_HEADER]: env.API_KEY ?? 'demo-api-key',
          [SUBSCRIPTION_KEY_HEADER]: env.SUBSCRIPTION_KEY ?? 'demo-subscription-key',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      }),
    feed: (items) =>
      fetch(`${url}/integration/v1/legs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-feed-key': FEED_KEY },
        body: JSON.stringify({ legs: items }),
      }),
    movements: (text) =>
      fetch(`${url}/integration/v1/mvt`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-feed-key': FEED_KEY },
        body: text,
      }),
    async kill() {
      if (!running()) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    async stop({ keepData = false } = {}) {
      if (running()) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
