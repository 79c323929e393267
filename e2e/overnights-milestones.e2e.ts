import {
  displayRegistration,
  localDate,
  localTime,
  type OvernightRow,
  overnightListResponse,
} from '@board/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { limaToday, tokenOf } from './support/leg-api.ts';
import { saveDrawer, signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite();
let page: Page;

const drawer = () => page.getByRole('dialog');
const overnightsTable = () => page.getByRole('region', { name: 'Pernoctes', exact: true });
/** The overnight row of a registration (the middle table starts with the registration). */
const overnightRow = (registration: string) =>
  overnightsTable().locator('tbody tr[data-row-id]').filter({ hasText: registration });

const save = (button: string, toast: string) => saveDrawer(page, button, toast);

async function choose(scope: Locator, label: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A new browser session for the user, on the given screen. */
async function signInAs(email: string, password: string, path: string) {
  page = await suite.open();
  await signIn(page, suite.server.url, email, password);
  await waitForPath(page, '/general');
  await page.goto(`${suite.server.url}${path}`);
}

describe('overnights at Lima', () => {
  it('a CTA adds, edits and deletes an overnight, and it stays after a reload', async () => {
    await signInAs('cta.lim@example.com', 'lima2026', '/overnights');
    await overnightsTable().locator('tbody tr[data-row-id]').first().waitFor();
    await screenshot(page, 'overnights-1280');

    await page.getByRole('button', { name: 'Agregar pernocte' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar pernocte' });
    await add.waitFor();
    const registration = await add.getByRole('combobox', { name: 'Matrícula' }).inputValue();
    expect(registration).toMatch(/^CC-[A-Z]{3}$/);
    await choose(add, 'Tipo de pernocte', /^Lateral/);
    await add.getByLabel('Ubicación').fill('L5');
    await add.getByLabel('Comentario').fill('Sin GPU');
    await add.getByRole('checkbox', { name: 'Corte' }).check();
    await add.getByLabel('Inicio').fill('22:00');
    await add.getByLabel('Fin').fill('06:30');
    await add.getByLabel('Autorizado por').fill('J. Rojas');
    expect(await add.getByTestId('cut-total').textContent()).toBe('510 minutos');
    await screenshot(page, 'drawer-overnight-1280');
    await save('Guardar', 'Agregado con éxito');

    const row = overnightRow(registration);
    await row.getByText('Lateral').waitFor();
    expect(await row.textContent()).toContain('L5');
    expect(await row.textContent()).toContain('Sí');

    await row.getByRole('button', { name: `Editar pernocte de ${registration}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar pernocte' });
    await edit.waitFor();
    expect(await edit.getByRole('combobox', { name: 'Matrícula' }).isDisabled()).toBe(true);
    await edit.getByLabel('Comentario').fill('GPU conectada');
    await save('Guardar', 'Cambios guardados con éxito');
    await row.getByText('GPU conectada').waitFor();

    await page.reload();
    await overnightRow(registration).getByText('GPU conectada').waitFor();
    await overnightRow(registration)
      .getByRole('button', { name: `Editar pernocte de ${registration}` })
      .click();
    await page.getByRole('dialog', { name: 'Editar pernocte' }).waitFor();
    await save('Eliminar', 'Eliminado con éxito');
    await expect
      .poll(() => overnightRow(registration).textContent())
      .not.toContain('GPU conectada');
  });

  it('follows only the registrations the user tracks', async () => {
    const first = overnightsTable().locator('tbody tr[data-row-id]').first();
    const registration = (await first.locator('td').first().textContent()) ?? '';
    expect(registration).toMatch(/^CC-/);
    await page.getByRole('button', { name: 'Filtrar matrículas' }).click();
    const filter = page.getByRole('dialog', { name: 'Filtrar matrículas' });
    await filter.getByRole('checkbox', { name: registration, exact: true }).uncheck();
    await screenshot(page, 'drawer-registrations-1280');
    await save('Guardar', 'Se guardaron los datos');
    // Untracked and with nothing recorded today, its row leaves once the list has reloaded.
    await overnightRow(registration).first().waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Filtrar matrículas' }).click();
    await page.getByRole('checkbox', { name: 'Todas las matrículas' }).check();
    await save('Guardar', 'Se guardaron los datos');
    await overnightRow(registration).waitFor();
  });

  it('fits a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Agregar pernocte' }).click();
    await page.getByRole('dialog', { name: 'Agregar pernocte' }).waitFor();
    await page.waitForTimeout(350);
    await screenshot(page, 'drawer-overnight-390');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });
    await screenshot(page, 'overnights-390');
    await page.setViewportSize(DESKTOP);
  });
});

/**
 * Records an overnight through the API on a proper Lima arrival of today with room before
 * midnight, then has the feed land the same aircraft once more, 20 minutes later, as LA9801:
 * the record is now on the wrong arrival.
 */
async function misplacedOvernight(): Promise<OvernightRow> {
  const email = 'cta.lim@example.com';
  const token = await tokenOf(suite.server, email, 'lima2026');
  const day = limaToday();
  const listed = await suite.server.api(
    '/v1/leg/list-overnights',
    { station: 'LIM', day, email },
    token,
  );
  const rows = overnightListResponse.parse(await listed.json()).data.legs;
  const landing = (row: OvernightRow) => row.arrival.eta ?? row.arrival.sta;
  const row = rows.find(
    (r) =>
      r.placement_problem === null &&
      r.arrival.overnight === null &&
      localTime(landing(r), 'America/Lima') > '02:00' &&
      localTime(landing(r), 'America/Lima') < '23:00',
  );
  if (!row) throw new Error('no free Lima overnight arrival today');
  const saved = await suite.server.api(
    '/v1/leg/modified',
    {
      _id: row.arrival._id,
      version: row.arrival.version,
      overnight: {
        type: { code: 2 },
        ubication: 'L5',
        comment: 'Sin GPU',
        cut: false,
        cut_duration: { start: '', end: '', authorizer: '' },
      },
    },
    token,
  );
  expect(saved.status).toBe(200);
  const landed = Date.parse(landing(row));
  const std = new Date(landed - 60 * 60_000);
  const fed = await suite.server.feed([
    {
      airline: 'LA',
      flight_number: '9801',
      datop_local: localDate(std, 'America/Lima'),
      depstn: 'CUZ',
      arrstn: 'LIM',
      std: std.toISOString(),
      sta: new Date(landed + 20 * 60_000).toISOString(),
      registration: row.registration,
      material: '320',
    },
  ]);
  expect(fed.status).toBe(200);
  return row;
}

describe('an overnight the day no longer fits', () => {
  it('is flagged, shown in its drawer, moved to the right arrival and deleted', async () => {
    const misplaced = await misplacedOvernight();
    const registration = displayRegistration(misplaced.registration);
    const message = `${registration} vuelve a llegar en el LA9801: registre el pernocte en esa llegada, la última del día`;
    await signInAs('cta.lim@example.com', 'lima2026', '/overnights');
    const oldRow = overnightsTable().locator(`tr[data-row-id="${misplaced.arrival._id}"]`);
    const marker = oldRow.getByRole('img', { name: `Pernocte fuera de lugar: ${message}` });
    await marker.waitFor();
    await screenshot(page, 'overnight-placement-1280');

    const openOld = async () => {
      await oldRow.getByRole('button', { name: `Editar pernocte de ${registration}` }).click();
      const edit = page.getByRole('dialog', { name: 'Editar pernocte' });
      await edit.waitFor();
      return edit;
    };
    let edit = await openOld();
    expect(await edit.getByRole('alert').first().textContent()).toContain(message);
    expect(await edit.getByLabel('Ubicación').inputValue()).toBe('L5');
    expect(await edit.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    expect(await edit.getByRole('button', { name: 'Eliminar' }).isEnabled()).toBe(true);
    await page.waitForTimeout(350);
    await screenshot(page, 'drawer-overnight-placement-1280');

    await page.setViewportSize(PHONE);
    await page.waitForTimeout(350);
    await screenshot(page, 'drawer-overnight-placement-390');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });
    await screenshot(page, 'overnight-placement-390');
    await page.setViewportSize(DESKTOP);

    edit = await openOld();
    await choose(edit, 'Vuelo de llegada', /^LA9801$/);
    expect(await edit.getByLabel('Ubicación').inputValue()).toBe('L5');
    await save('Guardar', 'Cambios guardados con éxito');
    const newRow = overnightRow(registration).filter({ hasNot: page.getByRole('img') });
    await newRow.getByText('Lateral').waitFor();

    await openOld();
    await save('Eliminar', 'Eliminado con éxito');
    // The row leaves once the list has reloaded, which takes longer than a second on a busy
    // machine: wait for it as a user would, not for a fixed time.
    await oldRow.waitFor({ state: 'detached' });
    expect(await newRow.textContent()).toContain('L5');
  });
});

describe('milestones at Bogotá', () => {
  it('a CTA records the milestones of an arrival and of a departure', async () => {
    await signInAs('cta.bog@example.com', 'bogota2026', '/milestones');
    const arrivals = page.getByRole('region', { name: 'Llegada' });
    const firstArrival = arrivals.locator('tbody tr[data-row-id]').first();
    await firstArrival.waitFor();
    await firstArrival.getByRole('button', { name: /^Editar hitos del vuelo/ }).click();
    const arrivalDrawer = page.getByRole('dialog', { name: 'Hitos de llegada' });
    await arrivalDrawer.waitFor();
    const aircraft = arrivalDrawer.getByRole('group', { name: 'Avión' });
    await aircraft.getByLabel('Operarios').fill('4');
    await aircraft.getByLabel('Calzos').fill('7:05');
    await aircraft.getByLabel('Apertura de puertas').fill('07:09');
    await screenshot(page, 'drawer-milestones-1280');
    await save('Guardar', 'Cambios guardados con éxito');
    await firstArrival.locator('td[data-column="chock"]').getByText('7:05').waitFor();

    const departures = page.getByRole('region', { name: 'Salida' });
    const firstDeparture = departures.locator('tbody tr[data-row-id]').first();
    await firstDeparture.getByRole('button', { name: /^Editar hitos del vuelo/ }).click();
    const departureDrawer = page.getByRole('dialog', { name: 'Hitos de salida' });
    await departureDrawer.waitFor();
    await choose(departureDrawer, 'Tipo de PEA', /^Puente$/);
    await departureDrawer
      .getByRole('group', { name: 'Embarque' })
      .getByLabel('Cierre de puertas')
      .fill('10:55');
    const ramp = departureDrawer.getByRole('group', { name: 'Agente de rampa' });
    await ramp.getByLabel('Inicial').fill('P');
    await ramp.getByLabel('Apellido').fill('Rojas');
    await ramp.getByLabel('Cantidad').fill('3');
    await save('Guardar', 'Cambios guardados con éxito');
    await firstDeparture.getByText('P. Rojas (3)').waitFor();
    expect(await firstDeparture.textContent()).toContain('Puente');
    expect(await firstDeparture.textContent()).toContain('10:55');

    await page.setViewportSize(PHONE);
    // A phone shows Hitos as cards: the same departure's card opens its drawer.
    const firstCard = page.getByRole('list', { name: 'Salida' }).locator('li[data-row-id]').first();
    await firstCard.getByRole('button', { name: /^Editar hitos del vuelo/ }).click();
    await departureDrawer.waitFor();
    await page.waitForTimeout(350);
    await screenshot(page, 'drawer-milestones-390');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
  });
});
