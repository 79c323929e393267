import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { keptData } from './support/kept-data.ts';
import { limaDeparture, limaToday, tokenOf, untouchedDepartures } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

/** A CTA recording on Lima's departures from a phone whose network drops. */
const suite = browserSuite();
let page: Page;
afterEach(() => suite.close());

const card = (flight: string) =>
  page.locator('li[data-row-id]').filter({ hasText: flight }).first();
const bar = () => page.getByRole('status').filter({ hasText: /pendientes? de envío/ });

async function openDepartures(query = '') {
  page = await suite.open({ viewport: PHONE });
  await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
  await waitForPath(page, '/general');
  await page.goto(`${suite.server.url}/departures${query}`);
  await page.locator('li[data-row-id]').first().waitFor();
}

async function openFromCard(flight: string, action: string | RegExp, title: string) {
  await card(flight)
    .getByRole('button', { name: `Acciones del vuelo ${flight}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Registrar en el vuelo' })
    .getByRole('button', { name: action })
    .click();
  const drawer = page.getByRole('dialog', { name: title });
  await drawer.waitFor();
  return drawer;
}

async function assignCda(flight: string, name: string, lastName: string) {
  const drawer = await openFromCard(flight, 'Editar CDA', 'CDA de salida');
  await drawer.getByLabel('Nombre').fill(name);
  await drawer.getByLabel('Apellido').fill(lastName);
  await drawer.getByLabel('Teléfono').fill('+51987654321');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  return drawer;
}

/** Waits for the toast of a save kept on the device, and for it to go. */
async function keptToast() {
  const toast = page.getByText('Sin conexión: el cambio quedó en este dispositivo');
  await toast.waitFor();
  await toast.waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * Assigns a CDA on the shown flight's card with no network: the save waits on the device. The
 * drawers' code is on the device first, as on a phone that has opened one before: their list is
 * opened and closed while online (a drawer whose code never reached the device cannot open).
 */
async function keepCdaOffline(flight: string) {
  await card(flight)
    .getByRole('button', { name: `Acciones del vuelo ${flight}` })
    .click();
  const actions = page.getByRole('dialog', { name: 'Registrar en el vuelo' });
  await actions.waitFor();
  await page.keyboard.press('Escape');
  await actions.waitFor({ state: 'detached' });
  await page.context().setOffline(true);
  await assignCda(flight, 'Rosa', 'Quispe');
  await keptToast();
}

/** The calls that saved on the leg as a CTA, newest first, as a supervisor reads its history. */
async function historyOf(legId: string) {
  const duty = await tokenOf(suite.server, 'duty@example.com', 'duty2026');
  const response = await suite.server.api(`/v1/leg/history?_id=${legId}`, undefined, duty);
  const body = (await response.json()) as { data: { call: string; user: { role: string } }[] };
  return body.data.filter((entry) => entry.user.role === 'CTA').map((entry) => entry.call);
}

async function legIdOf(flight: string) {
  const cta = await tokenOf(suite.server, 'cta.lim@example.com', 'lima2026');
  return (await limaDeparture(suite.server, cta, flight))._id;
}

const untouchedDeparture = untouchedDepartures(() => suite.server);

describe('recording without network', () => {
  it('keeps a delay and a CDA saved offline through a closed tab, and saves each once', async () => {
    const flight = await untouchedDeparture();
    const before = await historyOf(await legIdOf(flight));
    await openDepartures();
    await card(flight).waitFor();
    await expect.poll(async () => (await keptData(page)).lists).toContain('LIM departures');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Sin conexión —' }).waitFor();

    const delays = await openFromCard(flight, /Demoras$/, 'Registro de demoras');
    const first = delays.getByRole('group', { name: 'Demora #1' });
    await first.getByRole('combobox').click();
    await page.getByRole('option', { name: /^93 ·/ }).click();
    await first.getByLabel('Minutos').fill('20');
    await first.getByLabel('Descripción').fill('Llegada tardía desde Cusco');
    await delays.getByRole('button', { name: 'Registrar' }).click();
    await keptToast();
    await card(flight).getByText('Pendiente de envío').waitFor();

    // The second save of the leg was made on the same version: it goes after the first.
    await assignCda(flight, 'Rosa', 'Quispe');
    await keptToast();
    await bar().getByText('2 cambios pendientes de envío').waitFor();
    await screenshot(page, 'waiting-saves-390');

    const context = page.context();
    await page.close();
    await context.setOffline(false);
    page = await context.newPage();
    await page.goto(`${suite.server.url}/departures`);
    // The reopened board finds both saves on the device and sends them.
    const legId = await legIdOf(flight);
    // Newest first: each save once, the CDA after the delay it was queued behind.
    await expect
      .poll(async () => {
        const all = await historyOf(legId);
        return all.slice(0, all.length - before.length);
      })
      .toEqual(['modified', expect.stringMatching(/^(store|update)-delays$/)]);
    await bar().waitFor({ state: 'detached' });
    await expect.poll(() => card(flight).getByText('Pendiente de envío').count()).toBe(0);

    const cta = await tokenOf(suite.server, 'cta.lim@example.com', 'lima2026');
    const saved = await limaDeparture(suite.server, cta, flight);
    expect(saved.delays[0]).toMatchObject({ delay: { code: '93' }, minutes: 20 });
    expect(saved.cda_assigned?.last_name).toBe('Quispe');
  });

  it('applies once a save whose answer the network lost, sent again under its key', async () => {
    const flight = await untouchedDeparture();
    const before = await historyOf(await legIdOf(flight));
    await openDepartures(`?q=${flight}`);
    await card(flight).waitFor();
    // The request reaches the server, which saves; its answer never reaches the phone.
    await page.route(
      '**/v1/leg/modified',
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await assignCda(flight, 'Luis', 'Soto');
    await keptToast();
    // Sent again at once, the server knows the key: no conflict with the person's own save.
    await expect.poll(() => legIdOf(flight).then(historyOf)).toEqual(['modified', ...before]);
    await bar().waitFor({ state: 'detached' });
    const cta = await tokenOf(suite.server, 'cta.lim@example.com', 'lima2026');
    const saved = await limaDeparture(suite.server, cta, flight);
    expect(saved.cda_assigned?.last_name).toBe('Soto');
    expect(await historyOf(saved._id)).toEqual(['modified', ...before]);
  });

  it('puts an offline save that went stale beside the leg as recorded now, to choose', async () => {
    const flight = await untouchedDeparture();
    await openDepartures(`?q=${flight}`);
    await keepCdaOffline(flight);

    // Meanwhile, at the office, someone else assigns another CDA to the same departure.
    const cta = await tokenOf(suite.server, 'cta.lim@example.com', 'lima2026');
    const before = await limaDeparture(suite.server, cta, flight);
    const other = { name: 'Juan', last_name: 'Perez', phone_number: '+51912345678' };
    const meanwhile = await suite.server.api(
      '/v1/leg/modified',
      { _id: before._id, version: before.version, cda_assigned: other },
      cta,
    );
    expect(meanwhile.status).toBe(200);

    await page.context().setOffline(false);
    await bar().getByText('1 necesita su atención').waitFor();
    await card(flight).getByText('No enviado').waitFor();
    await bar().getByRole('button', { name: 'Ver' }).click();
    const list = page.getByRole('dialog', { name: 'Cambios pendientes de envío' });
    await list.getByText('El vuelo cambió mientras tanto').waitFor();
    await screenshot(page, 'waiting-saves-list-390');
    await list.getByRole('button', { name: 'Resolver' }).click();

    const drawer = page.getByRole('dialog', { name: 'CDA de salida' });
    await drawer.getByText('Sus cambios no se guardaron').waitFor();
    await drawer
      .getByTestId('conflict-current')
      .getByText(/PEREZ|Perez|J\.PER/)
      .waitFor();
    await expect.poll(() => drawer.getByLabel('Apellido').inputValue()).toBe('Quispe');
    await screenshot(page, 'waiting-save-conflict-390');
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados con éxito').waitFor();
    await bar().waitFor({ state: 'detached' });
    const after = await limaDeparture(suite.server, cta, flight);
    expect(after.cda_assigned?.last_name).toBe('Quispe');
  });

  it('keeps a save through a sign-out for the same person only, and sends it at their next sign-in', async () => {
    const flight = await untouchedDeparture();
    const before = await legIdOf(flight).then(historyOf);
    await openDepartures(`?q=${flight}`);
    await keepCdaOffline(flight);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await waitForPath(page, '/login');
    await page.context().setOffline(false);

    // Another person on the same device neither sees nor sends it.
    await signIn(page, suite.server.url, 'cta.scl@example.com', 'santiago2026');
    await waitForPath(page, '/general');
    await page.locator('[data-row-id]').first().waitFor();
    // The board has been open a while: its day was kept, a second after it arrived.
    await expect.poll(async () => (await keptData(page)).lists).toContain('SCL general');
    await expect.poll(() => bar().count()).toBe(0);
    expect(await legIdOf(flight).then(historyOf)).toEqual(before);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await waitForPath(page, '/login');

    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    await expect.poll(() => legIdOf(flight).then(historyOf)).toEqual(['modified', ...before]);
    await bar().waitFor({ state: 'detached' });
  });

  it('shows a save the server refuses with the reason until the person discards it', async () => {
    const flight = await untouchedDeparture();
    await openDepartures(`?q=${flight}`);
    await keepCdaOffline(flight);
    // Meanwhile operations cancels the flight: a cancelled leg takes no record.
    const cancelled = await suite.server.feed([
      {
        airline: 'LA',
        flight_number: flight.replace(/^LA/, ''),
        datop_local: limaToday(),
        depstn: 'LIM',
        status: 'CANCELED',
      },
    ]);
    expect(cancelled.status).toBe(200);

    await page.context().setOffline(false);
    await bar().getByText('1 necesita su atención').waitFor();
    await bar().getByRole('button', { name: 'Ver' }).click();
    const list = page.getByRole('dialog', { name: 'Cambios pendientes de envío' });
    await list.getByText(/^No se guardó: .+/).waitFor();
    await screenshot(page, 'waiting-save-refused-390');
    await list.getByRole('button', { name: 'Descartar' }).click();
    await list.getByText('No hay cambios pendientes de envío.').waitFor();
    await page.keyboard.press('Escape');
    await bar().waitFor({ state: 'detached' });
  });

  it('sends a save that waited longer than the access token lives after a silent refresh', async () => {
    const flight = await untouchedDeparture();
    page = await suite.open({ viewport: PHONE });
    // The page's clock runs as usual, until the test moves it on.
    await page.clock.install();
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/departures?q=${flight}`);
    await keepCdaOffline(flight);

    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/(auth\/refresh-token|v1\/leg\/modified)$/.test(path)) calls.push(path);
    });
    // Twenty minutes on the apron: the access token (fifteen) has run out meanwhile.
    await page.clock.fastForward('20:00');
    await page.context().setOffline(false);
    await bar().waitFor({ state: 'detached' });
    expect(calls.findIndex((path) => path.endsWith('/refresh-token'))).toBe(0);
    expect(calls.some((path) => path.endsWith('/v1/leg/modified'))).toBe(true);
    const cta = await tokenOf(suite.server, 'cta.lim@example.com', 'lima2026');
    expect((await limaDeparture(suite.server, cta, flight)).cda_assigned?.last_name).toBe('Quispe');
  });
});
