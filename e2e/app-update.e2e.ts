import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const built = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');
/** The server hands out a copy of the build, which the test then replaces by a newer one. */
let served = '';
beforeAll(async () => {
  served = await mkdtemp(path.join(tmpdir(), 'board-e2e-web-'));
  await cp(built, served, { recursive: true });
});
afterAll(() => rm(served, { recursive: true, force: true }));

const suite = browserSuite({ env: () => ({ WEB_DIST: served }) });

/**
 * Deploys a new build over the served one: its page differs, and so does the worker, whose list
 * of files carries each file's revision. The browser finds the new worker by its bytes.
 */
async function deployNewBuild(): Promise<void> {
  const page = path.join(served, 'index.html');
  const html = await readFile(page, 'utf8');
  await writeNew(page, html.replace('<head>', '<head><meta name="build" content="next" />'));
  const worker = path.join(served, 'sw.js');
  const script = await readFile(worker, 'utf8');
  const next = script.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1next-build"');
  if (next === script) throw new Error('the worker lists no revision of index.html');
  await writeNew(worker, next);
}

/** Writes a file of the new build; compressed forms of the old one would be sent in its place. */
async function writeNew(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
}

/** The paths of everything the page's caches hold. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) found.push(new URL(request.url).pathname);
    }
    return found;
  });

/** What the page gets from a path with the network cut: a status, or 'failed'. */
const fetchOffline = (page: Page, pathname: string) =>
  page.evaluate(
    (target) =>
      fetch(target).then(
        (response) => response.status,
        () => 'failed',
      ),
    pathname,
  );

describe('the installed board', () => {
  it('announces a new build, waits for an open drawer, and switches on Actualizar', async () => {
    const page = await suite.open({ viewport: PHONE });
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    // The worker installs during the first visit and answers from the next page load on.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const answers: Response[] = [];
    page.on('response', (response) => answers.push(response));
    const load = await page.goto(`${suite.server.url}/departures`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const card = page.locator('li[data-row-id]').first();
    await card.waitFor();

    // Chromium would install it: manifest, icons and a worker that answers the start address.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Chromium lists every objection; a test's private window is the only one to set aside.
    const objections = installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
    expect(objections).toEqual([]);
    const { data } = await cdp.send('Page.getAppManifest');
    const manifest = JSON.parse(data ?? '{}');
    expect(manifest).toMatchObject({
      name: 'Tablero de operaciones',
      lang: 'es',
      start_url: '/home',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable');

    // The page comes from the worker; the board's data never do.
    expect(load?.fromServiceWorker()).toBe(true);
    const api = answers.filter((answer) => new URL(answer.url()).pathname.startsWith('/v1/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((answer) => answer.fromServiceWorker())).toEqual([]);
    const kept = await cachedPaths(page);
    expect(kept).toContain('/index.html');
    expect(
      kept.filter((kept) => /^\/(v1|auth|integration|healthz|docs|plans)\b/.test(kept)),
    ).toEqual([]);
    await page.context().setOffline(true);
    expect(await fetchOffline(page, '/v1/leg/list')).toBe('failed');
    expect(await fetchOffline(page, '/healthz')).toBe('failed');
    await page.context().setOffline(false);

    await deployNewBuild();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'Hay una versión nueva' });
    await prompt.waitFor();
    await screenshot(page, 'update-prompt-390');
    // A reload keeps the offer: the new build still waits.
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await page.locator('tbody tr[data-row-id]').first().waitFor();
    await prompt.waitFor();
    await screenshot(page, 'update-prompt-1280');
    await page.setViewportSize(PHONE);
    await page.reload();
    await card.waitFor();
    // Still the build the page started with until the person asks.
    await expect.poll(() => page.locator('meta[name="build"]').count()).toBe(0);

    // The offer steps aside while a drawer is open: its switch reloads the page.
    const drawer = page.getByRole('dialog', { name: 'Registrar en el vuelo' });
    await card.getByRole('button', { name: /^Acciones del vuelo/ }).click();
    await drawer.waitFor();
    // By its text, not its role: the page under a modal drawer is out of the accessibility tree.
    await page.getByText('Hay una versión nueva').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await prompt.waitFor();

    // A second tab of the board has a drawer open when the first one switches.
    const other = await page.context().newPage();
    await other.goto(`${suite.server.url}/departures`);
    const otherCard = other.locator('li[data-row-id]').first();
    await otherCard.getByRole('button', { name: /^Acciones del vuelo/ }).click();
    const otherDrawer = other.getByRole('dialog', { name: 'Registrar en el vuelo' });
    await otherDrawer.waitFor();
    await other.evaluate(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        document.body.dataset.switched = 'yes';
      });
    });

    await prompt.getByRole('button', { name: 'Actualizar' }).click();
    await page.locator('meta[name="build"][content="next"]').waitFor({ state: 'attached' });
    await page.locator('li[data-row-id]').first().waitFor();
    await prompt.waitFor({ state: 'detached' });

    // The other tab, now served by the new worker, keeps its drawer until it is closed.
    await other.locator('body[data-switched="yes"]').waitFor({ state: 'attached' });
    expect(await otherDrawer.isVisible()).toBe(true);
    await other.keyboard.press('Escape');
    await other.locator('meta[name="build"][content="next"]').waitFor({ state: 'attached' });
  });
});
