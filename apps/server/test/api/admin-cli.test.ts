import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { FEED_KEY, JWT_SECRET, KEY_HEADERS } from '../helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'board-admin-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs `npm run admin -- …` on a database without demo data, as on a new installation. */
function adminCli(args: string[], input = '') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/admin-cli.ts', ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        DATABASE_URL: '',
      },
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    err += chunk;
  });
  child.stdin.end(input);
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out, err })),
  );
}

/** The product on that database, for as long as `use` runs (the embedded database has one user). */
async function withProduct(use: (app: FastifyInstance) => Promise<void>) {
  const database: Database = await openDatabase({ dataDir });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    API_KEY: KEY_HEADERS['x-api-key'],
    SUBSCRIPTION_KEY: KEY_HEADERS['ocp-apim-subscription-key'],
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: JWT_SECRET,
    feedKey: FEED_KEY,
    logger: false,
  });
  try {
    await use(app);
  } finally {
    await app.close();
    await database.close();
  }
}

const signIn = (app: FastifyInstance, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/authenticate',
    headers: KEY_HEADERS,
    payload: { username, password },
  });

describe('npm run admin', () => {
  it('says what is wrong with the input and exits 2', async () => {
    const bad = await adminCli([
      'create-user',
      '--email',
      'nope',
      '--role',
      'PILOT',
      '--name',
      'X',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--email: ');
    expect(bad.err).toContain('--role: ');
    expect((await adminCli(['delete-everything'])).code).toBe(2);
    const weak = await adminCli(
      [
        'create-user',
        '--email',
        'jefa@example.com',
        '--name',
        'Jefa',
        '--role',
        'DUTY',
        '--password-stdin',
      ],
      '123456\n',
    );
    expect(weak.code).toBe(2);
    expect(weak.err).toContain('--password: ');
  }, 60_000);

  it('creates the first DUTY with a password from standard input, who then signs in', async () => {
    const made = await adminCli(
      [
        'create-user',
        '--email',
        'Jefa.Turno@example.com',
        '--name',
        'Jefa de turno',
        '--role',
        'DUTY',
        '--password-stdin',
      ],
      'Torre-de-Control-2027\n',
    );
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(made.out).toContain('created jefa.turno@example.com (DUTY)');
    expect(made.out).not.toContain('Torre-de-Control-2027');
    const again = await adminCli([
      'create-user',
      '--email',
      'jefa.turno@example.com',
      '--name',
      'Otra',
      '--role',
      'DUTY',
    ]);
    expect(again.code).toBe(2);
    expect(again.err).toContain('--email: ');
    await withProduct(async (app) => {
      const res = await signIn(app, 'jefa.turno@example.com', 'Torre-de-Control-2027');
      expect(res.statusCode).toBe(200);
      const audit = await app.inject({
        method: 'GET',
        url: '/v1/user/list',
        headers: { ...KEY_HEADERS, authorization: `Bearer ${res.json().access_token}` },
      });
      expect(audit.json().data.users).toMatchObject([
        { email: 'jefa.turno@example.com', role: 'DUTY', invited: false },
      ]);
    });
  }, 60_000);

  it('without a password, prints a single-use link to choose one', async () => {
    const made = await adminCli([
      'create-user',
      '--email',
      'ops@example.com',
      '--name',
      'Operaciones',
      '--role',
      'GENERIC',
    ]);
    expect(made.code).toBe(0);
    const link = made.out.match(/https?:\/\/\S+reset-password\?\S+/);
    expect(link).not.toBeNull();
    // The page greets a new account (welcome=1) rather than speaking of a reset.
    const params = new URL(link?.[0] ?? '').searchParams;
    expect(params.get('welcome')).toBe('1');
    const token = params.get('token') ?? '';
    await withProduct(async (app) => {
      const set = await app.inject({
        method: 'POST',
        url: '/auth/replace-password',
        headers: KEY_HEADERS,
        payload: { token, password: 'Plataforma-Este-2027' },
      });
      expect(set.statusCode).toBe(200);
      expect((await signIn(app, 'ops@example.com', 'Plataforma-Este-2027')).statusCode).toBe(200);
    });
  }, 60_000);
});
