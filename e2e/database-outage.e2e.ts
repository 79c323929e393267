import { dateOptions } from '@board/domain';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';
import { createScratchDatabase } from '../apps/server/test/helpers/scratch-database.ts';
import { DESKTOP, screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { feedItems, stationDay } from './support/station-day.ts';
import { browserSuite } from './support/suite.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const limaToday = () => dateOptions(new Date(), 'America/Lima')[3]?.date ?? '';

/**
 * A board open while PostgreSQL restarts: the server misses what changed meanwhile, and the board
 * must still show it, without anybody reloading the page.
 */
describe.runIf(serverUrl)('a board open through a database restart', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let admin: pg.Client;
  let name: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '', 'board_e2e');
    name = new URL(scratch.url).pathname.slice(1);
    const database = await openDatabase({ url: scratch.url });
    await database.migrate();
    await seedDemoData(database.db);
    await database.close();
  });
  afterAll(() => scratch?.drop());

  const suite = browserSuite({ env: () => ({ DATABASE_URL: scratch.url, DEMO_DATA: 'false' }) });

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: scratch.url });
    admin.on('error', () => {});
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`alter database ${name} connection limit -1`).catch(() => {});
    await admin?.end();
  });

  it('catches up on a change made while the server could not hear it', async () => {
    const turns = stationDay('LIM', 'America/Lima', limaToday(), 3);
    expect((await suite.server.feed(feedItems(turns))).status).toBe(200);
    const page: Page = await (await suite.browser.newContext({ viewport: DESKTOP })).newPage();
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    const row = page.locator('tbody tr[data-row-id]').filter({ hasText: 'LA4001' });
    await row.waitFor();
    expect(await row.textContent()).not.toContain('CC-ZZQ');
    // Gone if the page were loaded again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // The restart: connections end and new ones are refused for a while; meanwhile another
    // system swaps the aircraft of the departure.
    await admin.query(`alter database ${name} connection limit 0`);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await admin.query(`update legs set registration = 'ZZQ' where flight_number = '4001'`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await admin.query(`alter database ${name} connection limit -1`);

    await row.filter({ hasText: 'CC-ZZQ' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await screenshot(page, 'general-after-database-restart-1280');
  });
});
