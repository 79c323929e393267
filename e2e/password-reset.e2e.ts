import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetLinkOf, startSmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp?.close());

const suite = browserSuite({ env: () => ({ SMTP_URL: smtp.url }) });
let page: Page;
beforeEach(async () => {
  page = await suite.open();
});
afterEach(() => suite.close());

describe('forgotten password', () => {
  it('mails a link that sets a new password, which then signs in', async () => {
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole('link', { name: /olvid/i }).click();
    await waitForPath(page, '/forgot');
    // The address may say /forgot while the sign-in page and its own e-mail field still show.
    await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
    await page.getByLabel('Correo electrónico').fill('cta.scl@example.com');
    await page.getByRole('button', { name: /enviar/i }).click();
    await page.getByText(/instrucciones/i).waitFor();
    await screenshot(page, 'forgot-sent-1280');

    const link = resetLinkOf(await smtp.waitFor('cta.scl@example.com'));
    const { pathname, search } = new URL(link);
    expect(pathname).toBe('/reset-password');
    await page.goto(`${suite.server.url}${pathname}${search}`);
    const submit = page.getByRole('button', { name: /cambiar contraseña|guardar|restablecer/i });
    // Long enough for the form; the server refuses it as too common, under the field.
    await page.getByLabel('Nueva contraseña').fill('password');
    await page.getByLabel('Confirmar contraseña').fill('password');
    await submit.click();
    await page.getByText('Esta contraseña es demasiado común. Elija otra.').waitFor();
    await expect.poll(() => page.getByText(/Error al cambiar contraseña/).count()).toBe(0);
    await screenshot(page, 'reset-common-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'reset-common-390');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Nueva contraseña').fill('nueva-clave-1');
    await page.getByLabel('Confirmar contraseña').fill('otra-cosa');
    await submit.click();
    await page.getByText('Las contraseñas no coinciden').waitFor();
    await page.getByLabel('Confirmar contraseña').fill('nueva-clave-1');
    await screenshot(page, 'reset-form-1280');
    await submit.click();
    await page.getByText('Tu contraseña ha sido actualizada').waitFor();
    await page
      .getByRole('button', { name: /volver/i })
      .first()
      .click();
    await waitForPath(page, '/login');

    await signIn(page, suite.server.url, 'cta.scl@example.com', 'santiago2026');
    await page.getByText('Error al iniciar sesión', { exact: false }).waitFor();
    await signIn(page, suite.server.url, 'cta.scl@example.com', 'nueva-clave-1');
    await waitForPath(page, '/general');

    // The link was single use.
    await page.goto(`${suite.server.url}${pathname}${search}`);
    await page
      .getByRole('alert')
      .getByText(/inválid|expir/i)
      .waitFor();
  });

  it('refuses a forged token with the danger message and a way back', async () => {
    await page.goto(`${suite.server.url}/reset-password?token=forged-token-value`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/inválid|expir/i);
    await screenshot(page, 'reset-invalid-1280');
    await page
      .getByRole('button', { name: /volver/i })
      .first()
      .click();
    await waitForPath(page, '/login');
  });

  it('requires the e-mail before sending, at phone width', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${suite.server.url}/forgot`);
    await screenshot(page, 'forgot-390');
    await page.getByRole('button', { name: /enviar/i }).click();
    await page.getByText('Este campo es obligatorio').first().waitFor();
  });
});

describe('a session ended elsewhere', () => {
  it('sends the open board to login on its next call', async () => {
    await signIn(page, suite.server.url, 'duty@example.com', 'duty2026');
    await waitForPath(page, '/general');
    // A password change through the API ends every session of the account.
    await suite.server.api('/auth/forgot', { email: 'duty@example.com' });
    const link = resetLinkOf(await smtp.waitFor('duty@example.com'));
    const token = new URL(link).searchParams.get('token');
    const res = await suite.server.api('/auth/replace-password', {
      token,
      password: 'otra-clave-2',
    });
    expect(res.status).toBe(200);
    await page.reload();
    await waitForPath(page, '/login');
    await page.goto(`${suite.server.url}/general`);
    await waitForPath(page, '/login');
  });
});
