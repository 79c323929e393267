import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ruleViolations, seriousViolations } from './support/axe.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { limaDepartures, tokenOf } from './support/leg-api.ts';
import { openedDialog, signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

/**
 * The screens and drawers accessibility.e2e.ts does not open: the pages before the board, Hitos,
 * Pernoctes, connections, read-only drawers, Administración and its confirmation.
 */
const suite = browserSuite();
let page: Page;
afterEach(() => suite.close());

const SIZES = [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const;

async function signedIn(viewport: typeof DESKTOP, email: string, password: string) {
  page = await suite.open({ viewport, bypassCSP: true });
  await signIn(page, suite.server.url, email, password);
  await waitForPath(page, email.startsWith('norole') ? '/no-role' : '/general');
}

async function show(path: string) {
  await page.goto(`${suite.server.url}${path}`);
  await page.locator('[data-row-id]').first().waitFor();
}

/** Opens a dialog with `opener`, checks it, and closes it again with Escape. */
async function checkDialog(opener: Locator) {
  await opener.click();
  const dialog = openedDialog(page);
  await dialog.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** On a phone a card's drawers are listed in its actions dialog first. */
async function openFromCard(card: Locator, button: RegExp) {
  await card.getByRole('button', { name: /^Acciones del vuelo/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: button, disabled: false }).click();
}

describe('accessibility of the other screens and drawers', () => {
  for (const [size, viewport] of SIZES) {
    it(`pages before the board, at ${size} px`, async () => {
      page = await suite.open({ viewport, bypassCSP: true });
      for (const path of ['/login', '/forgot', '/reset-password?token=forged', '/nowhere']) {
        await page.goto(`${suite.server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await signIn(page, suite.server.url, 'norole@example.com', 'norole2026');
      await waitForPath(page, '/no-role');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`Hitos and its drawer, at ${size} px`, async () => {
      await signedIn(viewport, 'cta.bog@example.com', 'bogota2026');
      await show('/milestones');
      expect(await seriousViolations(page)).toEqual([]);
      await checkDialog(
        page.getByRole('button', { name: /^Editar hitos del vuelo/, disabled: false }).first(),
      );
    });

    it(`Pernoctes and its drawers, at ${size} px`, async () => {
      await signedIn(viewport, 'cta.lim@example.com', 'lima2026');
      await show('/overnights');
      await checkDialog(page.getByRole('button', { name: 'Agregar pernocte' }));
      await checkDialog(page.getByRole('button', { name: 'Filtrar matrículas' }));
      await checkDialog(page.getByRole('button', { name: /^Editar pernocte de / }).first());
    });

    it(`connections, and a read-only drawer, at ${size} px`, async () => {
      const cta = await tokenOf(suite.server, 'cta.lim@example.com', 'lima2026');
      const departures = await limaDepartures(suite.server, cta);
      const connected = departures.find((leg) => leg.pax_connection > 0);
      const recorded = departures.find((leg) => leg.leg_status_timeline !== 'CANCELED');
      if (!connected || !recorded) throw new Error('the demo day has no such departure');
      // A GENERIC user's drawer opens on what was recorded: the station records a CDA first.
      const cda = { name: 'Luis', last_name: 'Soto', phone_number: '+51912345678' };
      const saved = await suite.server.api(
        '/v1/leg/modified',
        { _id: recorded._id, version: recorded.version, cda_assigned: cda },
        cta,
      );
      expect(saved.status).toBe(200);
      await signedIn(viewport, 'generic@example.com', 'generic2026');
      for (const [leg, button] of [
        [connected, 'Ver Conexiones'],
        [recorded, 'Ver CDA'],
      ] as const) {
        await show(`/departures?q=${leg.flight_number}`);
        const row = page.locator('[data-row-id]').filter({ hasText: leg.flight_number });
        if (size === '1280') {
          await checkDialog(row.getByRole('button', { name: button }));
        } else {
          await openFromCard(row, new RegExp(`^${button}$`));
          await page.getByRole('dialog', { name: button.replace('Ver ', '') }).waitFor();
          expect(await seriousViolations(page)).toEqual([]);
        }
      }
    });

    it(`Administración and its confirmation, at ${size} px`, async () => {
      await signedIn(viewport, 'duty@example.com', 'duty2026');
      await page.goto(`${suite.server.url}/admin`);
      const lima = page.getByRole('button', { name: 'Quitar LIM' });
      await lima.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await checkDialog(lima);
    });
  }

  it('has no header cell without a name on any list', async () => {
    await signedIn(DESKTOP, 'cta.lim@example.com', 'lima2026');
    for (const path of ['/general', '/arrivals', '/departures', '/delays', '/overnights']) {
      await show(path);
      expect(await ruleViolations(page, ['empty-table-header']), path).toEqual([]);
    }
  });
});
