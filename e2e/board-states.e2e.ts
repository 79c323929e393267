import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

/** The demo's Lima day, and a network that fails when a test says so. */
const suite = browserSuite();
let page: Page;
afterEach(() => suite.close());

const rows = () => page.locator('tbody tr[data-row-id]');

async function openDepartures() {
  page = await suite.open();
  await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
  await waitForPath(page, '/general');
  await page.goto(`${suite.server.url}/departures`);
  await rows().first().waitFor();
}

/** Whether the element is shown whole inside the window's width. */
const withinWidth = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
  });

const failLists = () =>
  page.route('**/v1/leg/list', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{}}' }),
  );

describe('a board whose loads fail', () => {
  it('keeps the last rows, says since when, and loads again on Reintentar', async () => {
    await openDepartures();
    const shown = await rows().count();
    await failLists();
    await page.getByRole('button', { name: 'Actualizar' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Error al obtener datos' });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/Se muestran los datos cargados a las \d\d:\d\d/);
    expect(await rows().count()).toBe(shown);
    await screenshot(page, 'departures-load-failed-1280');
    await page.setViewportSize(PHONE);
    await expect.poll(() => withinWidth(alert)).toBe(true);
    await screenshot(page, 'departures-load-failed-390');
    await page.setViewportSize(DESKTOP);
    await page.unroute('**/v1/leg/list');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await rows().count()).toBe(shown);
  });

  it('never shows a failed first load as an empty day', async () => {
    page = await suite.open();
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    await failLists();
    await page.goto(`${suite.server.url}/departures`);
    const alert = page.getByRole('alert').filter({ hasText: 'Error al obtener datos' });
    await alert.getByText('Aún no hay datos que mostrar de este día.').waitFor();
    await expect.poll(() => page.getByText('No hay salidas para mostrar').isVisible()).toBe(false);
  });

  it('says when the live stream went down and when it last had news', async () => {
    page = await suite.open();
    // A stream that opens, says nothing and ends at once; then the server cannot be reached.
    let served = false;
    await page.route('**/v1/events**', (route) => {
      if (served) return route.abort();
      served = true;
      return route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': hi\n\n' });
    });
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    const sync = page.getByTestId('last-sync');
    await sync.getByText(/Sin conexión en vivo desde las \d\d:\d\d/).waitFor();
    await screenshot(page, 'general-live-down-1280');
    await page.setViewportSize(PHONE);
    const down = sync.getByText(/Sin conexión en vivo desde las/);
    await expect.poll(() => withinWidth(down)).toBe(true);
    await page.locator('[data-row-id]').first().waitFor();
    await screenshot(page, 'general-live-down-390');
    await page.unroute('**/v1/events**');
    // The next attempt (waits grow to 30 s) reaches the server's stream, which stays open.
    await sync.getByText(/Sin conexión en vivo/).waitFor({ state: 'detached', timeout: 40_000 });
  });
});
