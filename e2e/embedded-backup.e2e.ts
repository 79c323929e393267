import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { limaDepartures, limaToday, tokenOf } from './support/leg-api.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { feedItems, stationDay } from './support/station-day.ts';

const root = path.resolve(import.meta.dirname, '..');
const LIMA_CTA = { email: 'cta.lim@example.com', password: 'lima2026' };
const run = promisify(execFile);

/** `npm run backup` as an operator types it, on the compiled command. */
function backup(dataDir: string, args: string[]) {
  return run(process.execPath, ['apps/server/dist/backup-cli.js', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
    }),
  );
}

const departureNumbers = (legs: { flight_number: string }[]) =>
  legs.map((l) => Number(l.flight_number.replace(/\D/g, ''))).sort((a, b) => a - b);

const servers: RunningServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('npm run backup on the embedded database', () => {
  it('copies it while the feed writes, and the copy restores to a working board', async () => {
    const server = await startServer({ SIMULATOR: 'false' }, { legs: 'none' });
    servers.push(server);
    const work = await mkdtemp(path.join(tmpdir(), 'board-backup-'));
    folders.push(work);
    const copy = path.join(work, 'lima.tar.gz');

    // Five turnarounds per feed call, one call after another, as an operations system sends.
    const turns = stationDay('LIM', 'America/Lima', limaToday(), 60, { every: 5 });
    let acknowledged = 0;
    let startedAt = -1;
    let finishedAt = -1;
    let made: Promise<{ code: number; out: string }> | undefined;
    for (let sent = 0; sent < turns.length; sent += 5) {
      expect((await server.feed(feedItems(turns.slice(sent, sent + 5)))).status).toBe(200);
      acknowledged = sent + 5;
      if (acknowledged === 20) {
        startedAt = acknowledged;
        made = backup(server.dataDir, ['--out', copy]).then((result) => {
          finishedAt = acknowledged;
          return result;
        });
      }
    }
    const result = await made;
    expect(result?.code, result?.out).toBe(0);
    expect(result?.out).toContain(`backup written: ${copy}`);

    // Not while the server runs, and never over a database.
    const refused = await backup(server.dataDir, ['--restore', copy]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('stop it before restoring');
    await server.stop();

    const restoredDir = await mkdtemp(path.join(tmpdir(), 'board-restored-'));
    folders.push(restoredDir);
    const restored = await backup(restoredDir, ['--restore', copy]);
    expect(restored.code, restored.out).toBe(0);
    expect((await backup(restoredDir, ['--restore', copy])).out).toContain(
      'already holds a database',
    );

    const again = await startServer({ SIMULATOR: 'false' }, { dataDir: restoredDir });
    servers.push(again);
    const token = await tokenOf(again, LIMA_CTA.email, LIMA_CTA.password);
    const numbers = departureNumbers(await limaDepartures(again, token));
    // What was acknowledged before the copy began is in it; what came after it ended is not;
    // and what it holds is a whole beginning of the sequence, with no gap.
    expect(numbers.length).toBeGreaterThanOrEqual(startedAt);
    expect(finishedAt).toBeGreaterThan(0);
    expect(numbers.length).toBeLessThanOrEqual(finishedAt + 5);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => 4000 + i));
  }, 180_000);
});
