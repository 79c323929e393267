import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legs } from '../../src/db/schema.ts';
import { LIM_DAY_LEGS } from '../helpers/lim-day.ts';
import { listeningSuite } from '../helpers/listening-suite.ts';
import { FEED_KEY } from '../helpers/test-app.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures', name);

const suite = listeningSuite();

function feedCli(file: string) {
  return run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/feed-cli.ts', file, '--url', suite.url],
    { cwd: root, env: { ...process.env, NODE_ENV: 'test', FEED_API_KEY: FEED_KEY } },
  ).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
  );
}

describe('npm run feed', () => {
  it('sends a CSV through the feed, reports the rejected rows and exits non-zero', async () => {
    const { code, out } = await feedCli(fixture('feed-sample.csv'));
    expect(out).toContain('2 created, 0 updated, 0 unchanged, 1 rejected');
    expect(out).toContain(
      'item 3 (LA2612/2026-03-10/LIM): arrstn: El aeropuerto XXX no existe en la base de aeropuertos (validation.unknownAirport)',
    );
    expect(code).toBe(1);
    const [row] = await suite.ctx.database.db
      .select()
      .from(legs)
      .where(eq(legs.flightNumber, '2610'));
    expect(row).toMatchObject({ peaNumberDeparture: '14', peaHallDeparture: 'B2', load: 1200 });
  }, 30_000);

  it('sends a JSON batch as a partial update and exits 0', async () => {
    const { code, out } = await feedCli(fixture('feed-sample.json'));
    expect(out).toContain('0 created, 1 updated');
    expect(code).toBe(0);
    const [row] = await suite.ctx.database.db
      .select()
      .from(legs)
      .where(eq(legs.flightNumber, '2610'));
    expect(row?.etd?.toISOString()).toBe('2026-03-10T21:25:00.000Z');
  }, 30_000);

  it('sends a file of movement messages and reports the refused ones', async () => {
    expect((await suite.ctx.feed(LIM_DAY_LEGS)).json().data.rejected).toBe(0);
    const { code, out } = await feedCli(fixture('lim-day.mvt'));
    expect(out).toContain('messages 1-25: 16 applied, 3 unchanged, 6 rejected');
    expect(out).toContain('  message 20 (LA9999/10 LIM): No se encontró el vuelo LA9999');
    expect(out).toContain(
      '  message 24 (LA2114/11 LIM), not read: Código de demora desconocido en la línea 6: 08',
    );
    expect(code).toBe(1);
    const [row] = await suite.ctx.database.db
      .select()
      .from(legs)
      .where(eq(legs.flightNumber, '2102'));
    expect(row?.pushback?.toISOString()).toBe('2026-03-10T16:31:00.000Z');
  }, 30_000);
});
