import { localTime } from '@board/domain';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { boardRow, LIMA_CTA } from './support/departures.ts';
import { limaToday, tokenOf } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { feedItems, stationDay, type Turn } from './support/station-day.ts';
import { browserSuite } from './support/suite.ts';

const LIMA = 'America/Lima';
const MINUTE = 60_000;

const suite = browserSuite({ legs: 'none' });
let page: Page;
/** CC-AAA lands as LA3000 and leaves as LA4000; CC-AAB flies LA3001 and LA4001. */
let turns: Turn[];

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a movement message writes it: hhmm, UTC. */
const hhmm = (at: Date) => `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`;
const flightDay = (std: string | undefined) => pad(new Date(std ?? '').getUTCDate());

/** LA4000 pushed back 20 minutes late (IATA 93) and took off 8 minutes later. */
function departureTimes() {
  const std = new Date(turns[0]?.departure.std ?? '');
  return {
    pushback: new Date(std.getTime() + 20 * MINUTE),
    takeoff: new Date(std.getTime() + 28 * MINUTE),
  };
}

async function send(text: string) {
  const response = await suite.server.movements(text);
  expect(response.status).toBe(200);
  return (await response.json()).data.messages as { outcome: string }[];
}

beforeAll(async () => {
  turns = stationDay('LIM', LIMA, limaToday(), 2);
  const fed = await suite.server.feed(feedItems(turns));
  expect((await fed.json()).data.rejected).toBe(0);
  const { pushback, takeoff } = departureTimes();
  const landed = new Date(turns[0]?.arrival.sta ?? '');
  const sent = await send(
    [
      'MVT',
      `LA4000/${flightDay(turns[0]?.departure.std)}.CCAAA.LIM`,
      `AD${hhmm(pushback)}/${hhmm(takeoff)}`,
      'DL93/0020',
      '',
      'MVT',
      `LA3000/${flightDay(turns[0]?.arrival.std)}.CCAAA.LIM`,
      `AA${hhmm(landed)}/${hhmm(new Date(landed.getTime() + 6 * MINUTE))}`,
    ].join('\n'),
  );
  expect(sent.map((m) => m.outcome)).toEqual(['applied', 'applied']);
});
afterEach(() => suite.close());

async function signInAs(account: { email: string; password: string }, viewport = DESKTOP) {
  page = await suite.open({ viewport, hasTouch: viewport === PHONE, clipboard: true });
  await signIn(page, suite.server.url, account.email, account.password);
  await waitForPath(page, '/general');
}

/** The message the server writes for a side of LA4000 or LA3000, as the CTA may read it. */
async function messageOf(flight: string, side: 'arrival' | 'departure') {
  const token = await tokenOf(suite.server, LIMA_CTA.email, LIMA_CTA.password);
  const day = limaToday();
  const list = await suite.server.api(
    '/v1/leg/list',
    {
      day,
      arrival: side === 'arrival',
      query: flight,
      station: 'LIM',
      argsLeg: { limit: 10, page: 1 },
    },
    token,
  );
  const legs = (await list.json()).data.legs as { _id: string; flight_number: string }[];
  const id = legs.find((leg) => leg.flight_number === flight)?._id ?? '';
  const text = await suite.server.api(`/v1/movement/text?_id=${id}&side=${side}`, undefined, token);
  return (await text.json()).data.text as string;
}

/** Waits for a drawer's slide-in to end, so a picture shows it where it stays. */
const settled = (drawer: Locator) =>
  drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));

const noOverflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('movement messages at a station', () => {
  it('shows a CTA the pushback and the delay a message brought, and copies the MVT', async () => {
    const { pushback, takeoff } = departureTimes();
    const expected = await messageOf('LA4000', 'departure');
    const adLine = `AD${hhmm(pushback)}/${hhmm(takeoff)} EA\\d{4} CUZ`;
    expect(expected).toMatch(
      new RegExp(`^MVT\\nLA4000/\\d\\d\\.CCAAA\\.LIM\\n${adLine}\\nDL93/0020$`),
    );

    await signInAs(LIMA_CTA);
    await page.goto(`${suite.server.url}/departures?q=LA4000`);
    const row = boardRow(page, 'LA4000');
    await row.getByText(localTime(pushback.toISOString(), LIMA)).waitFor();
    expect(await row.innerText()).toContain('93');

    await row.getByRole('button', { name: 'Editar Demoras' }).click();
    const drawer = page.getByRole('dialog', { name: 'Registro de demoras' });
    const entry = drawer.getByRole('group', { name: 'Demora #1' });
    expect(await entry.getByTitle('Registrado desde un mensaje MVT').innerText()).toBe('MVT');
    await entry.getByText(/Recibida por mensaje MVT/).waitFor();
    // The departure left: its message is unfolded under the delays, ready to copy.
    const text = drawer.getByTestId('mvt-text');
    expect(await text.innerText()).toBe(expected);
    await settled(drawer);
    await screenshot(page, 'drawer-mvt-1280');
    await drawer.getByRole('button', { name: 'Copiar' }).click();
    await page.getByText('Copiado con éxito').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await drawer.getByRole('button', { name: 'Cancelar' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.goto(`${suite.server.url}/delays?q=LA4000`);
    const delayRow = boardRow(page, 'LA4000');
    await delayRow.getByTitle('Registrado desde un mensaje MVT').waitFor();
    expect(await delayRow.innerText()).toMatch(/93\s*MVT/);
    await screenshot(page, 'delays-mvt-1280');
  });

  it("gives a phone the arrival's MVT from the card's actions", async () => {
    const expected = await messageOf('LA3000', 'arrival');
    expect(expected).toMatch(/^MVT\nLA3000\/\d\d\.CCAAA\.LIM\nAA\d{4}\/\d{4}$/);

    await signInAs(LIMA_CTA, PHONE);
    await page.goto(`${suite.server.url}/arrivals?q=LA3000`);
    const card = page.locator('li[data-row-id]').filter({ hasText: 'LA3000' });
    await card.getByRole('button', { name: 'Acciones del vuelo LA3000' }).click();
    const actions = page.getByRole('dialog', { name: 'Registrar en el vuelo' });
    const text = actions.getByTestId('mvt-text');
    expect(await text.innerText()).toBe(expected);
    await settled(actions);
    expect(await noOverflow()).toBeLessThanOrEqual(0);
    const panel = await actions.boundingBox();
    expect((panel?.x ?? -1) + (panel?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'drawer-mvt-390');
    await actions.getByRole('button', { name: 'Copiar' }).click();
    await page.getByText('Copiado con éxito').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  it('lets DUTY retry a message once its flight is fed, and discard a malformed one', async () => {
    const late = stationDay('LIM', LIMA, limaToday(), 3)[2];
    const day = flightDay(late?.departure.std);
    const pushback = new Date(new Date(late?.departure.std ?? '').getTime() + 5 * MINUTE);
    const sent = await send(
      [
        'MVT',
        `LA4002/${day}.CCAAC.LIM`,
        `AD${hhmm(pushback)}`,
        '',
        'MVT',
        `LA4001/${day}.CCAAB.LIM`,
        'AD25X9',
      ].join('\n'),
    );
    expect(sent.map((m) => m.outcome)).toEqual(['rejected', 'rejected']);

    await signInAs({ email: 'duty@example.com', password: 'duty2026' });
    await page.goto(`${suite.server.url}/admin`);
    const queue = page.getByTestId('admin-movements');
    const notFed = queue.locator('li[data-movement]').filter({ hasText: 'LA4002' });
    const malformed = queue.locator('li[data-movement]').filter({ hasText: 'AD25X9' });
    await notFed.getByText(/No se encontró el vuelo LA4002/).waitFor();
    await malformed.getByText('Elemento mal escrito en la línea 3: AD25X9').waitFor();
    await screenshot(page, 'admin-movements-1280');

    await malformed.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('El mensaje sigue rechazado').waitFor();
    await malformed.getByText(/Último reintento: Andrea Muñoz/).waitFor();

    const fed = await suite.server.feed(late ? [late.departure] : []);
    expect((await fed.json()).data.created).toBe(1);
    await notFed.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Mensaje aplicado al vuelo').waitFor();
    await notFed.waitFor({ state: 'detached' });

    await malformed.getByRole('button', { name: 'Descartar' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Descartar el mensaje?' })
      .getByRole('button', { name: 'Descartar mensaje' })
      .click();
    await page.getByText('Mensaje descartado').waitFor();
    await malformed.waitFor({ state: 'detached' });
    await queue.getByText('No hay mensajes rechazados').waitFor();

    await page.goto(`${suite.server.url}/departures?station=LIM&q=LA4002`);
    await boardRow(page, 'LA4002').getByText(localTime(pushback.toISOString(), LIMA)).waitFor();
  });
});
