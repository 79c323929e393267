import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { LIMA_CTA } from './support/departures.ts';
import { limaToday } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { feedItems, stationDay } from './support/station-day.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite({ legs: 'none', env: { SIMULATOR: 'false' } });
const DUTY = { email: 'duty@example.com', password: 'duty2026' };
const turns = stationDay('LIM', 'America/Lima', limaToday(), 3);

/** Whether the toolbar's parts stand on one line: their middles (they are centred) agree. */
const oneLine = (page: Page) =>
  page.evaluate(() => {
    const toolbar = document.querySelector('h1')?.parentElement;
    const middles = [...(toolbar?.children ?? [])]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.height > 0)
      .map((box) => box.top + box.height / 2);
    return Math.max(...middles) - Math.min(...middles) < 8;
  });

const HANDOVER = { name: /^Relevo de turno$/, words: 'Relevo de turno' };
const MARK_ALL = { name: /^Marcar todo como visto:/, words: 'Marcar todo como visto' };

/** Whether a button shows its words, not only its icon. */
const showsWords = (page: Page, button: { name: RegExp; words: string }) =>
  page
    .getByRole('button', { name: button.name })
    .evaluate(
      (element, words) =>
        [...element.querySelectorAll('span')].some(
          (span) => span.textContent === words && span.getBoundingClientRect().width > 40,
        ),
      button.words,
    );

/** Each change of the ETD is a new one: minutes later each time. */
let moved = 0;

/** A board with news: the feed moves a departure's ETD after the user's first look. */
async function boardWithNews(page: Page, path: string) {
  // A user's first look at a day starts its count: the change must come after it. A supervisor
  // has just been shown their own station's board, whose look may still be on its way.
  const looked = page.waitForResponse(
    (response) =>
      response.url().includes('/changes-since') &&
      JSON.parse(response.request().postData() ?? '{}').station === 'LIM',
  );
  await page.goto(`${suite.server.url}${path}`);
  await looked;
  await page.getByRole('button', { name: 'Relevo de turno' }).waitFor();
  const [turn] = turns;
  if (!turn) throw new Error('no turn');
  moved += 5;
  const etd = new Date(new Date(turn.departure.std ?? '').getTime() + moved * 60_000).toISOString();
  expect((await suite.server.feed([{ ...turn.departure, etd }])).status).toBe(200);
  await page.getByRole('button', { name: /^Marcar todo como visto/ }).waitFor();
}

beforeAll(async () => {
  expect((await suite.server.feed(feedItems(turns))).status).toBe(200);
});

describe('the board toolbar', () => {
  it.each([
    { who: 'a CTA', account: LIMA_CTA, path: '/timeline', width: 1280, words: false },
    { who: 'a CTA', account: LIMA_CTA, path: '/timeline', width: 1536, words: true },
    // Beside the station chooser, which gives up some width below the words' 1,700 px.
    {
      who: 'a supervisor',
      account: DUTY,
      path: '/timeline?station=LIM',
      width: 1280,
      words: false,
    },
    {
      who: 'a supervisor',
      account: DUTY,
      path: '/timeline?station=LIM',
      width: 1440,
      words: false,
    },
    {
      who: 'a supervisor',
      account: DUTY,
      path: '/timeline?station=LIM',
      width: 1600,
      words: false,
    },
    { who: 'a supervisor', account: DUTY, path: '/timeline?station=LIM', width: 1920, words: true },
  ])(
    'shows $who at $width px Relevo de turno and Marcar todo como visto in words: $words, on one line',
    async ({ account, path, width, words }) => {
      const page = await suite.open({ viewport: { width, height: 900 } });
      await signIn(page, suite.server.url, account.email, account.password);
      await page.waitForURL((url) => url.pathname !== '/login');
      await boardWithNews(page, path);
      await expect.poll(() => showsWords(page, HANDOVER)).toBe(words);
      await expect.poll(() => showsWords(page, MARK_ALL)).toBe(words);
      expect(await oneLine(page)).toBe(true);
      await screenshot(page, `toolbar-${width}-${account.email.split('@')[0]}`);
    },
  );

  it('is icons on a phone', async () => {
    const page = await suite.open({ viewport: PHONE });
    await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(page, '/general');
    await boardWithNews(page, '/general');
    await expect.poll(() => showsWords(page, HANDOVER)).toBe(false);
    await expect.poll(() => showsWords(page, MARK_ALL)).toBe(false);
    await screenshot(page, 'toolbar-390');
  });
});
