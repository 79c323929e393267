import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/helpers/free-port.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { signIn } from './support/pages.ts';
import { waitUntilUp } from './support/wait-until-up.ts';

const root = path.resolve(import.meta.dirname, '..');
const DUTY = { email: 'jefa.turno@airline.example', password: 'Torre-Control-Sur-2027' };

let copy: string;
let env: NodeJS.ProcessEnv;

/** The tree as it is versioned, with the build the test command just made. */
async function copyTree(to: string): Promise<void> {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
    },
  );
  const files = listed
    .toString()
    .split('\0')
    .filter((f) => f && existsSync(path.join(root, f)));
  for (const file of files) {
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await cp(path.join(root, file), path.join(to, file));
  }
  for (const built of ['apps/server/dist', 'apps/web/dist']) {
    await cp(path.join(root, built), path.join(to, built), { recursive: true });
  }
}

/** An npm script in the copy, as the installer types it, with the production variables. */
function npmRun(args: string[], input?: string): string {
  return execFileSync('npm', ['run', '--silent', ...args], {
    cwd: copy,
    env,
    input,
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'board-production-'));
  await copyTree(copy);
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: copy,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const port = await freePort();
  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(copy, 'data'),
    JWT_SECRET: 'production-test-jwt-secret-0123456789abcdef',
    // The keys the client was built with (the test command builds it with the defaults).
    API_KEY: 'demo-api-key',
    SUBSCRIPTION_KEY: 'demo-subscription-key',
    FEED_API_KEY: 'production-test-feed-key-0123456789',
    LOG_LEVEL: 'warn',
  };
}, 600_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('a production installation', () => {
  it('has no development dependency: no TypeScript loader, bundler or test tools', () => {
    // (typescript itself comes as a peer of i18next, a dependency of the client's build.)
    for (const tool of ['tsx', 'esbuild', 'vite', 'vitest', 'drizzle-kit', '@biomejs/biome']) {
      expect(existsSync(path.join(copy, 'node_modules', tool)), tool).toBe(false);
    }
    // What the server does need is there.
    expect(existsSync(path.join(copy, 'node_modules', '@electric-sql', 'pglite'))).toBe(true);
  });

  it('makes the first DUTY with npm run admin, serves on plain node, and signs the DUTY in', async () => {
    const created = npmRun(
      [
        'admin',
        '--',
        'create-user',
        '--email',
        DUTY.email,
        '--name',
        'Jefa de turno',
        '--role',
        'DUTY',
        '--password-stdin',
      ],
      `${DUTY.password}\n`,
    );
    expect(created).toContain(`created ${DUTY.email}`);

    // Its own process group: npm, the shell and node end together.
    const server: ChildProcess = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: copy,
      env,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    let browser: Browser | undefined;
    try {
      const url = env.PUBLIC_URL as string;
      await waitUntilUp(url, server, 'npm run serve', 60);
      expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: 'ready' });
      browser = await launchBrowser();
      const page = await (await browser.newContext({ locale: 'es-PE' })).newPage();
      await signIn(page, url, DUTY.email, DUTY.password);
      await page.waitForURL((u) => u.pathname !== '/login');
      await page.goto(`${url}/admin`);
      await page.getByTestId('admin-users').getByText(DUTY.email).waitFor();
      await screenshot(page, 'production-install-admin-1280');
    } finally {
      await browser?.close();
      const exited = new Promise((r) => server.once('exit', r));
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
  });
});
