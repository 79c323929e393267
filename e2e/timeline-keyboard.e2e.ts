import { type FeedLegInput, zonedInstant } from '@board/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { LIMA_CTA } from './support/departures.ts';
import { limaToday } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { feedItems, stationDay } from './support/station-day.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite({ legs: 'none', env: { SIMULATOR: 'false' } });
const LIMA = 'America/Lima';

/** One turnaround on bridge 99, `minutes` on the ground from `sta`: two of them overlap. */
function onBridge99(n: number, sta: string, minutes: number): FeedLegInput[] {
  const day = limaToday();
  const inAt = zonedInstant(day, sta, LIMA);
  const outAt = new Date(inAt.getTime() + minutes * 60_000);
  const common = { airline: 'LA', datop_local: day, registration: `ZZ${n}`, material: '320' };
  return [
    {
      ...common,
      flight_number: String(5000 + n),
      depstn: 'CUZ',
      arrstn: 'LIM',
      std: new Date(inAt.getTime() - 80 * 60_000).toISOString(),
      sta: inAt.toISOString(),
      stand_arrival: { type: 'bridge', number: '99', tape: '1' },
    },
    {
      ...common,
      flight_number: String(6000 + n),
      depstn: 'LIM',
      arrstn: 'CUZ',
      std: outAt.toISOString(),
      sta: new Date(outAt.getTime() + 80 * 60_000).toISOString(),
      stand_departure: { type: 'bridge', number: '99', hall: 'B1' },
    },
  ];
}

/** What has focus: its name, and the chart row and bar it is in, if any. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      name: element?.getAttribute('aria-label') ?? element?.textContent ?? '',
      inChart: Boolean(element?.closest('[data-testid="timeline"]')),
      row: element?.closest('[data-row]')?.getAttribute('data-row') ?? null,
      bar: element?.closest('[data-bar-id]')?.getAttribute('data-bar-id') ?? null,
    };
  });

beforeAll(async () => {
  // 80 turnarounds (160 flights, each aircraft towed from a bridge to a remote stand), and two
  // aircraft on bridge 99 at once.
  const day = [
    ...feedItems(stationDay('LIM', LIMA, limaToday(), 80)),
    ...onBridge99(1, '12:00', 70),
    ...onBridge99(2, '12:30', 50),
  ];
  expect((await suite.server.feed(day)).status).toBe(200);
});

describe('the timeline with the keyboard', () => {
  it('is one tab stop, with the arrow keys inside it', async () => {
    const page = await suite.open();
    await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/timeline`);
    const chart = page.getByTestId('timeline');
    await chart.getByRole('button', { name: /^Llegada LA3000,/ }).waitFor();
    await expect.poll(() => chart.locator('button:not([tabindex="-1"])').count()).toBe(1);

    // From the last control before the chart, Tab enters it once.
    await page.evaluate(() => {
      const chartElement = document.querySelector('[data-testid="timeline"]');
      const before = [...document.querySelectorAll<HTMLElement>('button, select, input, a[href]')]
        .filter(
          (element) =>
            chartElement &&
            chartElement.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
        )
        .at(-1);
      before?.focus();
    });
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focused(page)).inChart).toBe(true);
    const entered = await focused(page);
    // Home: the row's first flight, whatever the hour the chart opened on.
    await page.keyboard.press('Home');
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Llegada LA3000,/);
    const first = await focused(page);
    expect(first.row).toBe(entered.row);

    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focused(page)).bar).not.toBe(first.bar);
    const right = await focused(page);
    expect(right.row).toBe(first.row);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await focused(page)).bar).toBe(first.bar);

    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).row).not.toBe(first.row);
    const below = await focused(page);
    // The flight nearest in time on the next stand: the aircraft that landed ten minutes later.
    expect(below.name).toMatch(/^Llegada LA3001,/);
    await page.keyboard.press('End');
    await expect.poll(async () => (await focused(page)).bar).not.toBe(below.bar);
    const end = await focused(page);
    expect(end.row).toBe(below.row);
    await screenshot(page, 'timeline-keyboard-1280');

    // The next Tab leaves the chart; Shift+Tab comes back to the flight left.
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focused(page)).inChart).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(async () => (await focused(page)).bar).toBe(end.bar);

    // Enter opens the flight, as a click does.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Registrar en el vuelo' }).waitFor();
  });

  it("moves focus on a phone to the flight a conflict's jump shows", async () => {
    const page = await suite.open({ viewport: PHONE });
    await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/timeline`);
    await page.getByRole('button', { name: /conflicto/ }).click();
    const conflict = page.locator('li', { hasText: 'Posición 99:' });
    await conflict.getByRole('button', { name: 'Ver en el gráfico' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const element = document.activeElement;
          const line = element?.closest('li[data-bar-id]');
          return line ? (element?.getAttribute('aria-label') ?? '') : null;
        }),
      )
      .toMatch(/^Acciones del vuelo LA[56]00[12]$/);
    await screenshot(page, 'timeline-jump-390');
  });
});
