import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { holdChunk } from './support/build-chunks.ts';
import { boardRow, openDeparture } from './support/departures.ts';
import { watchDrawerEntrance } from './support/drawer-entrance.ts';
import { limaDeparture, tokenOf } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite();
let page: Page;
beforeEach(async () => {
  page = await suite.open();
});
afterEach(() => suite.close());

const row = boardRow;
const showDeparture = (p: Page, flight: string, email: string, password: string) =>
  openDeparture(p, suite.server.url, flight, { email, password });

async function fillCda(p: Page, name: string, lastName: string, phone: string) {
  const drawer = p.getByRole('dialog');
  await drawer.getByLabel('Nombre').fill(name);
  await drawer.getByLabel('Apellido').fill(lastName);
  await drawer.getByLabel('Teléfono').fill(phone);
}

describe('recording on a leg', () => {
  it('shows the drawer frame while the drawers are still on their way', async () => {
    const release = await holdChunk(page, 'src/features/leg-editing/leg-drawer.tsx');
    await showDeparture(page, 'LA2000', 'cta.lim@example.com', 'lima2026');
    const cdaButton = row(page, 'LA2000').getByRole('button', { name: 'Editar CDA' });
    await cdaButton.click();
    const loading = page.getByRole('dialog', { name: 'Cargando…' });
    await loading.getByText('LA2000').waitFor();
    await screenshot(page, 'drawer-loading-1280');
    const cda = page.getByRole('dialog', { name: 'CDA de salida' });
    const inPlace = await watchDrawerEntrance(page, 'CDA de salida');
    release();
    await cda.getByLabel('Nombre').waitFor();
    await expect.poll(() => loading.count()).toBe(0);
    // It takes the frame's place: sliding in again would read as a second drawer.
    expect(await inPlace.slid()).toBe(false);
    await page.keyboard.press('Escape');
    await cda.waitFor({ state: 'detached' });
    const later = await watchDrawerEntrance(page, 'CDA de salida');
    await cdaButton.click();
    expect(await later.slid()).toBe(true);

    page = await suite.open({ viewport: PHONE });
    const releasePhone = await holdChunk(page, 'src/features/leg-editing/leg-drawer.tsx');
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/departures?q=LA2050`);
    const card = page.locator('li[data-row-id]').filter({ hasText: 'LA2050' });
    await card.getByRole('button', { name: 'Acciones del vuelo LA2050' }).click();
    await page.getByRole('dialog', { name: 'Cargando…' }).getByText('LA2050').waitFor();
    await screenshot(page, 'drawer-loading-390');
    releasePhone();
    await page.getByRole('dialog', { name: 'Registrar en el vuelo' }).waitFor();
  });

  it('lets a CTA assign a CDA, shown on the board and after a reload', async () => {
    await showDeparture(page, 'LA2000', 'cta.lim@example.com', 'lima2026');
    await row(page, 'LA2000').getByRole('button', { name: 'Editar CDA' }).click();
    const drawer = page.getByRole('dialog', { name: 'CDA de salida' });
    expect(await drawer.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await fillCda(page, 'Rosa', 'Quispe', '+51987654321');
    await expect.poll(() => drawer.getByTestId('cda-preview').textContent()).toBe('R.QUI');
    await screenshot(page, 'drawer-cda-1280');
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados con éxito').waitFor();
    await drawer.waitFor({ state: 'detached' });
    await row(page, 'LA2000').getByText('R.QUI').waitFor();
    await page.reload();
    await row(page, 'LA2000').getByText('R.QUI').waitFor();
  });

  it('lets a CTA on a phone assign a CDA from a card', async () => {
    page = await suite.open({ viewport: PHONE });
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/departures?q=LA2050`);
    const card = page.locator('li[data-row-id]').filter({ hasText: 'LA2050' });
    await card.getByRole('button', { name: 'Acciones del vuelo LA2050' }).click();
    const actions = page.getByRole('dialog', { name: 'Registrar en el vuelo' });
    await screenshot(page, 'drawer-actions-390');
    await actions.getByRole('button', { name: 'Editar CDA' }).click();
    await page.getByRole('dialog', { name: 'CDA de salida' }).waitFor();
    await fillCda(page, 'Rosa', 'Quispe', '+51987654321');
    await screenshot(page, 'drawer-cda-390');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados con éxito').waitFor();
    await card.getByRole('button', { name: 'Acciones del vuelo LA2050' }).click();
    await page.getByRole('dialog').getByText('R.QUI').waitFor();
  });

  it('shows a phone number error in Spanish and keeps the save refused', async () => {
    await showDeparture(page, 'LA2010', 'cta.lim@example.com', 'lima2026');
    await row(page, 'LA2010').getByRole('button', { name: 'Editar CDA' }).click();
    await fillCda(page, 'Ana', 'Rojas', '+51-98765432');
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await drawer.getByText('Solo se aceptan números.').waitFor();
    expect(await drawer.isVisible()).toBe(true);
  });

  it('gives a GENERIC user Ver, no save, and the server refuses a forged save', async () => {
    const cta = await tokenOf(suite.server, 'cta.lim@example.com', 'lima2026');
    const before = await limaDeparture(suite.server, cta, 'LA2020');
    const cda = { name: 'Luis', last_name: 'Soto', phone_number: '+51912345678' };
    const saved = await suite.server.api(
      '/v1/leg/modified',
      { _id: before._id, version: before.version, cda_assigned: cda },
      cta,
    );
    expect(saved.status).toBe(200);

    await showDeparture(page, 'LA2020', 'generic@example.com', 'generic2026');
    const view = row(page, 'LA2020').getByRole('button', { name: 'Ver CDA' });
    await view.click();
    const drawer = page.getByRole('dialog', { name: 'CDA de salida' });
    expect(await drawer.getByLabel('Nombre').inputValue()).toBe('Luis');
    expect(await drawer.getByLabel('Nombre').isDisabled()).toBe(true);
    await expect.poll(() => drawer.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
    await screenshot(page, 'drawer-cda-view-1280');

    const generic = await tokenOf(suite.server, 'generic@example.com', 'generic2026');
    const current = await limaDeparture(suite.server, generic, 'LA2020');
    const forged = await suite.server.api(
      '/v1/leg/modified',
      { _id: current._id, version: current.version, cda_assigned: { ...cda, name: 'Pedro' } },
      generic,
    );
    expect(forged.status).toBe(403);
    const after = await limaDeparture(suite.server, generic, 'LA2020');
    expect(after.version).toBe(current.version);
    expect(after.cda_assigned?.name).toBe('Luis');
  });

  it('shows a supervisor who changed the leg', async () => {
    const cta = await tokenOf(suite.server, 'cta.lim@example.com', 'lima2026');
    const leg = await limaDeparture(suite.server, cta, 'LA2040');
    const cda = { name: 'Elena', last_name: 'Vargas', phone_number: '+51955544433' };
    await suite.server.api(
      '/v1/leg/modified',
      { _id: leg._id, version: leg.version, cda_assigned: cda },
      cta,
    );

    await signIn(page, suite.server.url, 'duty@example.com', 'duty2026');
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/departures?station=LIM&q=LA2040`);
    await row(page, 'LA2040').getByRole('button', { name: 'Editar CDA' }).click();
    const drawer = page.getByRole('dialog');
    // The demo may have coded this departure's delays already, as the station does as the day
    // goes: the history holds the CDA's change whatever else it holds.
    await drawer.getByText(/^Historial de cambios \(\d+\)$/).click();
    await drawer.getByText('CDA salida: — → E.VAR').waitFor();
    expect(await drawer.getByText('CDA salida: — → E.VAR').count()).toBe(1);
    await drawer
      .getByText(/^María Quispe \(CTA\)/)
      .first()
      .waitFor();
  });

  it('tells the second of two windows that the leg changed, keeping what was typed', async () => {
    const second = await page.context().newPage();
    await showDeparture(page, 'LA2030', 'cta.lim@example.com', 'lima2026');
    await second.goto(`${suite.server.url}/departures?q=LA2030`);
    await row(second, 'LA2030').waitFor();
    for (const p of [page, second]) {
      await row(p, 'LA2030').getByRole('button', { name: 'Editar CDA' }).click();
    }
    await fillCda(page, 'Rosa', 'Quispe', '+51987654321');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados con éxito').waitFor();

    await fillCda(second, 'Carlos', 'Mendoza', '+51911122233');
    const drawer = second.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await drawer.getByText('Otra persona modificó este vuelo').waitFor();
    expect(await drawer.getByTestId('conflict-current').textContent()).toContain('R.QUI');
    expect(await drawer.getByLabel('Nombre').inputValue()).toBe('Carlos');
    expect(await drawer.getByLabel('Teléfono').inputValue()).toBe('+51911122233');
    await screenshot(second, 'drawer-conflict-1280');

    // Saving again applies the kept values over the fresh version, on purpose.
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await second.getByText('Cambios guardados con éxito').waitFor();
    await row(second, 'LA2030').getByText('C.MEN').waitFor();
  });
});
