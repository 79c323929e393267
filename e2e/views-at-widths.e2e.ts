import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

/** The demo's Lima day (and Bogotá's, the station with milestones) at four screen widths. */
const suite = browserSuite();
let page: Page;
afterEach(() => suite.close());

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1000 },
  { width: 390, height: 844 },
];

const LIMA_VIEWS = ['general', 'arrivals', 'departures', 'delays', 'overnights'];

/** How far the page itself reaches past the window sideways (0 when it fits). */
const pageOverflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function showEach(views: string[], width: number) {
  for (const view of views) {
    await page.goto(`${suite.server.url}/${view}`);
    await page.locator('[data-row-id]').first().waitFor();
    // A list wider than the screen scrolls inside its own box; the page never does.
    expect(await pageOverflow(), `${view} at ${width}`).toBeLessThanOrEqual(0);
    await screenshot(page, `width-${view}-${width}`);
  }
}

describe('every view at every width', () => {
  it.each(WIDTHS)('Lima at $width px', async (viewport) => {
    page = await suite.open({ viewport });
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    await showEach(LIMA_VIEWS, viewport.width);
    if (viewport.width >= 1400) return;
    // Where the side dates give way, the day opens on aircraft that landed the evening before.
    await page.goto(`${suite.server.url}/general`);
    const first = page.locator('[data-row-id]').first();
    await first.waitFor();
    expect(await first.innerText()).toContain('−1');
  });

  it.each(WIDTHS)('Hitos of Bogotá at $width px', async (viewport) => {
    page = await suite.open({ viewport });
    await signIn(page, suite.server.url, 'cta.bog@example.com', 'bogota2026');
    await waitForPath(page, '/general');
    await showEach(['milestones'], viewport.width);
  });
});
