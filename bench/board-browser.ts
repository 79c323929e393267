import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { signIn } from '../e2e/support/pages.ts';

export const FIRST_ROW = 'tbody tr[data-row-id]';

/**
 * Milliseconds from the start of the page's navigation to the first animation frame in which the
 * board's rows are on screen: the rows are drawn and the page is free to take a click or a key.
 * Read by the page's own clock, so the time the test driver takes to ask is not counted.
 */
export async function usableAfterNavigation(
  page: Page,
  url: string,
  row = FIRST_ROW,
): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  // A function, not a string: the app's content security policy forbids evaluating text.
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : 0),
    row,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Typing into the search box until the first row changes, in the page's own clock. */
function filterTime(page: Page): Promise<number> {
  // Plain JavaScript text: the page must not see helpers the TypeScript loader adds.
  return page.evaluate(`(async () => {
    const input = document.querySelector('input[type="search"]');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const first = () => document.querySelector('${FIRST_ROW}')?.textContent ?? '';
    const before = first();
    const t0 = performance.now();
    setter.call(input, 'LA1749');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    while (first() === before) await new Promise((r) => requestAnimationFrame(r));
    return performance.now() - t0;
  })()`) as Promise<number>;
}

/**
 * The General board in headless Chromium at 1280 px, signed in as Lima's CTA: the time to a
 * usable board on a reload (the browser keeps the scripts it was sent, as a station's does), the
 * page's size in elements, and the filter's answer to typing.
 */
export async function boardBrowserFigures(url: string) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, url, 'cta.lim@example.com', 'lima2026');
    await page.waitForURL('**/general**');
    await page.locator(FIRST_ROW).first().waitFor();

    const usableMs = await usableAfterNavigation(page, `${url}/general`);
    const domElements = await page.evaluate(() => document.querySelectorAll('*').length);
    const filterMs = await filterTime(page);
    return { usableMs, domElements, filterMs };
  } finally {
    await browser.close();
  }
}
