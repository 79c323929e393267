import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
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
    await signIn(cta, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(cta, '/general');
    await cta.locator('tbody tr[data-row-id]').first().waitFor();
    const generic = await (await suite.browser.newContext({ locale: 'es-PE' })).newPage();
    await signIn(generic, suite.server.url, GENERIC.email, GENERIC.password);
    await generic.waitForURL((url) => url.pathname !== '/login');
    await generic.goto(`${suite.server.url}/general?station=LIM`);
    await generic.locator('tbody tr[data-row-id]').first().waitFor();
    // A first look starts the count: nothing is news yet.
    expect(await cta.getByRole('button', { name: /cambios? desde su última visita/ }).count()).toBe(
      0,
    );

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
});
