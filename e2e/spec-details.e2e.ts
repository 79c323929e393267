import { dateOptions } from '@board/domain';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { feedItems, stationDay } from './support/station-day.ts';
import { browserSuite } from './support/suite.ts';

const LIMA = 'America/Lima';
const BOGOTA = 'America/Bogota';
const today = (zone: string) => dateOptions(new Date(), zone)[3]?.date ?? '';
const crew = [{ position: 'CPT', name: 'Ana Soto', crew_number: '40211' }];

const suite = browserSuite({ legs: 'none' });
let page: Page;

/**
 * Lima's day: LA4001 rescheduled, LA4002 cancelled with its crew known, LA4003 with its crew,
 * LA3004 an arrival rescheduled. Bogotá's day (a milestone station), landing as LA5000…: LA4001 rescheduled.
 */
function fixture() {
  const lima = stationDay('LIM', LIMA, today(LIMA), 12);
  const bogota = stationDay('BOG', BOGOTA, today(BOGOTA), 8, { fleet: 200 });
  Object.assign(lima[1]?.departure ?? {}, { status: 'RESCHEDULED' });
  Object.assign(lima[2]?.departure ?? {}, { status: 'CANCELED', crew });
  Object.assign(lima[3]?.departure ?? {}, { crew });
  Object.assign(lima[4]?.arrival ?? {}, { status: 'RESCHEDULED' });
  Object.assign(bogota[1]?.departure ?? {}, { status: 'RESCHEDULED' });
  // Both days land LA3000… from the same outstations: Bogotá's arrivals take other numbers.
  for (const [i, turn] of bogota.entries()) turn.arrival.flight_number = String(5000 + i);
  return [...feedItems(lima), ...feedItems(bogota)];
}

beforeAll(async () => {
  const sent = await suite.server.feed(fixture());
  expect(sent.status).toBe(200);
  expect((await sent.json()).data.rejected).toBe(0);
});
afterEach(() => suite.close());

async function openAs(email: string, password: string, path: string, phone = false) {
  page = await suite.open(phone ? { viewport: PHONE } : {});
  await signIn(page, suite.server.url, email, password);
  await waitForPath(page, '/general');
  await page.goto(`${suite.server.url}${path}`);
}
const openLima = (path: string) => openAs('cta.lim@example.com', 'lima2026', path);

const row = (scope: Page | Locator, flight: string) =>
  scope.locator('tbody tr[data-row-id]').filter({ hasText: flight }).first();
const background = (cell: Locator) =>
  cell.evaluate((element) => getComputedStyle(element).backgroundColor);
/** The colour the spec's yellow cell takes on this page, read from the design token. */
const yellow = () =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--color-warning-soft)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });

describe('what the spec names, on the board', () => {
  it("paints a rescheduled flight's whole cell yellow on Salidas and Llegadas", async () => {
    await openLima('/departures');
    const flight = row(page, 'LA4001').locator('td[data-column="flight"]');
    await flight.getByText('Reprogramado').waitFor();
    const marked = await yellow();
    expect(marked).not.toBe('rgba(0, 0, 0, 0)');
    expect(await background(flight)).toBe(marked);
    expect(await background(row(page, 'LA4003').locator('td[data-column="flight"]'))).not.toBe(
      marked,
    );
    await screenshot(page, 'details-departures-rescheduled-1280');

    await page.goto(`${suite.server.url}/arrivals`);
    const arrival = row(page, 'LA3004').locator('td[data-column="flight"]');
    await arrival.getByText('Reprogramado').waitFor();
    expect(await background(arrival)).toBe(marked);
  });

  it('keeps Ver Tripulación shut on a cancelled leg, and titles drawers with CC-', async () => {
    await openLima('/departures');
    const cancelled = row(page, 'LA4002');
    await cancelled.getByText('CNLD').waitFor();
    expect(await cancelled.getByRole('button', { name: 'Ver Tripulación' }).isDisabled()).toBe(
      true,
    );
    await row(page, 'LA4003').getByRole('button', { name: 'Ver Tripulación' }).click();
    const drawer = page.getByRole('dialog', { name: 'Tripulación' });
    await drawer.getByText('Ana Soto').waitFor();
    expect(await drawer.textContent()).toContain('LA4003 · CC-AAD · LIM–TRU');
  });

  it('sets the stand type apart from its number, within the General board', async () => {
    await openLima('/general');
    const rescheduled = row(page, 'LA4001');
    const remote = rescheduled.getByRole('img', { name: 'Remota' });
    await remote.waitFor();
    expect(await remote.textContent()).toBe('R');
    expect(await remote.evaluate((badge) => badge.previousSibling?.textContent)).toBe('R2');
    expect(await rescheduled.getByRole('img', { name: 'Puente' }).textContent()).toBe('P');
    await screenshot(page, 'details-general-stands-1280');
  });

  it('says a delay code is repeated as soon as it is picked', async () => {
    await openLima('/departures');
    await row(page, 'LA4005').getByRole('button', { name: 'Registrar Demoras' }).click();
    const drawer = page.getByRole('dialog', { name: 'Registro de demoras' });
    const entry = (n: number) => drawer.getByRole('group', { name: `Demora #${n}` });
    const choose = async (n: number, code: string) => {
      await entry(n).getByRole('combobox').click();
      await page.getByRole('option', { name: new RegExp(`^${code} ·`) }).click();
    };
    await choose(1, '93');
    await entry(1).getByLabel('Minutos').fill('20');
    await drawer.getByRole('button', { name: 'Agregar demora' }).click();
    // The new entry starts at its code, with nothing said yet of what it lacks.
    await expect
      .poll(() =>
        entry(2)
          .getByRole('combobox')
          .evaluate((input) => input === document.activeElement),
      )
      .toBe(true);
    await expect.poll(() => entry(2).getByRole('alert').count()).toBe(0);
    await choose(2, '93');
    await entry(2).getByText('El código ya fue seleccionado').waitFor();
    await expect.poll(() => drawer.getByText('Debe seleccionar un código').count()).toBe(0);
    await screenshot(page, 'details-delay-repeated-1280');
  });

  it('takes the user to a missing service description and says so', async () => {
    await openLima('/departures');
    await row(page, 'LA4005').getByRole('button', { name: 'Editar Servicios adicionales' }).click();
    const drawer = page.getByRole('dialog', { name: 'Servicios adicionales de salida' });
    await drawer.getByRole('checkbox', { name: 'Carro de equipaje' }).check();
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Falta la descripción de un servicio').waitFor();
    await page.getByText('Escriba la descripción de: Carro de equipaje').waitFor();
    const description = drawer
      .getByRole('group', { name: 'Carro de equipaje' })
      .getByLabel('Descripción');
    await expect
      .poll(() => description.evaluate((input) => input === document.activeElement))
      .toBe(true);
    await screenshot(page, 'details-service-description-1280');
  });
});

describe('the same details on a phone', () => {
  it('shows the stand badge on the cards and the missing description prompt', async () => {
    await openAs('cta.lim@example.com', 'lima2026', '/departures', true);
    const card = page.locator('li[data-row-id]').filter({ hasText: 'LA4005' });
    const remote = card.getByRole('img', { name: 'Remota' });
    await remote.waitFor();
    expect(await remote.evaluate((badge) => badge.previousSibling?.textContent)).toBe('R6');
    await screenshot(page, 'details-departures-cards-390');

    await card.getByRole('button', { name: 'Acciones del vuelo LA4005' }).click();
    await page
      .getByRole('dialog', { name: 'Registrar en el vuelo' })
      .getByRole('button', { name: 'Editar Servicios adicionales' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Servicios adicionales de salida' });
    await drawer.getByRole('checkbox', { name: 'Agua y residuos' }).check();
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Escriba la descripción de: Agua y residuos').waitFor();
    const description = drawer
      .getByRole('group', { name: 'Agua y residuos' })
      .getByLabel('Descripción');
    await expect
      .poll(() => description.evaluate((input) => input === document.activeElement))
      .toBe(true);
    await screenshot(page, 'details-service-description-390');
  });
});

describe('Hitos', () => {
  const openBogota = (phone: boolean) =>
    openAs('cta.bog@example.com', 'bogota2026', '/milestones', phone);

  it("marks a rescheduled flight's cell on its tables", async () => {
    await openBogota(false);
    const departures = page.getByRole('region', { name: 'Salida' });
    const flight = row(departures, 'LA4001').locator('td[data-column="flight"]');
    await flight.getByText('Reprogramado').waitFor();
    expect(await background(flight)).toBe(await yellow());
  });

  it('shows cards on a phone, as every other view, and edits from them', async () => {
    await openBogota(true);
    for (const side of ['Llegada', 'Salida']) {
      const cards = page.getByRole('list', { name: side }).locator('li[data-row-id]');
      await cards.first().waitFor();
      expect(await cards.first().innerText()).toMatch(/LA\d{4}[\s\S]*CC-[A-Z]{3}/);
    }
    await expect.poll(() => page.locator('table').count()).toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'details-milestones-cards-390');

    const departures = page.getByRole('list', { name: 'Salida' });
    const card = departures.locator('li[data-row-id]').filter({ hasText: 'LA4001' });
    expect(await card.getByRole('img', { name: 'Reprogramado' }).count()).toBe(1);
    await card.getByRole('button', { name: 'Editar hitos del vuelo LA4001' }).click();
    await page.getByRole('dialog', { name: 'Hitos de salida' }).waitFor();
  });
});
