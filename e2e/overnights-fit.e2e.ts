import { addDays, DEFAULT_REGISTRATIONS, type FeedLegInput, zonedInstant } from '@board/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { LIMA_CTA } from './support/departures.ts';
import { limaToday } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite({ legs: 'none', env: { SIMULATOR: 'false' } });
afterEach(() => suite.close());

const LIMA = 'America/Lima';
const OTHERS = ['TBP', 'BOG', 'SCL', 'PCL', 'PUJ', 'AYP', 'AQP', 'CJA', 'CUN', 'CUZ'];

/**
 * Fourteen aircraft a new account tracks that land at Lima in the evening and leave the next morning, their flights
 * with a status as the operations system sends it (Confirmado, one Reprogramado): the widest
 * cells a night's tables hold.
 */
function nights(): FeedLegInput[] {
  const day = limaToday();
  const next = addDays(day, 1);
  return Array.from({ length: 14 }, (_, i) => {
    const other = OTHERS[i % OTHERS.length] ?? 'CUZ';
    const sta = zonedInstant(
      day,
      `${String(18 + Math.floor(i / 3)).padStart(2, '0')}:${String((i % 3) * 20).padStart(2, '0')}`,
      LIMA,
    );
    const std = zonedInstant(next, `05:${String(i * 4).padStart(2, '0')}`, LIMA);
    const common = {
      airline: 'LA',
      registration: DEFAULT_REGISTRATIONS[i] ?? 'AZC',
      material: '320',
    };
    return [
      {
        ...common,
        datop_local: day,
        flight_number: String(2001 + i * 2),
        depstn: other,
        arrstn: 'LIM',
        std: new Date(sta.getTime() - 90 * 60_000).toISOString(),
        sta: sta.toISOString(),
        status: 'CONFIRMED',
        stand_arrival: { type: 'remote', number: `R${10 + i}`, tape: String(1 + (i % 8)) },
      },
      {
        ...common,
        datop_local: next,
        flight_number: String(2000 + i * 2),
        depstn: 'LIM',
        arrstn: other,
        std: std.toISOString(),
        sta: new Date(std.getTime() + 90 * 60_000).toISOString(),
        status: i === 7 ? 'RESCHEDULED' : 'CONFIRMED',
        stand_departure: { type: 'remote', number: `R${10 + i}`, hall: `C${10 + i}` },
      },
    ] satisfies FeedLegInput[];
  }).flat();
}

beforeAll(async () => {
  expect((await suite.server.feed(nights())).status).toBe(200);
});

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
