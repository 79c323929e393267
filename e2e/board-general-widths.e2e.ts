import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

/** The demo's busy Lima day, with its late, rescheduled and cancelled legs and markers. */
const suite = browserSuite();
let page: Page;
afterEach(() => suite.close());

const WIDTHS = [1280, 1440, 1920];

/** How far the board's table reaches past its box, in pixels (0 when it fits). */
const overflow = () =>
  page.evaluate(() => {
    const box = document.querySelector('section[aria-label="Tablero general"]');
    return box ? box.scrollWidth - box.clientWidth : Number.NaN;
  });

/** Whether a header sits wholly inside the board's box, so it is read without scrolling. */
const headerShown = (column: string) =>
  page.evaluate((id) => {
    const box = document.querySelector('section[aria-label="Tablero general"]');
    const cell = box?.querySelector(`th[data-column="${id}"]`);
    if (!box || !cell) return false;
    const outer = box.getBoundingClientRect();
    const inner = cell.getBoundingClientRect();
    return inner.left >= outer.left && inner.right <= outer.right;
  }, column);

/** The ground times' unit as the board's heading shows it, inside the box ('' when it is not). */
const groundTimeUnit = () =>
  page.evaluate(() => {
    const box = document.querySelector('section[aria-label="Tablero general"]');
    const unit = box?.querySelector('th[data-column="turn"] abbr');
    if (!box || !unit) return '';
    const outer = box.getBoundingClientRect();
    const inner = unit.getBoundingClientRect();
    const shown = inner.width > 0 && inner.left >= outer.left && inner.right <= outer.right;
    return shown ? `${unit.textContent} (${unit.getAttribute('title')})` : '';
  });

describe('the General board on a desktop screen', () => {
  it.each(WIDTHS)(
    'shows the whole turnaround row at %i px, ground times with their unit, without scrolling sideways',
    async (width) => {
      page = await suite.open({ viewport: { width, height: 900 } });
      await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
      await waitForPath(page, '/general');
      await page.locator('tbody tr[data-row-id]').first().waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      expect(await groundTimeUnit()).toBe('min (minutos)');
      for (const column of [
        'a_flight',
        'a_eta',
        't_estimated',
        'd_std',
        'd_etd',
        'd_delay',
        'd_cda',
      ]) {
        expect(await headerShown(column), column).toBe(true);
      }
      await screenshot(page, `general-board-${width}`);
    },
  );
});
