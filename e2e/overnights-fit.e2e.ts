import { afterEach, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { LIMA_CTA } from './support/departures.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

/** The demo's Lima nights, whose flights carry their status (Confirmado, Reprogramado). */
const suite = browserSuite();
afterEach(() => suite.close());

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

describe('Pernoctes', () => {
  it.each(WIDTHS)('fits its three tables in their boxes at $width px', async (viewport) => {
    const page = await suite.open({ viewport });
    await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/overnights`);
    const tables = page.locator('section[data-focus-anchor]');
    await expect.poll(() => tables.locator('tbody tr[data-row-id]').count()).toBeGreaterThan(0);
    await expect.poll(() => tables.count()).toBe(3);
    // Each box holds its table: nothing to scroll sideways.
    const overflow = () =>
      tables.evaluateAll((boxes) =>
        boxes.map(
          (box) => `${box.getAttribute('aria-label')}: ${box.scrollWidth - box.clientWidth}`,
        ),
      );
    await expect.poll(overflow).toEqual(['Llegadas: 0', 'Pernoctes: 0', 'Salidas: 0']);
    await screenshot(page, `overnights-fit-${viewport.width}`);
  });
});
