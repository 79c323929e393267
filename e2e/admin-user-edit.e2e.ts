import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { tokenOf } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

// Accounts only: the screen under test reads no legs, so the server starts without any (the
// invitation's whole path, on the demo board, is admin-users.e2e.ts).
const suite = browserSuite({ legs: 'none' });
let page: Page;
afterEach(() => suite.close());

async function openAdministration(viewport = DESKTOP) {
  page = await suite.open({ viewport, hasTouch: viewport === PHONE });
  await signIn(page, suite.server.url, 'duty@example.com', 'duty2026');
  await waitForPath(page, '/general');
  await page.goto(`${suite.server.url}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Administración' }).waitFor();
}

const accountRow = (email: string) => page.locator(`li[data-account="${email}"]`);

/** Opens an account's form from its row, as DUTY does. */
async function editAccount(email: string) {
  await accountRow(email).getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('dialog', { name: 'Editar usuario' });
  await form.waitFor();
  return form;
}

describe('Administración > Usuarios as DUTY', () => {
  it("changes an account's role and station, and they are what the server then holds", async () => {
    await openAdministration();
    const email = 'generic@example.com';
    await accountRow(email).getByText('LIM', { exact: true }).waitFor();

    const form = await editAccount(email);
    await form.getByLabel('Rol').selectOption('CTA');
    await form.getByLabel(/^Estación/).selectOption('SCL');
    await screenshot(page, 'admin-user-edit-1280');
    await form.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText(`Usuario ${email} guardado`).waitFor();
    await form.waitFor({ state: 'detached' });

    // Read back from the server: the page loaded afresh, the list and the form as it gives them.
    await page.reload();
    await accountRow(email).getByText('SCL', { exact: true }).waitFor();
    const again = await editAccount(email);
    await expect.poll(() => again.getByLabel('Rol').inputValue()).toBe('CTA');
    await expect.poll(() => again.getByLabel(/^Estación/).inputValue()).toBe('SCL');
  });

  it.each([DESKTOP, PHONE])(
    'says in the form, where DUTY reads it, that someone else changed the account meanwhile (%o)',
    async (viewport) => {
      await openAdministration(viewport);
      const email = 'cta.bog@example.com';
      const form = await editAccount(email);
      await form.getByLabel('Nombre completo').fill('Diego Herrera Soto');

      // Another DUTY saves the same account first, through the API.
      const server = suite.server;
      const token = await tokenOf(server, 'duty@example.com', 'duty2026');
      const listed = await server.api(`/v1/user/list?search=${email}`, undefined, token);
      const [account] = ((await listed.json()) as { data: { users: Record<string, unknown>[] } })
        .data.users;
      const saved = await server.api(
        '/v1/user/update',
        {
          id: account?.id,
          version: account?.version,
          fullName: 'Diego Herrera',
          role: 'CTA',
          station: 'LIM',
        },
        token,
      );
      expect(saved.status).toBe(200);

      await form.getByRole('button', { name: 'Guardar', exact: true }).click();
      const alert = form.getByRole('alert').filter({ hasText: 'No se pudo guardar el usuario' });
      await alert.getByText(/Otra persona modificó este usuario/).waitFor();
      await screenshot(page, `admin-user-conflict-${viewport.width}`);
      await expect
        .poll(() => form.getByLabel('Correo electrónico').getAttribute('aria-invalid'))
        .toBeNull();
    },
  );
});
