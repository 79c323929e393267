import type { Page } from 'playwright-core';

/** Signs in through the login screen as a person would. */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Waits until the browser shows the given path (client-side routing included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 10_000 });
}

/** Saves the open drawer and waits for the toast of section 8 and the drawer to leave. */
export async function saveDrawer(page: Page, button: string, toast: string): Promise<void> {
  const open = page.getByRole('dialog');
  // The same toast from a save moments ago would stand for this one: wait for it to go.
  await page.getByText(toast).first().waitFor({ state: 'detached' });
  await open.getByRole('button', { name: button, exact: true }).click();
  await page.getByText(toast).waitFor();
  await open.waitFor({ state: 'detached' });
}

/**
 * The dialog last opened, once it is the one asked for: while a drawer's code is on its way, a
 * stand-in titled "Cargando…" shows in its place, and the drawer replaces it when it arrives. A
 * check or a key press meant for the drawer must not land on the stand-in, or between the two.
 */
export function openedDialog(page: Page) {
  return page
    .locator('dialog[open]')
    .filter({ hasNot: page.getByRole('heading', { name: 'Cargando…', exact: true }) })
    .last();
}
