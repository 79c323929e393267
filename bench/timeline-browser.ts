import { type FeedLegInput, legListResponse } from '@board/domain';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { signIn } from '../e2e/support/pages.ts';
import { benchDay, FEED_KEY, KEYS, token } from './bench-http.ts';
import { bigStationDay } from './big-day.ts';

/**
 * From the turnarounds' answer arriving to the first animation frame with the timeline's bars on
 * screen, by the page's own clock (the resource timing of the call, then requestAnimationFrame).
 */
async function firstDrawAfterData(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  // A function, not a string: the app's content security policy forbids evaluating text. It
  // declares nothing, so the TypeScript loader adds no helper the page would not have.
  const handle = await page.waitForFunction(
    () =>
      document.querySelector('[data-bar-id]')
        ? performance.now() -
          ((
            performance.getEntriesByType('resource').find((e) => e.name.includes('list-extend')) as
              | PerformanceResourceTiming
              | undefined
          )?.responseEnd ?? performance.now())
        : 0,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Pans the chart as a hand would, a steady distance each frame for two seconds across and then
 * down, and reads the frames' intervals: frames per second, and the slowest frame.
 */
function panFrames(page: Page, axis: 'x' | 'y'): Promise<{ fps: number; worstMs: number }> {
  return page.evaluate(`(async () => {
    const chart = document.querySelector('[data-testid="timeline"]');
    const times = [];
    const start = performance.now();
    while (performance.now() - start < 2000) {
      await new Promise((r) => requestAnimationFrame(r));
      times.push(performance.now());
      if ('${axis}' === 'x') chart.scrollLeft += 12; else chart.scrollTop += 8;
    }
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    return { fps: (gaps.length * 1000) / (times[times.length - 1] - times[0]), worstMs: Math.max(...gaps) };
  })()`) as Promise<{ fps: number; worstMs: number }>;
}

const PLANTED = 5;
/** The first turnaround a conflict is planted on: mid-day, away from the bars drawn first. */
const FIRST_PLANTED_TURN = 300;
/** Intruders' flight numbers start here, above the bench day's own. */
const INTRUDERS = 9000;

/**
 * The first turnaround no earlier run planted a conflict on: those conflicts stand, so planting
 * them again would not grow the count this run waits for. One departure from Lima a turn.
 */
async function firstFreeTurn(url: string): Promise<number> {
  const response = await fetch(`${url}/v1/leg/list`, {
    method: 'POST',
    headers: {
      ...KEYS,
      'content-type': 'application/json',
      authorization: `Bearer ${await token(url)}`,
    },
    body: JSON.stringify({ day: benchDay(), arrival: false, station: 'LIM' }),
  });
  const { legs } = legListResponse.parse(await response.json()).data;
  // The board names a flight with its airline (LA9600).
  const number = (flight: string) => Number(flight.match(/\d+$/)?.[0]);
  return FIRST_PLANTED_TURN + legs.filter((leg) => number(leg.flight_number) >= INTRUDERS).length;
}

/**
 * Another aircraft on the stand of the bench day's turnaround `turn`, ten minutes behind it: a
 * stand conflict, as a planner's mistake would bring it through the feed.
 */
function intruder(turn: number): FeedLegInput[] {
  const day = bigStationDay('LIM', 'America/Lima', new Date(), 750);
  const later = (at: string | undefined) =>
    new Date(Date.parse(at ?? '') + 10 * 60_000).toISOString();
  return day.slice(2 * turn, 2 * turn + 2).map((leg, side) => ({
    ...leg,
    flight_number: String(INTRUDERS + 2 * turn + side),
    registration: `Z${String.fromCharCode(65 + (turn % 26))}Z`,
    std: later(leg.std),
    sta: later(leg.sta),
  }));
}

/**
 * From the feed call leaving to the timeline's conflict count growing on screen, by one clock
 * (the machine's): the page notes the time of the first animation frame with the new count.
 */
async function conflictFlaggedMs(page: Page, url: string, turn: number): Promise<number> {
  const count = page.locator('button[data-count]');
  const before = Number(await count.getAttribute('data-count'));
  // Text, as panFrames: a function declared in a function gets a helper of the TypeScript
  // loader the page does not have.
  const flagged = page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const shown = document.querySelector('button[data-count]');
      if (Number(shown?.dataset.count) > ${before}) resolve(Date.now());
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
  const sent = Date.now();
  const response = await fetch(`${url}/integration/v1/legs`, {
    method: 'POST',
    headers: { 'x-feed-key': FEED_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ legs: intruder(turn) }),
  });
  if (!response.ok) throw new Error(`the feed answered ${response.status}`);
  return (await flagged) - sent;
}

/** The timeline of the bench day in headless Chromium at 1280 px, as Lima's CTA. */
export async function timelineBrowserFigures(url: string) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, url, 'cta.lim@example.com', 'lima2026');
    await page.waitForURL('**/general**');
    await page.goto(`${url}/timeline`);
    await page.locator('[data-bar-id]').first().waitFor();
    const firstDrawMs = await firstDrawAfterData(page, `${url}/timeline`);
    const bars = await page.locator('[data-bar-id]').count();
    const across = await panFrames(page, 'x');
    const down = await panFrames(page, 'y');
    await page.getByLabel('Ventana').selectOption('24');
    const wholeDay = await panFrames(page, 'y');
    const flagged: number[] = [];
    const first = await firstFreeTurn(url);
    for (let turn = first; turn < first + PLANTED; turn += 1) {
      flagged.push(await conflictFlaggedMs(page, url, turn));
    }
    return { firstDrawMs, bars, across, down, wholeDay, flagged };
  } finally {
    await browser.close();
  }
}
