import { describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { LIMA_CTA } from './support/departures.ts';
import { limaToday } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { feedItems, stationDay } from './support/station-day.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite({ legs: 'none', env: { SIMULATOR: 'false' } });
const GENERIC = { email: 'generic@example.com', password: 'generic2026' };

describe('changed since I last looked', () => {
  it('marks the legs that changed since each user looked, says what changed, and clears per user', async () => {
    const [turn] = stationDay('LIM', 'America/Lima', limaToday(), 3);
    if (!turn) throw new Error('no turn');
    expect(
      (await suite.server.feed(feedItems(stationDay('LIM', 'America/Lima', limaToday(), 3))))
        .status,
    ).toBe(200);

    const cta = await suite.open();
    const looked = cta.waitForResponse(
      (response) => new URL(response.url()).pathname === '/v1/leg/changes-since',
    );
    await signIn(cta, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(cta, '/general');
    await cta.locator('tbody tr[data-row-id]').first().waitFor();
    // A first look starts the count: nothing is news yet, as the server answers it.
    const { data } = (await (await looked).json()) as { data: { legs: unknown[] } };
    expect(data.legs).toEqual([]);
    const generic = await (await suite.browser.newContext({ locale: 'es-PE' })).newPage();
    await signIn(generic, suite.server.url, GENERIC.email, GENERIC.password);
    await generic.waitForURL((url) => url.pathname !== '/login');
    await generic.goto(`${suite.server.url}/general?station=LIM`);
    await generic.locator('tbody tr[data-row-id]').first().waitFor();
    // Nor is anything marked as news on the board, drawn from that answer.
    await expect
      .poll(() => cta.getByRole('button', { name: /cambios? desde su última visita/ }).count())
      .toBe(0);

    // The feed moves the departure's ETD while both boards are open.
    const etd = new Date(new Date(turn.departure.std ?? '').getTime() + 25 * 60_000).toISOString();
    expect((await suite.server.feed([{ ...turn.departure, etd }])).status).toBe(200);
    const marker = (page: typeof cta) =>
      page.getByRole('button', { name: '1 cambio desde su última visita' });
    await marker(cta).waitFor();
    await marker(generic).waitFor();
    await marker(cta).focus();
    const tip = cta.getByRole('tooltip');
    await tip.getByText('ETD').waitFor();
    await tip.getByText(/Feed de operaciones/).waitFor();
    await screenshot(cta, 'changes-since-1280');

    await cta.getByRole('button', { name: /Marcar todo como visto/ }).click();
    await expect.poll(() => marker(cta).count()).toBe(0);
    // The other user's look is their own.
    await generic.reload();
    await marker(generic).waitFor();

    // Relevo de turno: the day's changes of the last hours, whoever looked, and as a file.
    await cta.getByRole('button', { name: 'Relevo de turno' }).click();
    const drawer = cta.getByRole('dialog', { name: 'Relevo de turno' });
    await drawer.getByText('ETD').waitFor();
    await drawer
      .getByText(turn.departure.flight_number ? `LA${turn.departure.flight_number}` : '')
      .waitFor();
    await screenshot(cta, 'handover-1280');
    const [file] = await Promise.all([
      cta.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`relevo_LIM_${limaToday()}.xlsx`);
  });

  it('marks the cards on a phone: a first tap lists the changes, a second clears them', async () => {
    const day = stationDay('LIM', 'America/Lima', limaToday(), 3);
    const [, turn] = day;
    if (!turn) throw new Error('no turn');
    expect((await suite.server.feed(feedItems(day))).status).toBe(200);
    const phone = await suite.open({ viewport: PHONE, hasTouch: true });
    await signIn(phone, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(phone, '/general');
    const flight = `LA${turn.arrival.flight_number}`;
    await phone.getByText(flight, { exact: true }).first().waitFor();

    const eta = new Date(new Date(turn.arrival.sta ?? '').getTime() + 40 * 60_000).toISOString();
    expect((await suite.server.feed([{ ...turn.arrival, eta }])).status).toBe(200);
    const marker = phone.getByRole('button', { name: '1 cambio desde su última visita' });
    await marker.waitFor();
    await marker.tap();
    const tip = phone.getByRole('tooltip');
    await tip.getByText('ETA').waitFor();
    await tip.getByText('Toque el punto de nuevo para marcarlo como visto.').waitFor();
    // The list stays inside the phone's screen.
    const box = await tip.boundingBox();
    if (!box) throw new Error('no list');
    expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    await screenshot(phone, 'changes-since-390');
    expect(await marker.count()).toBe(1);
    await marker.tap();
    await expect.poll(() => marker.count()).toBe(0);
    // Seen on the server: a new page shows no marker, once it has asked what changed.
    const answer = phone.waitForResponse(
      (response) => new URL(response.url()).pathname === '/v1/leg/changes-since',
    );
    await phone.reload();
    const { data } = (await (await answer).json()) as { data: { legs: unknown[] } };
    expect(data.legs).toEqual([]);
    await phone.getByText(flight, { exact: true }).first().waitFor();
    // The page opens on what it kept, the marker included, until that answer is drawn.
    await expect.poll(() => marker.count()).toBe(0);
  });
});
