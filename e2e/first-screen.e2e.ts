import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { chunkOf, holdChunk } from './support/build-chunks.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite();
afterEach(() => suite.close());

const SIGN_IN_ROUTE = 'src/features/auth/pages.ts';
const BOARD_ROUTE = 'src/app/board-page.tsx';

/** The page's one inline script: its text, and the chunks it preloads once the page is painted. */
function loaderOf(html: string) {
  const [, preloads = '[]', script = ''] =
    /<script data-entry='[^']+' data-preloads='([^']+)'>(.*?)<\/script>/.exec(html) ?? [];
  return { script, preloads: JSON.parse(preloads) as string[] };
}

const hashOf = (script: string) => createHash('sha256').update(script).digest('base64');

/** What the page says in the console while it loads: errors, warnings, uncaught errors. */
function complaints(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  return said;
}

describe('the sign-in page before its scripts', () => {
  it('arrives with its form in the HTML, its styles in it, and its scripts fetched after it is painted', async () => {
    const html = await (await fetch(`${suite.server.url}/login`)).text();
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toContain('<title>Iniciar sesión</title>');
    // Its scripts, the route's chunk among them, are fetched once the form is painted, by the
    // page's one inline script, which the server allows by its hash.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(loaderOf(html).preloads).toContain(await chunkOf(SIGN_IN_ROUTE));
    const response = await fetch(`${suite.server.url}/login`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'sha256-${hashOf(loaderOf(html).script)}'`);
    // Its styles come with it: no stylesheet to wait for before the first paint.
    expect(html).toMatch(/<style>:root\{/);
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*\.css">/);
    // The board's routes have a page of their own: no sign-in form to flash before the board.
    const board = await (await fetch(`${suite.server.url}/general`)).text();
    expect(board).not.toMatch(/<input[^>]*type="password"/);
    expect(html).not.toContain(await chunkOf(BOARD_ROUTE));
  });

  it.each([
    ['390', PHONE],
    ['1280', { width: 1280, height: 800 }],
  ])('is drawn at %s px with no script at all', async (width, viewport) => {
    const page = await suite.open({ viewport, javaScriptEnabled: false });
    await page.goto(`${suite.server.url}/login`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Iniciar sesión' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByLabel('Correo electrónico').isVisible()).toBe(true);
    // Until the scripts run, the browser would send the form itself, password in the address.
    expect(await page.getByRole('button', { name: 'Iniciar sesión' }).isDisabled()).toBe(true);
    await screenshot(page, `login-before-scripts-${width}`);
  });
});

describe('the scripts taking the sign-in page over', () => {
  it('keep the page drawn and what was typed, with no complaint, and then sign in', async () => {
    const page = await suite.open({ viewport: PHONE, hasTouch: true });
    const said = complaints(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    // The route's chunk held back as a slow link would: the page is the build's markup alone.
    const release = await holdChunk(page, SIGN_IN_ROUTE);
    await page.goto(`${suite.server.url}/login`);
    const email = await page.getByLabel('Correo electrónico').elementHandle();
    await page.getByLabel('Correo electrónico').fill('cta.lim@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('lima2026');
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    const submit = page.getByRole('button', { name: 'Iniciar sesión' });
    expect(await submit.isDisabled()).toBe(true);
    release();

    await expect.poll(() => submit.isEnabled()).toBe(true);
    // The same input, not a new one drawn over it: React took the markup over.
    expect(await email?.evaluate((input) => input.isConnected)).toBe(true);
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('cta.lim@example.com');
    expect(new URL(page.url()).search).toBe('');
    // The styles in the page stand for the route's stylesheets: none is fetched again.
    expect(stylesheets).toEqual([]);
    await submit.click();
    await waitForPath(page, '/general');
    expect(said).toEqual([]);
  });

  it('draw the board instead for a visitor whose session is open', async () => {
    const page = await suite.open();
    const said = complaints(page);
    await page.goto(`${suite.server.url}/login`);
    await page.getByLabel('Correo electrónico').fill('cta.lim@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('lima2026');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/login`);
    await waitForPath(page, '/general');
    await page.getByRole('link', { name: 'Tablero general' }).waitFor();
    await expect.poll(() => page.getByLabel('Correo electrónico').count()).toBe(0);
    expect(said).toEqual([]);
  });
});

describe("the board's shell before its scripts", () => {
  it("arrives in every board route's page with its styles, and the board's chunks fetched after it is painted", async () => {
    const html = await (await fetch(`${suite.server.url}/general`)).text();
    expect(html).toContain('Cargando el tablero…');
    expect(html).toMatch(/<style>:root\{/);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const { script, preloads } = loaderOf(html);
    for (const module of ['src/app/frame/app-frame.tsx', BOARD_ROUTE]) {
      expect(preloads).toContain(await chunkOf(module));
    }
    // The sign-in page's own script, which also shows the shell where it belongs: the server
    // allows it by its one hash.
    const signIn = await (await fetch(`${suite.server.url}/login`)).text();
    expect(loaderOf(signIn).script).toBe(script);
    expect(script).toContain('data-shell');
    const response = await fetch(`${suite.server.url}/general`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' 'sha256-${hashOf(script)}';`);
    // The build's files are never documents: no policy travels with them.
    const asset = await fetch(`${suite.server.url}${await chunkOf(BOARD_ROUTE)}`);
    expect(asset.headers.get('content-security-policy')).toBeNull();
  });

  it.each([
    ['390', PHONE],
    ['1280', { width: 1280, height: 800 }],
  ])(
    'shows at %s px to a signed-in person until the board takes its place',
    async (width, viewport) => {
      const page = await suite.open({ viewport });
      const said = complaints(page);
      await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
      await waitForPath(page, '/general');
      // The board's chunk held back as a slow link would: the page is the build's markup alone.
      const release = await holdChunk(page, BOARD_ROUTE);
      await page.goto(`${suite.server.url}/general`);
      const shell = page.getByText('Cargando el tablero…');
      await expect.poll(() => shell.isVisible()).toBe(true);
      const search = page.getByRole('searchbox', { name: 'Buscar' });
      expect(await search.isDisabled()).toBe(true);
      await screenshot(page, `board-shell-${width}`);
      release();

      await page.locator('[data-row-id]').first().waitFor();
      await expect.poll(() => shell.count()).toBe(0);
      await expect.poll(() => search.isEnabled()).toBe(true);
      expect(said).toEqual([]);
    },
  );

  it('stays hidden from a visitor without a session, and from the pages that are not the board', async () => {
    const page = await suite.open({ viewport: PHONE });
    await page.goto(`${suite.server.url}/general`);
    await waitForPath(page, '/login');
    await page.getByLabel('Correo electrónico').waitFor();
    await expect.poll(() => page.getByText('Cargando el tablero…').count()).toBe(0);

    await signIn(page, suite.server.url, 'duty@example.com', 'duty2026');
    await waitForPath(page, '/general');
    const release = await holdChunk(page, 'src/features/admin/index.ts');
    await page.goto(`${suite.server.url}/admin`);
    await expect.poll(() => page.getByRole('status').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Cargando el tablero…').isVisible()).toBe(false);
    release();
    await page.getByRole('heading', { name: 'Administración' }).waitFor();
  });
});
