import { dateOptions } from '@board/domain';
import type { Page, Request } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { feedItems, stationDay } from './support/station-day.ts';
import { browserSuite } from './support/suite.ts';

const LIMA = 'America/Lima';
const today = dateOptions(new Date(), LIMA)[3]?.date ?? '';

const suite = browserSuite({ legs: 'none' });
let page: Page;

beforeAll(async () => {
  const sent = await suite.server.feed(feedItems(stationDay('LIM', LIMA, today, 40)));
  expect(sent.status).toBe(200);
});
afterEach(() => suite.close());

const row = (flight: string) => page.locator('tbody tr[data-row-id]').filter({ hasText: flight });

/** The board's reads of its lists, and its requests for changes it missed, from now on. */
function watchReads() {
  const reads = { lists: 0, since: 0 };
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (/\/v1\/leg\/list(-extend|-delays)?$/.test(path)) reads.lists++;
    if (path.endsWith('/v1/events/since')) reads.since++;
  });
  return reads;
}

/** A new ETD for a departure of today, through the operations feed. */
async function moveDeparture(flight: string, etd: string) {
  const sent = await suite.server.feed([
    {
      airline: 'LA',
      flight_number: flight,
      datop_local: today,
      depstn: 'LIM',
      etd: `${today}T${etd}:00-05:00`,
    },
  ]);
  expect(sent.status).toBe(200);
}

async function openGeneral() {
  page = await suite.open();
  await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
  await waitForPath(page, '/general');
  await row('LA4005').waitFor();
}

describe('live changes on the board', () => {
  it('shows a change from the rows it carries, without reading the day again', async () => {
    await openGeneral();
    const reads = watchReads();
    await moveDeparture('4005', '10:55');
    await row('LA4005').getByText('10:55').waitFor();
    expect(reads.lists).toBe(0);
    await screenshot(page, 'live-change-1280');
  });

  it('shows a change on a phone card as it comes', async () => {
    page = await suite.open({ viewport: PHONE });
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/general?q=LA4011`);
    const card = page.locator('li[data-row-id]').filter({ hasText: 'LA4011' }).first();
    await card.waitFor();
    const reads = watchReads();
    await moveDeparture('4011', '12:05');
    await card.getByText('12:05').waitFor();
    expect(reads.lists).toBe(0);
    await screenshot(page, 'live-change-390');
  });

  it('catches up on a minute offline from the changes it missed alone', async () => {
    await openGeneral();
    const reads = watchReads();
    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Sin conexión —' }).waitFor();
    await moveDeparture('4007', '11:25');
    await moveDeparture('4009', '11:35');
    await moveDeparture('4007', '11:45');
    await page.context().setOffline(false);
    // Back online, the stream opens again at once and says how far the station has gone.
    await row('LA4007').getByText('11:45').waitFor();
    await row('LA4009').getByText('11:35').waitFor();
    expect(reads.since).toBeGreaterThan(0);
    expect(reads.lists).toBe(0);
  });
});
