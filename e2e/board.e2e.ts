import { dateOptions } from '@board/domain';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { PHONE, screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite();
let page: Page;

// The demo data's first Lima departure of every day.
const FIRST_FLIGHT = 'LA2000';
const limaToday = () => dateOptions(new Date(), 'America/Lima')[3]?.date ?? '';

beforeEach(async () => {
  page = await suite.open({ clipboard: true });
});
afterEach(() => suite.close());

const rows = () => page.locator('tbody tr[data-row-id]');
const row = (flight: string) => rows().filter({ hasText: flight }).first();

async function openGeneral(email = 'cta.lim@example.com', password = 'lima2026') {
  await signIn(page, suite.server.url, email, password);
  await waitForPath(page, '/general');
  await rows().first().waitFor();
}

describe('the General board on the demo operations', () => {
  it('shows the station day in a virtualised table that searching narrows', async () => {
    await openGeneral();
    expect(await page.getByRole('radio', { name: /Hoy/ }).isChecked()).toBe(true);
    const all = await rows().count();
    expect(all).toBeGreaterThan(5);
    // About 1,430 with twenty rows drawn, most of them turns with both sides (the morning's
    // departures turn the aircraft that landed the night before); the whole day drawn would be
    // some 24,000.
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(1600);
    await expect.poll(() => page.getByTestId('last-sync').textContent()).toMatch(/\d\d:\d\d hs/);
    await screenshot(page, 'general-1280');

    // The day's first departure turns the aircraft that landed last night, and the same flight
    // tomorrow turns the one landing tonight: two turns hold it, both shown.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(FIRST_FLIGHT);
    await expect.poll(() => rows().count()).toBe(2);
    expect(await rows().filter({ hasText: FIRST_FLIGHT }).count()).toBe(2);
    await page.waitForURL((url) => url.searchParams.get('q') === FIRST_FLIGHT);

    await page.getByText('Ayer', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('day'));
    await expect.poll(() => rows().count()).toBe(2);
  });

  it('tells a CTA that another station cannot be read', async () => {
    await openGeneral();
    await page.goto(`${suite.server.url}/general?station=SCL`);
    await page.getByText('Error al obtener datos').waitFor();
    await expect.poll(() => rows().count()).toBe(0);
  });
});

describe('the other views', () => {
  it.each([
    ['arrivals', 'Llegadas'],
    ['departures', 'Salidas'],
    ['delays', 'Demoras'],
    ['overnights', 'Pernoctes'],
  ])('%s shows the legs of another station to a GENERIC user', async (view, title) => {
    await openGeneral('generic@example.com', 'generic2026');
    await page.goto(`${suite.server.url}/${view}?station=SCL`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await rows().first().waitFor();
    await screenshot(page, `${view}-1280`);
  });

  it.each(['arrivals', 'departures', 'delays'])(
    '%s lays its legs out as cards on a phone',
    async (view) => {
      page = await suite.open({ viewport: PHONE });
      await signIn(page, suite.server.url, 'cta.scl@example.com', 'santiago2026');
      await waitForPath(page, '/general');
      await page.goto(`${suite.server.url}/${view}`);
      const card = page.locator('li[data-row-id]').first();
      await card.waitFor();
      expect(await card.innerText()).toMatch(/LA\d{4}[\s\S]*CC-[A-Z]{3}[\s\S]*ST[AD] \d\d:\d\d/);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `${view}-390`);
    },
  );

  it('greys a cancelled leg, blanks its times and refuses to select it', async () => {
    // The accessibility checker is a script the page policy would refuse.
    page = await suite.open({ bypassCSP: true });
    const day = limaToday();
    await suite.server.feed([
      { airline: 'LA', flight_number: '2020', datop_local: day, depstn: 'LIM', status: 'CANCELED' },
    ]);
    await openGeneral();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('LA2020');
    // Tomorrow's LA2020 may show too, turning the aircraft that lands tonight: the cancelled one
    // is today's.
    const cancelled = rows().filter({ hasText: 'CNLD' });
    await cancelled.waitFor();
    expect(await cancelled.getByRole('checkbox', { name: 'Seleccionar LA2020' }).isDisabled()).toBe(
      true,
    );
    expect(await cancelled.locator('td[data-column="d_std"]').textContent()).toBe('');
    // Greyed, yet readable: the grey row keeps its text's contrast.
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${suite.server.url}/departures?q=LA2020`);
    await row('LA2020').getByText('CNLD').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    page = await suite.open({ viewport: PHONE, bypassCSP: true });
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/departures?q=LA2020`);
    await page.locator('li[data-row-id]').getByText('CNLD').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens Hitos only at a milestone station', async () => {
    await openGeneral();
    await page.goto(`${suite.server.url}/milestones`);
    await waitForPath(page, '/general');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await waitForPath(page, '/login');
    await signIn(page, suite.server.url, 'cta.bog@example.com', 'bogota2026');
    await waitForPath(page, '/general');
    await page.getByRole('link', { name: 'Hitos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hitos' }).waitFor();
    await screenshot(page, 'milestones-1280');
  });

  it('offers Hitos to a GENERIC user who chooses a milestone station', async () => {
    await openGeneral('generic@example.com', 'generic2026');
    // The links are drawn together: once the board's is there, Hitos' would be too.
    await page.getByRole('link', { name: 'Tablero general' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Hitos' }).count()).toBe(0);
    await page.getByLabel('Estación').selectOption('BOG');
    await page.getByRole('link', { name: 'Hitos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hitos' }).waitFor();
    expect(new URL(page.url()).searchParams.get('station')).toBe('BOG');
  });
});
