import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { FEED_KEY, GENEROUS_LIMITS, JWT_SECRET, KEY_HEADERS } from './test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Whether the process is still running. */
  alive(): boolean;
  stop(): Promise<void>;
}

/**
 * The server as production runs it, `node apps/server/src/server.ts`, in a process of its own, with
 * the test keys; `env` adds DATABASE_URL or DATA_DIR and anything else. Resolves once it answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  /** A new embedded database takes a while to make, more so on a busy machine. */
  opts: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, '.test-data'),
      JWT_SECRET,
      FEED_API_KEY: FEED_KEY,
      API_KEY: Object.values(KEY_HEADERS)[0],
      SUBSCRIPTION_KEY: Object.values(KEY_HEADERS)[1],
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...GENEROUS_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!alive()) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + (opts.startTimeoutMs ?? 30_000);
  for (;;) {
    if (!alive()) throw new Error(`server process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, alive, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server process on ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
