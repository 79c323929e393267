import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { keptData } from './support/kept-data.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

/** The demo's Lima day on a phone, whose network drops. */
const suite = browserSuite();
let page: Page;
afterEach(() => suite.close());

// Cards on a phone, table rows on a desk: both carry the leg's id.
const rows = () => page.locator('[data-row-id]');

async function openBoard() {
  page = await suite.open({ viewport: PHONE });
  await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
  await waitForPath(page, '/general');
  await rows().first().waitFor();
  // The day is written to IndexedDB about a second after it arrives.
  await expect.poll(async () => (await keptData(page)).lists).toContain('LIM general');
}

describe('the board without network', () => {
  it('reloads offline on the last board, saying from when', async () => {
    await openBoard();
    // The worker is active: it answers the next navigation, though it took over no open page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const shown = await rows().count();
    const streamTries: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/events') streamTries.push(request.url());
    });
    await page.context().setOffline(true);
    await page.reload();
    // Until the kept day is read back from the device, the line says no day is kept.
    const banner = page
      .getByRole('status')
      .filter({ hasText: /Sin conexión — datos de las \d\d:\d\d/ });
    await banner.waitFor();
    // The offline line says it all: the live stream's own notice stays out of the way. The
    // stream is down from its first failed try on, which the next try, a second later, follows.
    await expect.poll(() => streamTries.length).toBeGreaterThan(1);
    await expect.poll(() => page.getByText('Sin conexión en vivo').count()).toBe(0);
    await expect.poll(() => rows().count()).toBe(shown);
    const download = page.getByRole('button', { name: /Descargar: no disponible sin conexión/ });
    expect(await download.isDisabled()).toBe(true);
    await screenshot(page, 'general-offline-390');
    // The network returns: the banner goes, the board is live again.
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'detached' });
  });

  it('leaves nothing of the board on the device after sign-out', async () => {
    await openBoard();
    await page
      .getByRole('button', { name: /Cerrar sesión/ })
      .first()
      .click();
    await waitForPath(page, '/login');
    await expect.poll(() => keptData(page)).toEqual({ idb: [], lists: [], cachedData: [] });
  });
});
