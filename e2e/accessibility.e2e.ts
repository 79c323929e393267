import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { openedDialog, signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

/** The demo's Lima day, read by a CTA, at a desktop and a phone width. */
const suite = browserSuite();
let page: Page;
afterEach(() => suite.close());

const VIEWS = ['general', 'arrivals', 'departures', 'delays', 'overnights'];
const SIZES = [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const;

async function openView(view: string, viewport: { width: number; height: number }) {
  page = await suite.open({ viewport, bypassCSP: true });
  await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
  await waitForPath(page, '/general');
  if (view !== 'general') await page.goto(`${suite.server.url}/${view}`);
  await page.locator('[data-row-id]').first().waitFor();
}

describe('accessibility of the board', () => {
  for (const [size, viewport] of SIZES) {
    it.each(VIEWS)(`%s at ${size} px has no serious or critical violation`, async (view) => {
      await openView(view, viewport);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

/** Drawers of the first row's buttons: [view, accessible name of the button]. */
const DRAWERS = [
  ['arrivals', /^(Editar|Ver) CDA$/],
  ['arrivals', /^(Editar|Ver) PEA( y remolques)?$/],
  ['arrivals', /^(Editar|Ver) Servicios adicionales$/],
  ['departures', /^Ver Tripulación$/],
  ['delays', /^(Editar|Ver|Registrar) /],
] as const;

describe('accessibility of the drawers', () => {
  for (const [size, viewport] of SIZES) {
    it.each(DRAWERS)(`%s, drawer %s, at ${size} px`, async (view, button) => {
      await openView(view, viewport);
      if (size === '390') {
        await page
          .getByRole('button', { name: /Acciones/ })
          .first()
          .click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: button, disabled: false })
          .first()
          .click();
      } else {
        await page.getByRole('button', { name: button, disabled: false }).first().click();
      }
      await openedDialog(page).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
