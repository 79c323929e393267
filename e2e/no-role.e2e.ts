import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

// Accounts only: an account without a role never reaches the legs.
const suite = browserSuite({ legs: 'none' });
let page: Page;
afterEach(() => suite.close());

const TITLE = 'Tu cuenta no tiene un rol asignado';
const ASK =
  'Pide a un supervisor (DUTY) de tu estación que te asigne un rol. Cuando lo tengas, vuelve a iniciar sesión.';

/** A fresh browser at the given width that notes the path of every request it makes. */
async function openBrowser(viewport: typeof DESKTOP): Promise<string[]> {
  page = await suite.open({ viewport, hasTouch: viewport === PHONE });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

describe('an account without a role', () => {
  it.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ])('sees whom to ask, and nothing of the board, at %s px', async (width, viewport) => {
    const requested = await openBrowser(viewport);
    await signIn(page, suite.server.url, 'norole@example.com', 'norole2026');
    await waitForPath(page, '/no-role');
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText(ASK).waitFor();
    expect(await page.getByTestId('no-role-email').textContent()).toBe('norole@example.com');
    await expect.poll(() => page.getByRole('banner').count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Cuenta sin rol');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `no-role-${width}`);

    // Opened directly, the board restores the session and still shows this page.
    await page.goto(`${suite.server.url}/general`);
    await waitForPath(page, '/no-role');
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await page.goto(`${suite.server.url}/no-role`);
    await waitForPath(page, '/login');

    // The sign-in, session and sign-out calls went out; not one business call.
    expect(requested).toContain('/auth/authenticate');
    expect(requested).toContain('/auth/verify-jwt');
    expect(requested).toContain('/auth/signout');
    expect(requested.filter((path) => path.includes('/v1/'))).toEqual([]);
  });

  it('leaves the page for the board once signed in with a role', async () => {
    await openBrowser(DESKTOP);
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/no-role`);
    await waitForPath(page, '/general');
  });
});
