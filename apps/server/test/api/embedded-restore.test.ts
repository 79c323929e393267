import { execFile } from 'node:child_process';
import { lstat, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const run = promisify(execFile);

/** `npm run backup -- …` on the sources, for one data folder. */
const backupCli = (dataDir: string, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/backup-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
  });

/** Every file and folder under `dir` whose permission bits are not owner-only (0700 / 0600). */
async function notOwnerOnly(dir: string): Promise<string[]> {
  const entries = ['', ...(await readdir(dir, { recursive: true }))];
  const loose: string[] = [];
  for (const entry of entries) {
    const stats = await lstat(path.join(dir, entry));
    const mode = stats.mode & 0o777;
    if (mode !== (stats.isDirectory() ? 0o700 : 0o600)) loose.push(`${entry} ${mode.toString(8)}`);
  }
  return loose;
}

/** Whether the server answers the feed for this key (a wrong one is 401). */
const feedTakes = async (url: string, key: string) =>
  (
    await fetch(`${url}/integration/v1/legs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-feed-key': key },
      body: JSON.stringify({ legs: [] }),
    })
  ).status !== 401;

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

// The embedded database is the one `npm run backup` copies; PostgreSQL is backed up by pg_dump.
describe.runIf(!postgres)('a restored embedded backup', () => {
  it('is owner-only from the start, and keeps the feed key and sign-in secret of the copy', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'board-restore-'));
    folders.push(work);
    const original = path.join(work, 'original');
    const restored = path.join(work, 'restored');
    const copy = path.join(work, 'copy.tar.gz');
    // No secrets configured: the server generates them into its folder, as outside production.
    const noSecrets = { JWT_SECRET: '', FEED_API_KEY: '' };
    const first = await startServerProcess(
      { DATA_DIR: original, ...noSecrets },
      { startTimeoutMs: 100_000 },
    );
    try {
      await backupCli(original, ['--out', copy]);
    } finally {
      await first.stop();
    }
    const feedKey = (await readFile(path.join(original, 'feed-key'), 'utf8')).trim();
    const jwtSecret = (await readFile(path.join(original, 'jwt-secret'), 'utf8')).trim();
    expect(feedKey.length).toBeGreaterThanOrEqual(32);

    const { stdout } = await backupCli(restored, ['--restore', copy]);
    expect(stdout).toContain('restored');
    // Before any server has started on it.
    expect(await notOwnerOnly(restored)).toEqual([]);
    expect((await readFile(path.join(restored, 'feed-key'), 'utf8')).trim()).toBe(feedKey);
    expect((await readFile(path.join(restored, 'jwt-secret'), 'utf8')).trim()).toBe(jwtSecret);

    const again = await startServerProcess(
      { DATA_DIR: restored, ...noSecrets },
      { startTimeoutMs: 100_000 },
    );
    try {
      // The systems sending to the board go on with the key they have.
      expect(await feedTakes(again.url, feedKey)).toBe(true);
      expect(await feedTakes(again.url, 'a-key-nobody-was-given-0123456789')).toBe(false);
    } finally {
      await again.stop();
    }
  }, 300_000);
});
