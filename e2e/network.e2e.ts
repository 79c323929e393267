import { dateOptions } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { PHONE, screenshot } from './support/browser.ts';
import { LIMA_CTA } from './support/departures.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite();
const DUTY = { email: 'duty@example.com', password: 'duty2026' };

describe('Red', () => {
  it("shows DUTY the network's on-time performance, delay Pareto, worst flights and chains of a day", async () => {
    const page = await suite.open({ bypassCSP: true });
    await signIn(page, suite.server.url, DUTY.email, DUTY.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('link', { name: 'Red' }).click();
    await waitForPath(page, '/network');
    // Hoy is DUTY's own station's today (Santiago's): nothing flies there before five in the
    // morning, so the figures are read of yesterday, a whole day flown.
    const today = dateOptions(new Date(), 'America/Santiago')[3]?.value ?? '';
    await page.getByRole('button', { name: `Hoy ${today}`, pressed: true }).waitFor();
    await page.getByRole('button', { name: /^Ayer / }).click();
    await page.getByRole('button', { name: /^Ayer /, pressed: true }).waitFor();
    const kpi = page.locator('li', { hasText: 'Salidas a tiempo 15 min' }).first();
    // Until yesterday's figures come, the page keeps showing today's.
    await expect.poll(() => kpi.textContent()).toMatch(/\d+\.\d %/);
    const onTime = page.getByRole('img', { name: 'Puntualidad por estación' });
    // The chart's svg is there before ECharts draws its labels into it.
    await onTime.locator('svg text', { hasText: 'LIM' }).first().waitFor();
    await page
      .getByRole('img', { name: 'Minutos de demora por grupo IATA' })
      .locator('svg')
      .waitFor();
    // Each chart's figures are in its table.
    const pareto = page.locator('section', { hasText: 'Minutos de demora por grupo IATA' });
    await pareto.getByText('Tabla del gráfico').click();
    await pareto.locator('tbody tr').first().waitFor();
    const worst = page.locator('section', { hasText: 'Los diez vuelos más demorados' });
    await expect.poll(() => worst.locator('tbody tr').count()).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);
    // Opening the table scrolled the page: back to the top, where the sticky navigation belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'network-1280');

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar Excel' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^red_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('is one column on a phone, each table inside its card', async () => {
    const page = await suite.open({ viewport: PHONE });
    await signIn(page, suite.server.url, DUTY.email, DUTY.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${suite.server.url}/network`);
    // Yesterday, a whole day flown at any hour (Hoy draws no chart before its first flight).
    await page.getByRole('button', { name: /^Ayer / }).click();
    await page.getByRole('img', { name: 'Puntualidad por estación' }).locator('svg').waitFor();
    // Every chart's figures, opened: each table stands inside its card, none scrolls past it.
    const onTime = page.getByRole('region', { name: 'Puntualidad por estación' });
    for (const fold of await page.locator('summary').all()) await fold.click();
    await onTime.locator('tbody tr').last().waitFor();
    const overflows = await page.evaluate(() =>
      [...document.querySelectorAll('section')].flatMap((card) => {
        const box = card.getBoundingClientRect();
        const wide = [...card.querySelectorAll('table')].filter(
          (table) => table.getBoundingClientRect().right > box.right,
        );
        return card.scrollWidth > card.clientWidth || wide.length > 0
          ? [`${card.querySelector('h2')?.textContent}: ${card.scrollWidth} > ${card.clientWidth}`]
          : [];
      }),
    );
    expect(overflows).toEqual([]);
    await screenshot(page, 'network-390');
  });

  it('is not offered to a CTA, who sees one station, and its address leads back to the board', async () => {
    const page = await suite.open();
    await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(page, '/general');
    // The links are drawn together: once the board's is there, Red's would be too.
    await page.getByRole('link', { name: 'Tablero general' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Red' }).count()).toBe(0);
    await page.goto(`${suite.server.url}/network`);
    await waitForPath(page, '/general');
  });
});
