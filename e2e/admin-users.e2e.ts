import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkOf, startSmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp?.close());

/** Administración > Usuarios, as DUTY runs it for a station's new agent. */
const suite = browserSuite({ env: () => ({ SMTP_URL: smtp.url }) });
const EMAIL = 'lucia.mendoza@example.com';
const PASSWORD = 'Manga-Doce-2027';

async function pageOf(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-PE' });
  return context.newPage();
}

describe('user administration', () => {
  it('DUTY invites a CTA for LIM, who sets a password and sees the LIM board; deactivated, the board signs out', async () => {
    const duty = await pageOf(suite.browser);
    await signIn(duty, suite.server.url, 'duty@example.com', 'duty2026');
    await waitForPath(duty, '/general');
    await duty.goto(`${suite.server.url}/admin`);
    const users = duty.getByTestId('admin-users');
    await users.getByRole('button', { name: 'Agregar usuario' }).click();
    const form = duty.getByRole('dialog', { name: 'Agregar usuario' });
    await form.getByLabel('Correo electrónico').fill(EMAIL);
    await form.getByLabel('Nombre completo').fill('Lucía Mendoza');
    await form.getByLabel('Rol').selectOption('CTA');
    // A CTA without a station is refused before anything is sent.
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await form.getByText('Un CTA necesita una estación').waitFor();
    await form.getByLabel('Estación').selectOption('LIM');
    await screenshot(duty, 'admin-user-form-1280');
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await duty.getByText(`Invitación enviada a ${EMAIL}`).waitFor();
    const row = users.locator(`[data-account="${EMAIL}"]`);
    await row.getByText('Invitado').waitFor();

    // A second invitation replaces the first: only its link works.
    const first = resetLinkOf(await smtp.waitFor(EMAIL));
    await row.getByRole('button', { name: 'Reenviar invitación' }).click();
    await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(EMAIL)).length).toBe(2);
    const second = smtp.mails.filter((mail) => mail.to.includes(EMAIL))[1];
    if (!second) throw new Error('no second invitation');
    const link = new URL(resetLinkOf(second));
    expect(link.href).not.toBe(first);
    const firstToken = new URL(first).searchParams.get('token');
    const stale = await suite.server.api('/auth/validate-token', { token: firstToken });
    expect(stale.status).toBe(400);
    const cta = await pageOf(suite.browser);
    await cta.goto(`${suite.server.url}${link.pathname}${link.search}`);
    await cta.getByLabel('Nueva contraseña').fill(PASSWORD);
    await cta.getByLabel('Confirmar contraseña').fill(PASSWORD);
    await cta.getByRole('button', { name: 'Guardar contraseña' }).click();
    await cta.getByText('Tu contraseña ha sido guardada. Ya puedes iniciar sesión.').waitFor();
    await signIn(cta, suite.server.url, EMAIL, PASSWORD);
    await waitForPath(cta, '/general');
    await cta.getByText('Lima - Jorge Chávez').first().waitFor();
    await cta.locator('[data-row-id]').first().waitFor();

    await duty.reload();
    await row.getByText('Activo').waitFor();
    await screenshot(duty, 'admin-users-1280');
    await row.getByRole('button', { name: 'Desactivar' }).click();
    const confirm = duty.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await row.getByText('Desactivado').waitFor();
    // The CTA's open board learns it through its live stream, without a click.
    await waitForPath(cta, '/login');

    await row.getByRole('button', { name: 'Historial' }).click();
    const history = duty.getByRole('dialog', { name: 'Historial' });
    await history.getByText('Desactivado', { exact: true }).waitFor();
    expect(await history.getByText('Creado', { exact: true }).count()).toBe(1);
    await history.getByText('Activo: Sí → No').waitFor();
    await screenshot(duty, 'admin-user-history-1280');
    await duty.setViewportSize(PHONE);
    await screenshot(duty, 'admin-user-history-390');
    await duty.keyboard.press('Escape');
    await screenshot(duty, 'admin-users-390');
  });
});
