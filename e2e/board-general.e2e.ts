import { dateOptions } from '@board/domain';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHONE, screenshot, WIDE } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { feedItems, stationDay } from './support/station-day.ts';
import { browserSuite } from './support/suite.ts';

const LIMA = 'America/Lima';
const [minus72, , yesterday, today, tomorrow] = dateOptions(new Date(), LIMA).map((d) => d.date);
const dayMonth = (day = '') => `${day.slice(8, 10)}-${day.slice(5, 7)}`;

const suite = browserSuite({ legs: 'none' });
let page: Page;

/** Today: 40 turnarounds with one leg of each status and one late; yesterday other aircraft. */
function fixture() {
  const turns = stationDay('LIM', LIMA, today ?? '', 40);
  const status = (i: number, value: string) =>
    Object.assign(turns[i]?.departure ?? {}, { status: value });
  status(1, 'RESCHEDULED');
  status(2, 'CANCELED');
  status(3, 'CONFIRMED');
  return [
    ...feedItems(turns),
    ...feedItems(stationDay('LIM', LIMA, yesterday ?? '', 40, { fleet: 100 })),
    // A station day far busier than any real one: 1,500 legs.
    ...feedItems(stationDay('LIM', LIMA, tomorrow ?? '', 750, { every: 1, fleet: 1000 })),
  ];
}

beforeAll(async () => {
  const sent = await suite.server.feed(fixture());
  expect(sent.status).toBe(200);
  expect((await sent.json()).data.rejected).toBe(0);
});
beforeEach(async () => {
  page = await suite.open({ clipboard: true });
});
afterEach(() => suite.close());

const rows = () => page.locator('tbody tr[data-row-id]');
const row = (flight: string) => rows().filter({ hasText: flight }).first();
const rowCount = () => page.locator('table').getAttribute('aria-rowcount');
const search = () => page.getByRole('searchbox', { name: 'Buscar' });
const box = (flight: string) => page.getByRole('checkbox', { name: `Seleccionar ${flight}` });
const domSize = () => page.evaluate(() => document.querySelectorAll('*').length);

async function openGeneral() {
  await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
  await waitForPath(page, '/general');
  await rows().first().waitFor();
}

describe('the General board of a CTA', () => {
  it("shows the station's day, narrows it while typing and changes day", async () => {
    // Wide enough for the side dates, which this test reads.
    page = await suite.open({ clipboard: true, viewport: WIDE });
    await openGeneral();
    expect(await page.getByRole('radio', { name: /Hoy/ }).isChecked()).toBe(true);
    // 40 turnarounds; the cancelled departure never pairs, so its arrival has a row of its own.
    expect(await rowCount()).toBe('41');
    const first = (await rows().first().innerText()).replace(/\s+/g, ' ');
    expect(first).toContain('LA3000');
    expect(first).toContain('CC-AAA');
    expect(first).toContain('LA4000');
    await expect.poll(() => page.getByTestId('last-sync').innerText()).toMatch(/\d\d:\d\d hs/);
    for (const tip of ['Descargar', 'Pantalla completa', 'Actualizar']) {
      expect(await page.getByRole('button', { name: tip }).getAttribute('title')).toBe(tip);
    }
    await screenshot(page, 'board-general-1280');

    await search().fill('LA4007');
    // The rows narrow as typed; the address follows after the debounce.
    await expect.poll(() => rows().count()).toBe(1);
    await page.waitForURL((url) => url.searchParams.get('q') === 'LA4007');

    await page.getByText('Ayer', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('day') === yesterday);
    await expect.poll(() => row('LA4007').innerText()).toContain('CC-AED');
    expect(await row('LA4007').innerText()).toContain(dayMonth(yesterday));

    await search().fill('');
    await page.getByText('-72 hs', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('day') === minus72);
    await page.getByText('No hay vuelos para mostrar en este día').waitFor();
  });

  it('selects sides, refuses a cancelled one, and copies a summary line per side', async () => {
    await openGeneral();
    expect(await box('LA4002').isDisabled()).toBe(true);
    expect(await row('LA4002').getByText('CNLD').count()).toBe(1);
    await box('LA4001').check();
    await box('LA3005').check();
    await box('LA4005').check();
    expect(await page.getByTestId('selected-count').innerText()).toBe('3');
    const allArrivals = page.getByRole('checkbox', { name: 'Seleccionar todas las llegadas' });
    expect(await allArrivals.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);

    await page.getByRole('button', { name: 'Pantalla completa' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.getByRole('button', { name: 'Copiar' }).click();
    // The confirmation is drawn inside the full-screen board, the only thing then shown.
    await page.locator(':fullscreen').getByText('Copiado con éxito').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      [
        'LA4001  CC-AAB  LIM-AQP  STD 07:00  PEA R2  Reprogramado',
        'LA3005  CC-AAF  BOG-LIM  STA 06:50  PEA 6',
        'LA4005  CC-AAF  LIM-BOG  STD 07:40  PEA R6',
      ].join('\n'),
    );
    await page.getByRole('button', { name: 'Salir de pantalla completa' }).click();

    await page.getByRole('checkbox', { name: 'Seleccionar todas las salidas' }).check();
    // 40 departures, less the cancelled one, plus the arrival already checked.
    expect(await page.getByTestId('selected-count').innerText()).toBe('40');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect.poll(() => page.getByTestId('selected-count').count()).toBe(0);
  });

  // How soon a change is shown is the bench's to measure (its hub figures), not a test's.
  it('shows a feed change live, keeping scroll, selection and page', async () => {
    await openGeneral();
    const scroller = page.getByRole('region', { name: 'Tablero general' });
    await scroller.evaluate((el) => el.scrollTo({ top: 400 }));
    await box('LA4015').check();
    const scrolled = await scroller.evaluate((el) => el.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    await page.evaluate(() => Object.assign(window, { stillHere: true }));

    const sent = await suite.server.feed([
      {
        airline: 'LA',
        flight_number: '4015',
        datop_local: today,
        depstn: 'LIM',
        etd: `${today}T09:45:00-05:00`,
        registration: 'XYZ',
      },
    ]);
    expect(sent.status).toBe(200);
    await row('LA4015').getByText('09:45').waitFor();
    await row('LA4015').getByText('CC-XYZ').waitFor();
    expect(await scroller.evaluate((el) => el.scrollTop)).toBe(scrolled);
    expect(await box('LA4015').isChecked()).toBe(true);
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
  });

  it('keeps a 1,500-leg day under 1,400 elements, wherever it is scrolled', async () => {
    await openGeneral();
    await page.getByText('Mañana', { exact: true }).click();
    await expect.poll(() => rowCount(), { timeout: 10_000 }).toBe('750');
    expect(await domSize()).toBeLessThan(1400);
    const scroller = page.getByRole('region', { name: 'Tablero general' });
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await row('LA4749').waitFor();
    expect(await domSize()).toBeLessThan(1400);
  });

  it('lays the board out as cards on a phone, without sideways scrolling', async () => {
    page = await suite.open({ viewport: PHONE });
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    await page.locator('li[data-row-id]').first().waitFor();
    expect(await page.locator('li[data-row-id]').first().innerText()).toContain('LA3000');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'board-general-390');
  });
});
