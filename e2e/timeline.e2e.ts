import { type FeedLegInput, zonedInstant } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { PHONE, screenshot } from './support/browser.ts';
import { LIMA_CTA } from './support/departures.ts';
import { limaToday } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite({ legs: 'none', env: { SIMULATOR: 'false' } });
const LIMA = 'America/Lima';

/** A turnaround at Lima on one stand: in at `sta`, out `minutes` later, both legs on `stand`. */
function turn(n: number, stand: string, sta: string, minutes: number, registration: string) {
  const day = limaToday();
  const inAt = zonedInstant(day, sta, LIMA);
  const outAt = new Date(inAt.getTime() + minutes * 60_000);
  const common = { airline: 'LA', datop_local: day, registration, material: '320' };
  const arrival: FeedLegInput = {
    ...common,
    flight_number: String(3000 + n),
    depstn: 'CUZ',
    arrstn: 'LIM',
    std: new Date(inAt.getTime() - 80 * 60_000).toISOString(),
    sta: inAt.toISOString(),
    stand_arrival: { type: 'bridge', number: stand, tape: '2' },
  };
  const departure: FeedLegInput = {
    ...common,
    flight_number: String(4000 + n),
    depstn: 'LIM',
    arrstn: 'CUZ',
    std: outAt.toISOString(),
    sta: new Date(outAt.getTime() + 80 * 60_000).toISOString(),
    stand_departure: { type: 'bridge', number: stand, hall: 'B4' },
  };
  return [arrival, departure];
}

describe('the timeline', () => {
  it('shows the stands live, flags a stand conflict sent through the feed, and jumps to it', async () => {
    const day = [
      ...turn(1, '1', '08:00', 60, 'AAA'),
      ...turn(2, '2', '08:30', 70, 'AAB'),
      ...turn(3, '3', '09:00', 55, 'AAC'),
      ...turn(4, '2', '10:30', 60, 'AAD'),
    ];
    expect((await suite.server.feed(day)).status).toBe(200);
    const page = await suite.open({ bypassCSP: true });
    await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(page, '/general');
    await page.getByRole('link', { name: 'Línea de tiempo' }).click();
    await waitForPath(page, '/timeline');
    const chart = page.getByTestId('timeline');
    await chart.getByRole('button', { name: /^Llegada LA3001, posición 1/ }).waitFor();
    expect(await chart.locator('[data-bar-id]').count()).toBe(4);
    await page.getByRole('button', { name: 'Sin conflictos' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Another aircraft planned onto stand 2 while AAB is on it.
    expect((await suite.server.feed(turn(5, '2', '09:00', 50, 'AAE'))).status).toBe(200);
    await page.getByRole('button', { name: '1 conflicto' }).waitFor();
    await chart.locator('[data-row="2"] [data-conflict]').first().waitFor();
    // The feed's two legs may reach the board one after the other.
    await expect.poll(() => chart.locator('[data-conflict]').count()).toBe(3);

    await page.getByRole('button', { name: '1 conflicto' }).click();
    const list = page.getByRole('list', { name: '1 conflicto' });
    await list.getByText('Posición 2: LA3002, LA4002, LA3005, LA4005').waitFor();
    await list.getByRole('button', { name: 'Ver en el gráfico' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('LA3005');
    await screenshot(page, 'timeline-1280');

    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Registrar en el vuelo' });
    await drawer.getByText('LA3005').first().waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Matrículas' }).click();
    await chart.locator('[data-row="AAE"]').getByText('CC-AAE').waitFor();

    // A long bar that began out of view still says whose it is, at the chart's left edge (an
    // hour is long in the 3-hour window).
    await page.getByLabel('Ventana').selectOption('3');
    const flight = page.getByRole('button', { name: /^Llegada LA3001/ });
    const bar = chart.locator('[data-bar-id]', { has: flight });
    const [barBox, chartBox] = await Promise.all([bar.boundingBox(), chart.boundingBox()]);
    if (!barBox || !chartBox) throw new Error('no bar');
    const edge = chartBox.x + 96;
    // In view, the flight is at the bar's start.
    expect(((await flight.boundingBox())?.x ?? 0) - barBox.x).toBeLessThan(12);
    await chart.evaluate((el, by) => el.scrollBy(by, 0), barBox.x - edge + 60);
    await expect.poll(async () => Math.round((await bar.boundingBox())?.x ?? 0)).toBe(edge - 60);
    expect((await flight.boundingBox())?.x).toBeGreaterThanOrEqual(edge);
  });

  it('is a list by stand on a phone, with the same markers', async () => {
    const page = await suite.open({ viewport: PHONE });
    await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/timeline`);
    const stand = page.locator('section', { hasText: 'Puentes (PLB)' });
    await stand.getByRole('heading', { name: '2', exact: true }).waitFor();
    expect(await page.locator('li[data-conflict]').count()).toBe(2);
    await page.locator('li[data-conflict]').first().getByText('Posición ocupada').waitFor();
    await screenshot(page, 'timeline-390');
  });
});
