import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** Every file and folder under `dir`, with its permission bits. */
async function modes(dir: string): Promise<{ path: string; mode: number }[]> {
  const entries = await readdir(dir, { recursive: true });
  return Promise.all(
    ['', ...entries].map(async (entry) => ({
      path: entry,
      mode: (await lstat(path.join(dir, entry))).mode & 0o777,
    })),
  );
}

// The embedded database is the case with files of its own; the suite's PostgreSQL run adds nothing.
describe.runIf(!postgres)('the data folder', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is readable by its owner only once the server has run, what was there before included', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'board-data-'));
    await chmod(dataDir, 0o755);
    // What an earlier start or a copy made with a loose umask may have left: open to everyone.
    const outbox = path.join(dataDir, 'outbox');
    await mkdir(outbox);
    await writeFile(path.join(outbox, 'earlier.eml'), 'To: cta.lim@example.com\n');
    await chmod(path.join(outbox, 'earlier.eml'), 0o666);
    await chmod(outbox, 0o777);

    // No secrets given: the server generates them into the folder.
    const server = await startServerProcess(
      { DATA_DIR: dataDir, JWT_SECRET: '', FEED_API_KEY: '' },
      { startTimeoutMs: 100_000 },
    );
    await server.stop();

    const found = await modes(dataDir);
    expect(found.map((f) => f.path)).toEqual(
      expect.arrayContaining(['pglite', 'jwt-secret', 'feed-key', 'outbox/earlier.eml']),
    );
    // The embedded database alone writes about a thousand files.
    expect(found.length).toBeGreaterThan(1000);
    expect(
      found.filter((f) => f.mode & 0o077).map((f) => `${f.path} ${f.mode.toString(8)}`),
    ).toEqual([]);
    expect(found.find((f) => f.path === 'outbox')?.mode).toBe(0o700);
    expect(found.find((f) => f.path === 'outbox/earlier.eml')?.mode).toBe(0o600);
  }, 150_000);
});
