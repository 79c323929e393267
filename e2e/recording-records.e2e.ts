import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { boardRow, LIMA_CTA, openDeparture } from './support/departures.ts';
import { limaToday, untouchedDepartures } from './support/leg-api.ts';
import { saveDrawer } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite();
let page: Page;

/** A departure the demo has not recorded on by the hour the file runs. */
let flight: string;

beforeAll(async () => {
  flight = await untouchedDepartures(() => suite.server)();
  // The leg's stand and connections, as operations sends them, so the PEA drawer has an entry
  // to comment on and the connections drawer has figures to show.
  const day = limaToday();
  const fed = await suite.server.feed([
    {
      airline: 'LA',
      flight_number: flight.slice(2),
      datop_local: day,
      depstn: 'LIM',
      stand_departure: { type: 'bridge', number: '12', hall: 'A' },
      connections: [{ flight_number: 'LA2110', datop_local: day, depstn: 'CUZ', pax: 2, bags: 1 }],
    },
  ]);
  expect(fed.status).toBe(200);
  page = await suite.open();
});

const row = () => boardRow(page, flight);
const drawer = () => page.getByRole('dialog');

async function openFromRow(button: string, title: string): Promise<Locator> {
  await row().getByRole('button', { name: button }).click();
  const opened = page.getByRole('dialog', { name: title });
  await opened.waitFor();
  return opened;
}

const save = (button: string, toast: string) => saveDrawer(page, button, toast);

async function chooseOption(scope: Locator, option: RegExp) {
  await scope.getByRole('combobox').click();
  await page.getByRole('option', { name: option }).click();
}

describe('a CTA recording on a departure', () => {
  it('records a stand comment, a tow, a delay and a service, and sees them after a reload', async () => {
    await openDeparture(page, suite.server.url, flight, LIMA_CTA);

    let pea = await openFromRow('Editar PEA', 'Cambios de PEA de salida');
    await pea.getByLabel('Comentario').first().fill('Puente libre a las 06:00');
    await screenshot(page, 'drawer-pea-1280');
    await save('Guardar comentarios', 'Cambios guardados con éxito');

    // The same drawer again, at once: it starts from the saved leg, so the next save is no conflict.
    pea = await openFromRow('Editar PEA', 'Cambios de PEA de salida');
    await pea.getByRole('button', { name: 'Registrar remolque' }).click();
    const tow = drawer().getByRole('group', { name: 'Remolque #1' });
    await chooseOption(tow, /^Remolque remoto$/);
    await tow.getByLabel('Inicio').fill('23:50');
    await tow.getByLabel('Fin').fill('00:20');
    await tow.getByLabel('Operador').fill('Ana Torres');
    await expect.poll(() => tow.getByTestId('trailer-total-0').textContent()).toBe('30 minutos');
    await screenshot(page, 'drawer-tow-1280');
    await save('Guardar remolques', 'Cambios guardados con éxito');

    const delays = await openFromRow('Registrar Demoras', 'Registro de demoras');
    const first = delays.getByRole('group', { name: 'Demora #1' });
    await chooseOption(first, /^93 ·/);
    await first.getByLabel('Minutos').fill('20');
    await first.getByLabel('Descripción').fill('Llegada tardía desde Cusco');
    await screenshot(page, 'drawer-delays-1280');
    await save('Registrar', 'Registrado con éxito');

    const services = await openFromRow(
      'Editar Servicios adicionales',
      'Servicios adicionales de salida',
    );
    await services.getByText('Agua y residuos').click();
    const water = services.getByRole('group', { name: 'Agua y residuos' });
    await water.getByLabel('Descripción').fill('Cisterna');
    await water.getByLabel('Inicio').fill('07:05');
    await water.getByLabel('Fin').fill('07:30');
    await screenshot(page, 'drawer-services-1280');
    await save('Guardar', 'Cambios guardados con éxito');

    await page.reload();
    await row().waitFor();
    pea = await openFromRow('Editar PEA', 'Cambios de PEA de salida');
    expect(await pea.getByLabel('Comentario').first().inputValue()).toBe(
      'Puente libre a las 06:00',
    );
    expect(await pea.getByTestId('trailer-count').textContent()).toBe('1 remolque registrado');
    await page.keyboard.press('Escape');
    await pea.waitFor({ state: 'detached' });

    const savedDelays = await openFromRow('Editar Demoras', 'Registro de demoras');
    const savedFirst = savedDelays.getByRole('group', { name: 'Demora #1' });
    expect(await savedFirst.getByLabel('Minutos').inputValue()).toBe('20');
    expect(await savedFirst.getByTestId('delay-meaning-0').textContent()).toMatch(/Reaccionario/);
    expect(await savedDelays.getByRole('button', { name: 'Guardar', exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await savedDelays.waitFor({ state: 'detached' });

    const savedServices = await openFromRow(
      'Editar Servicios adicionales',
      'Servicios adicionales de salida',
    );
    const savedWater = savedServices.getByRole('group', { name: 'Agua y residuos' });
    expect(await savedWater.getByLabel('Descripción').inputValue()).toBe('Cisterna');
    expect(await savedWater.getByText('25 minutos').count()).toBe(1);
    await page.keyboard.press('Escape');
    await savedServices.waitFor({ state: 'detached' });
  });

  it('shows the crew and connections drawers, on a desktop and a phone', async () => {
    await page.reload();
    await openFromRow('Ver Tripulación', 'Tripulación');
    await screenshot(page, 'drawer-crew-1280');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });
    await openFromRow('Ver Conexiones', 'Conexiones');
    await screenshot(page, 'drawer-connections-1280');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    const card = page.locator('li[data-row-id]').filter({ hasText: flight });
    const drawers: [string, string][] = [
      ['Editar PEA', 'pea'],
      ['Editar Demoras', 'delays'],
      ['Editar Servicios adicionales', 'services'],
      ['Ver Tripulación', 'crew'],
      ['Ver Conexiones', 'connections'],
    ];
    for (const [button, name] of drawers) {
      await card.getByRole('button', { name: `Acciones del vuelo ${flight}` }).click();
      await drawer().getByRole('button', { name: button }).click();
      await page.waitForTimeout(350);
      await screenshot(page, `drawer-${name}-390`);
      await page.keyboard.press('Escape');
      await drawer().waitFor({ state: 'detached' });
    }
  });
});
