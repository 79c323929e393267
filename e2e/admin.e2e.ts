import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

// Stations and accounts only: the screens under test read no legs.
const suite = browserSuite({ legs: 'none' });
let page: Page;
afterEach(() => suite.close());

async function signInAs(email: string, password: string, viewport = DESKTOP) {
  page = await suite.open({ viewport, hasTouch: viewport === PHONE });
  await signIn(page, suite.server.url, email, password);
  await waitForPath(page, '/general');
}

const nav = () => page.getByRole('navigation');
const stationRow = (code: string) =>
  page.getByTestId('station-list').locator(`tr[data-station="${code}"]`);
/** The board's station picker, as DUTY chooses the station to read. */
const pickerOption = (code: string) => page.locator(`select option[value="${code}"]`);

/** Clicks through the frame's navigation, so the app keeps its cached lists as a user's would. */
async function goTo(link: string, path: string) {
  await nav().getByRole('link', { name: link }).click();
  await waitForPath(page, path);
}

async function toastSays(text: string) {
  await page.getByText(text).waitFor();
}

describe('administration as DUTY', () => {
  it('adds MAD as a station, sees it in the picker, removes it, and sets airline code 01', async () => {
    await signInAs('duty@example.com', 'duty2026');
    await pickerOption('LIM').waitFor({ state: 'attached' });
    await expect.poll(() => pickerOption('MAD').count()).toBe(0);

    await goTo('Administración', '/admin');
    await page.getByRole('heading', { level: 1, name: 'Administración' }).waitFor();
    await stationRow('LIM').waitFor();
    // The title is set once the page has been drawn, not with it.
    await expect.poll(() => page.title()).toBe('Administración');

    await page.getByLabel('Agregar una estación').fill('MAD');
    const result = page.locator('li[data-airport="MAD"]');
    await result.waitFor();
    expect(await result.innerText()).toMatch(/Madrid[\s\S]*ES · Europe\/Madrid/);
    await screenshot(page, 'admin-search-1280');
    await result.getByRole('button', { name: 'Agregar MAD' }).click();
    await toastSays('Estación MAD agregada');
    await stationRow('MAD').waitFor();
    await result.getByText('Ya es estación').waitFor();

    await goTo('Tablero general', '/general');
    await pickerOption('MAD').waitFor({ state: 'attached' });

    await goTo('Administración', '/admin');
    await stationRow('MAD').getByRole('button', { name: 'Quitar MAD' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Quitar la estación MAD?' });
    await confirm.waitFor();
    await screenshot(page, 'admin-confirm-1280');
    await confirm.getByRole('button', { name: 'Quitar estación' }).click();
    await toastSays('Estación MAD quitada');
    await stationRow('MAD').waitFor({ state: 'detached' });

    await goTo('Tablero general', '/general');
    await pickerOption('LIM').waitFor({ state: 'attached' });
    await expect.poll(() => pickerOption('MAD').count()).toBe(0);

    await goTo('Administración', '/admin');
    const codes = page.getByTestId('admin-codes');
    await codes.getByText('La aerolínea aún no definió códigos propios').waitFor();
    await codes.getByRole('button', { name: 'Agregar código' }).click();
    const row = codes.getByRole('group', { name: 'Código propio 00' });
    await row.getByRole('combobox', { name: 'Código' }).click();
    await page.getByRole('option', { name: '01', exact: true }).click();
    const own = codes.getByRole('group', { name: 'Código propio 01' });
    await own.getByLabel('Alfa').fill('ab');
    await own.getByLabel('Descripción').fill('Falla de sistemas propios');
    await codes.getByRole('button', { name: 'Guardar códigos' }).click();
    await toastSays('Códigos de demora guardados');

    await page.reload();
    const saved = page.getByRole('group', { name: 'Código propio 01' });
    await saved.waitFor();
    await stationRow('LIM').waitFor();
    await screenshot(page, 'admin-1280');
    expect(await saved.getByLabel('Alfa').inputValue()).toBe('AB');
    expect(await saved.getByLabel('Descripción').inputValue()).toBe('Falla de sistemas propios');
  });

  it('fits a phone at 390 px', async () => {
    await signInAs('duty@example.com', 'duty2026', PHONE);
    await page.getByRole('button', { name: 'Menú' }).click();
    await nav().getByRole('link', { name: 'Administración' }).waitFor();
    await screenshot(page, 'admin-menu-390');
    await goTo('Administración', '/admin');
    await stationRow('LIM').waitFor();
    await page.getByLabel('Agregar una estación').fill('barajas');
    await page.locator('li[data-airport="MAD"]').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-390');
    await stationRow('LIM').getByRole('button', { name: 'Quitar LIM' }).click();
    await screenshot(page, 'admin-confirm-390');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
  });
});

describe('searching the accounts', () => {
  it('finds GENERIC accounts by the name the list shows, Consulta', async () => {
    await signInAs('duty@example.com', 'duty2026');
    await goTo('Administración', '/admin');
    const users = page.getByTestId('admin-users');
    const rows = users.locator('[data-account]');
    await users.locator('[data-account="duty@example.com"]').waitFor();
    await users.getByLabel('Buscar por correo, nombre, estación o rol').fill('consulta');
    await users.locator('[data-account="duty@example.com"]').waitFor({ state: 'detached' });
    await expect
      .poll(() => rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-account'))))
      .toEqual(['generic@example.com']);
    await rows.first().getByText('Consulta').waitFor();
  });
});

describe('taking a station with accounts off the board', () => {
  it('names the accounts that lose it, and takes it off once confirmed', async () => {
    await signInAs('duty@example.com', 'duty2026');
    await pickerOption('BOG').waitFor({ state: 'attached' });
    await goTo('Administración', '/admin');
    await stationRow('BOG').getByRole('button', { name: 'Quitar BOG' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Quitar la estación BOG?' });
    await confirm
      .getByText('Esta cuenta tiene BOG como estación y deja de ver su tablero en el momento:')
      .waitFor();
    const account = confirm.getByTestId('station-accounts').getByRole('listitem');
    await account.filter({ hasText: 'Diego Herrera · CTA' }).waitFor();
    await expect
      .poll(() => account.allInnerTexts())
      .toEqual([expect.stringMatching(/^Diego Herrera · CTA\s*cta\.bog@example\.com$/)]);
    await screenshot(page, 'admin-confirm-accounts-1280');
    await confirm.getByRole('button', { name: 'Quitar estación' }).click();
    await toastSays('Estación BOG quitada');
    await stationRow('BOG').waitFor({ state: 'detached' });

    await goTo('Tablero general', '/general');
    await pickerOption('LIM').waitFor({ state: 'attached' });
    await expect.poll(() => pickerOption('BOG').count()).toBe(0);
  });
});

describe('administration as anyone else', () => {
  it('a CTA has no link to it and is sent back to the board', async () => {
    await signInAs('cta.lim@example.com', 'lima2026');
    await nav().getByRole('link', { name: 'Tablero general' }).waitFor();
    await expect.poll(() => nav().getByRole('link', { name: 'Administración' }).count()).toBe(0);
    await page.goto(`${suite.server.url}/admin`);
    await waitForPath(page, '/general');
    await page.getByRole('heading', { level: 1, name: 'Tablero general' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Administración' }).count()).toBe(0);
  });
});
