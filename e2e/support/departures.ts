import type { Page } from 'playwright-core';
import { signIn, waitForPath } from './pages.ts';

/** A flight's row on a desktop board table. */
export const boardRow = (page: Page, flight: string) =>
  page.locator('tbody tr[data-row-id]').filter({ hasText: flight }).first();

/** Signs in and shows one Lima departure of today on the Departures board. */
export async function openDeparture(
  page: Page,
  url: string,
  flight: string,
  account: { email: string; password: string },
) {
  await signIn(page, url, account.email, account.password);
  await waitForPath(page, '/general');
  await page.goto(`${url}/departures?q=${flight}`);
  await boardRow(page, flight).waitFor();
}

export const LIMA_CTA = { email: 'cta.lim@example.com', password: 'lima2026' };
