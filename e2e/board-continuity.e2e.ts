import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { boardRow, LIMA_CTA } from './support/departures.ts';
import { limaToday } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { feedItems, stationDay } from './support/station-day.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite({ legs: 'none' });
let page: Page;

/**
 * CC-AAA and CC-AAB each turn at Lima; then the feed puts CC-AAA on LA4001 too, ten minutes after
 * its own LA4000 leaves: the aircraft is on two departures at once.
 */
beforeAll(async () => {
  const turns = stationDay('LIM', 'America/Lima', limaToday(), 2);
  const fed = await suite.server.feed(feedItems(turns));
  expect((await fed.json()).data.rejected).toBe(0);
  const { airline, flight_number, datop_local, depstn } = turns[1]?.departure ?? {};
  const swapped = await suite.server.feed([
    { airline, flight_number, datop_local, depstn, registration: 'AAA' },
  ]);
  expect((await swapped.json()).data.rejected).toBe(0);
});
afterEach(() => suite.close());

async function openGeneral(viewport: typeof DESKTOP) {
  page = await suite.open({ viewport });
  await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
  await waitForPath(page, '/general');
}

describe('a leg that breaks its aircraft continuity', () => {
  it('carries a discreet marker with the reason by its registration', async () => {
    await openGeneral(DESKTOP);
    const marker = boardRow(page, 'LA4001').getByRole('img', {
      name: /Continuidad de la aeronave/,
    });
    await marker.waitFor();
    expect(await marker.getAttribute('aria-label')).toContain(
      'AAA figura en dos vuelos a la vez: este y LA4000 se superponen',
    );
    await screenshot(page, 'continuity-marker-1280');
  });

  it('shows it at phone width too', async () => {
    await openGeneral(PHONE);
    await page
      .getByRole('img', { name: /Continuidad de la aeronave/ })
      .first()
      .waitFor();
    await screenshot(page, 'continuity-marker-390');
  });
});
