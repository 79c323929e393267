import { addDays, localDate, zonedInstant } from '@board/domain';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screenshot, WIDE } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { feedItems, stationDay } from './support/station-day.ts';
import { browserSuite } from './support/suite.ts';

const LIMA = 'America/Lima';
const today = localDate(new Date(), LIMA);
const yesterday = addDays(today, -1);
const tomorrow = addDays(today, 1);
const dayMonth = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`;

const suite = browserSuite({ legs: 'none' });
let page: Page;

beforeAll(async () => {
  // The server keeps its real clock: the browser's midnight turns yesterday, today and tomorrow
  // of the server's window into the board's -48 hs, Ayer and Hoy.
  const days = [yesterday, today, tomorrow].flatMap((day, i) =>
    feedItems(stationDay('LIM', LIMA, day, 3, { fleet: 100 * i })),
  );
  const sent = await suite.server.feed(days);
  expect(sent.status).toBe(200);
  expect((await sent.json()).data.rejected).toBe(0);
});
beforeEach(async () => {
  // Wide enough for the side dates, which these tests read.
  page = await suite.open({ viewport: WIDE });
  // Ten minutes before Lima's midnight; the clock runs on from there until the test moves it.
  await page.clock.install({ time: zonedInstant(today, '23:50', LIMA) });
  await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
  await waitForPath(page, '/general');
  await page.locator('tbody tr[data-row-id]').first().waitFor();
});
afterEach(() => suite.close());

const dayOption = (label: RegExp) => page.getByRole('radio', { name: label });
const firstDeparture = () =>
  page.locator('tbody tr[data-row-id]').filter({ hasText: 'LA4000' }).first();
const addressDay = () => new URL(page.url()).searchParams.get('day');
const pastMidnight = () => page.clock.fastForward('15:00');

describe("the board at the station's midnight", () => {
  it('follows Hoy to the new day, with every option one day on', async () => {
    expect(await dayOption(/Hoy/).isChecked()).toBe(true);
    expect(await dayOption(/Hoy/).getAttribute('value')).toBe(today);
    expect(await firstDeparture().innerText()).toContain(dayMonth(today));

    await pastMidnight();
    await expect.poll(() => dayOption(/Hoy/).getAttribute('value')).toBe(tomorrow);
    expect(await dayOption(/Hoy/).isChecked()).toBe(true);
    expect(await dayOption(/Ayer/).getAttribute('value')).toBe(today);
    await expect.poll(() => firstDeparture().innerText()).toContain(dayMonth(tomorrow));
    expect(addressDay()).toBeNull();
    await screenshot(page, 'board-after-midnight');
  });

  it('keeps a chosen past day, now one option further back', async () => {
    await page.getByText('Ayer', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('day') === yesterday);
    await expect.poll(() => firstDeparture().innerText()).toContain(dayMonth(yesterday));

    await pastMidnight();
    await expect.poll(() => dayOption(/-48 hs/).getAttribute('value')).toBe(yesterday);
    expect(await dayOption(/-48 hs/).isChecked()).toBe(true);
    expect(await dayOption(/Hoy/).isChecked()).toBe(false);
    expect(await firstDeparture().innerText()).toContain(dayMonth(yesterday));
    expect(addressDay()).toBe(yesterday);
  });
});
