import { localTime } from '@board/domain';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { boardRow, LIMA_CTA } from './support/departures.ts';
import { limaToday, tokenOf } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { feedItems, stationDay, type Turn } from './support/station-day.ts';
import { browserSuite } from './support/suite.ts';

const LIMA = 'America/Lima';
const DUTY = { email: 'duty@example.com', password: 'duty2026' };

const suite = browserSuite({ legs: 'none' });
let page: Page;
/** CC-AAA lands as LA3000 and leaves as LA4000. */
let turns: Turn[];

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a movement message writes it: hhmm, UTC. */
const hhmm = (at: Date) => `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`;

beforeAll(async () => {
  turns = stationDay('LIM', LIMA, limaToday(), 1);
  const fed = await suite.server.feed(feedItems(turns));
  expect((await fed.json()).data.rejected).toBe(0);
});
afterEach(() => suite.close());

async function openQueue(viewport: typeof DESKTOP) {
  page = await suite.open({ viewport, hasTouch: viewport === PHONE });
  await signIn(page, suite.server.url, DUTY.email, DUTY.password);
  await waitForPath(page, '/general');
  await page.goto(`${suite.server.url}/admin`);
  return page.getByTestId('admin-movements');
}

/** Sends a message the server refuses, and answers its id in the queue. */
async function refused(text: string): Promise<number> {
  const [message] = (await (await suite.server.movements(text)).json()).data.messages;
  expect(message.outcome).toBe('rejected');
  return message.id;
}

/** The departure's pushback as LA4000's station would report it, 12 minutes late. */
function pushbackOf(turn: Turn | undefined) {
  const std = new Date(turn?.departure.std ?? '');
  return { at: new Date(std.getTime() + 12 * 60_000), day: pad(std.getUTCDate()) };
}

describe('a refused movement message corrected by DUTY', () => {
  it('is corrected in Administración, sent again, applied, and keeps the text as received', async () => {
    const { at, day } = pushbackOf(turns[0]);
    // The station typed slashes for the dots of the flight line.
    const received = `MVT\nLA4000/${day}/CCAAA/LIM\nAD${hhmm(at)}`;
    // Refused before the queue is opened: the queue is read when it opens, not as messages come.
    const id = await refused(received);
    const queue = await openQueue(DESKTOP);
    const card = queue.locator(`li[data-movement="${id}"]`);
    await card.getByText(/Línea del vuelo inválida en la línea 2/).waitFor();
    await card.getByRole('button', { name: 'Corregir' }).click();
    const editor = card.getByRole('textbox', { name: 'Texto del mensaje' });
    await expect.poll(() => editor.inputValue()).toBe(received);

    // A first correction leaves a slip in the time: still refused, and the texts shown side by side.
    const slipped = `MVT\nLA4000/${day}.CCAAA.LIM\nAD25X9`;
    await editor.fill(slipped);
    await card.getByRole('button', { name: 'Enviar corregido' }).click();
    await page.getByText('El mensaje sigue rechazado').waitFor();
    await card.getByText('Elemento mal escrito en la línea 3: AD25X9').first().waitFor();
    await card.getByText('Texto corregido').waitFor();
    await expect.poll(() => card.getByTestId('movement-original').innerText()).toContain(received);
    await screenshot(page, 'admin-movement-corrected-1280');

    const corrected = `MVT\nLA4000/${day}.CCAAA.LIM\nAD${hhmm(at)}`;
    await card.getByRole('button', { name: 'Corregir' }).click();
    await editor.fill(corrected);
    await screenshot(page, 'admin-movement-correcting-1280');
    await card.getByRole('button', { name: 'Enviar corregido' }).click();
    await page.getByText('Mensaje aplicado al vuelo').waitFor();
    await card.waitFor({ state: 'detached' });

    const token = await tokenOf(suite.server, DUTY.email, DUTY.password);
    const log = await suite.server.api('/v1/movement/list?outcome=applied', undefined, token);
    const kept = (await log.json()).data.messages as { text: string; original_text: string }[];
    expect(kept.find((m) => m.text === corrected)?.original_text).toBe(received);

    await page.goto(`${suite.server.url}/departures?station=LIM&q=LA4000`);
    await boardRow(page, 'LA4000').getByText(localTime(at.toISOString(), LIMA)).waitFor();
  });

  it('fits a phone while a message is being corrected', async () => {
    const { day } = pushbackOf(turns[0]);
    const id = await refused(`MVT\nLA4000/${day}.CCAAA.LIM\nAD2399`);
    const queue = await openQueue(PHONE);
    const card = queue.locator(`li[data-movement="${id}"]`);
    await card.getByRole('button', { name: 'Corregir' }).click();
    await card.getByRole('textbox', { name: 'Texto del mensaje' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-movement-correcting-390');
  });

  it("shows a CTA the message's remark (SI) and says the MVT's times are UTC", async () => {
    const { at, day } = pushbackOf(turns[0]);
    const remark = 'ESPERA DE PASAJEROS EN CONEXION';
    const text = `MVT\nLA4000/${day}.CCAAA.LIM\nAD${hhmm(at)}\nSI ${remark}`;
    const [sent] = (await (await suite.server.movements(text)).json()).data.messages;
    expect(sent.outcome).not.toBe('rejected');

    page = await suite.open({ viewport: DESKTOP, clipboard: true });
    await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/departures?q=LA4000`);
    // No delay code yet: the button reads Registrar.
    await boardRow(page, 'LA4000').getByRole('button', { name: 'Registrar Demoras' }).click();
    const drawer = page.getByRole('dialog', { name: 'Registro de demoras' });
    await drawer.getByTestId('mvt-utc').getByText('Horas en UTC').waitFor();
    const shown = drawer.getByTestId('mvt-remark');
    await shown.getByText(remark).waitFor();
    await expect
      .poll(() => shown.innerText())
      .toMatch(/Mensaje recibido el \d\d-\d\d \d\d:\d\d UTC/);
    await drawer.getByTestId('mvt-text').scrollIntoViewIfNeeded();
    await screenshot(page, 'drawer-mvt-remark-1280');
    await drawer.getByRole('button', { name: 'Copiar' }).click();
    await page.getByText('Copiado con éxito').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^MVT\n/);
    expect(copied).not.toContain('UTC');
  });
});
