import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkOf, startSmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const root = path.resolve(import.meta.dirname, '..');
const DUTY = { email: 'jefa.turno@airline.example', password: 'Torre-Control-Sur-2027' };
const CTA = { email: 'agente.lim@airline.example', password: 'Manga-Siete-2027' };

/** `npm run admin -- create-user …` on the new data folder, before the server first starts. */
function createFirstDuty(dataDir: string): Promise<void> {
  const args = ['create-user', '--email', DUTY.email, '--name', 'Jefa de turno', '--role', 'DUTY'];
  const child = spawn(
    process.execPath,
    ['apps/server/dist/admin-cli.js', ...args, '--password-stdin'],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'false', DATABASE_URL: '' } },
  );
  child.stdin.end(`${DUTY.password}\n`);
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`admin exited ${code}`)),
    ),
  );
}

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp?.close());

/** A new installation: no demo data, no station, no account but the one the installer made. */
const suite = browserSuite({
  env: () => ({ DEMO_DATA: 'false', SMTP_URL: smtp.url }),
  prepare: createFirstDuty,
});

describe('a first installation', () => {
  it('the first DUTY adds LIM and invites its CTA, who sets a password and sees the LIM board', async () => {
    const duty: Page = await suite.open();
    await signIn(duty, suite.server.url, DUTY.email, DUTY.password);
    await duty.waitForURL((url) => url.pathname !== '/login');
    await duty.goto(`${suite.server.url}/admin`);
    await duty.getByLabel('Agregar una estación').fill('LIM');
    await duty
      .locator('li[data-airport="LIM"]')
      .getByRole('button', { name: 'Agregar LIM' })
      .click();
    await duty.getByText('Estación LIM agregada').waitFor();

    await duty.getByTestId('admin-users').getByRole('button', { name: 'Agregar usuario' }).click();
    const form = duty.getByRole('dialog', { name: 'Agregar usuario' });
    await form.getByLabel('Correo electrónico').fill(CTA.email);
    await form.getByLabel('Nombre completo').fill('Agente de Lima');
    await form.getByLabel('Rol').selectOption('CTA');
    await form.getByLabel('Estación').selectOption('LIM');
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await duty.getByText(`Invitación enviada a ${CTA.email}`).waitFor();

    const link = new URL(resetLinkOf(await smtp.waitFor(CTA.email)));
    const cta = await (await suite.browser.newContext({ locale: 'es-PE' })).newPage();
    await cta.goto(`${suite.server.url}${link.pathname}${link.search}`);
    await cta.getByLabel('Nueva contraseña').fill(CTA.password);
    await cta.getByLabel('Confirmar contraseña').fill(CTA.password);
    await cta.getByRole('button', { name: 'Guardar contraseña' }).click();
    await cta.getByRole('heading', { name: 'Elige tu contraseña' }).waitFor();
    await cta.getByText('Tu contraseña ha sido guardada. Ya puedes iniciar sesión.').waitFor();
    await signIn(cta, suite.server.url, CTA.email, CTA.password);
    await waitForPath(cta, '/general');
    await cta.getByText(/^LIM/).first().waitFor();
    // No legs were sent yet: the board says so, and does not fail.
    await cta.getByText('No hay vuelos para mostrar en este día').waitFor();
    await expect.poll(() => cta.getByText('Error al obtener datos').count()).toBe(0);
    await screenshot(cta, 'first-installation-cta-1280');
  });
});
