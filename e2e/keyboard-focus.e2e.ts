import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { boardRow, LIMA_CTA, openDeparture } from './support/departures.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite();
let page: Page;
beforeEach(async () => {
  page = await suite.open();
});
afterEach(() => suite.close());

const FLIGHT = 'LA2000';

/** Whether the element the locator finds is the one holding focus now. */
const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** What holds focus: its place in the page and a few words a failed assertion can be read by. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing';
    const place = [...document.querySelectorAll('*')].indexOf(element);
    const name =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
      element.textContent?.trim().slice(0, 30);
    return `#${place} ${element.tagName.toLowerCase()} ${name ?? ''}`;
  });

/**
 * Waits for focus to come to `target`: a drawer moves it once it has been drawn, and gives it
 * back once it has gone, not as it appears or leaves. A failure names what holds focus instead.
 */
const focusComesTo = (target: Locator) =>
  expect
    .poll(async () => ((await isFocused(target)) ? 'the target' : await focused()))
    .toBe('the target');

const focusInDialog = () =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    const element = document.activeElement;
    return dialog !== null && element !== null && element !== dialog && dialog.contains(element);
  });

/** How many stops Tab has in the open dialog, as the browser would visit them. */
const stopsInDialog = () =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    if (!dialog) return 0;
    return [
      ...dialog.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]',
      ),
    ].filter(
      (element) =>
        element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility(),
    ).length;
  });

/**
 * Walks the dialog with `key` for more steps than it has stops, checking that focus never leaves
 * it and goes round: every stop once, then the same again.
 */
async function walk(key: 'Tab' | 'Shift+Tab') {
  const stops = await stopsInDialog();
  expect(stops).toBeGreaterThan(2);
  const seen: string[] = [];
  for (let step = 0; step < stops + 3; step += 1) {
    await page.keyboard.press(key);
    const now = await focused();
    expect(await focusInDialog(), `${key} ${step + 1}: ${now}`).toBe(true);
    if (step >= stops) expect(now, `${key} ${step + 1}`).toBe(seen[step - stops]);
    seen.push(now);
  }
  expect(new Set(seen).size).toBe(stops);
}

/** Waits for a drawer's slide to end, so that a picture shows it where it stays. */
const settled = (drawer: Locator) =>
  drawer.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );

/** Presses Tab until focus is on `target`, within `limit` presses. */
async function tabTo(target: Locator, limit = 20) {
  for (let step = 0; step < limit; step += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach the element; focus is on ${await focused()}`);
}

/** Presses Shift+Tab until focus is on `target`, within `limit` presses. */
async function tabBackTo(target: Locator, limit = 20) {
  for (let step = 0; step < limit; step += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`Shift+Tab did not reach the element; focus is on ${await focused()}`);
}

describe('a drawer opened with the keyboard', () => {
  it('keeps Tab and Shift+Tab inside, closes on Escape and gives focus back to its button', async () => {
    await openDeparture(page, suite.server.url, FLIGHT, LIMA_CTA);
    const button = boardRow(page, FLIGHT).getByRole('button', { name: 'Editar CDA' });
    await page.getByRole('searchbox', { name: 'Buscar' }).focus();
    // Into the table on the row, then along the row to its button.
    await tabTo(boardRow(page, FLIGHT));
    await tabTo(button);
    await page.keyboard.press('Enter');

    const drawer = page.getByRole('dialog', { name: 'CDA de salida' });
    await drawer.waitFor();
    // A drawer that records something starts on its first field: here the station's dispatchers.
    const firstField = drawer.getByRole('combobox', { name: 'Despachadores de la estación' });
    await focusComesTo(firstField);
    await settled(drawer);
    await screenshot(page, 'keyboard-drawer-1280');

    await walk('Tab');
    await walk('Shift+Tab');
    // The page behind cannot take focus even when asked: it is inert while the drawer is open.
    expect(
      await button.evaluate((element) => {
        element.focus();
        return element === document.activeElement;
      }),
    ).toBe(false);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await focusComesTo(button);
  });

  it('closes on a press beside it, and focus goes back to the button that opened it', async () => {
    await openDeparture(page, suite.server.url, FLIGHT, LIMA_CTA);
    const button = boardRow(page, FLIGHT).getByRole('button', { name: 'Editar PEA' });
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Cambios de PEA de salida' });
    await drawer.waitFor();
    // Left of the 480-pixel panel, on the dimmed page.
    await page.mouse.click(200, 400);
    await drawer.waitFor({ state: 'detached' });
    await focusComesTo(button);
  });
});

describe('the board rows with the keyboard', () => {
  const rows = () => page.locator('tbody tr[data-row-id]');
  const focusedRow = () =>
    page.evaluate(() => {
      const row = document.activeElement?.closest('tr[data-row-id]');
      return row ? Number(row.getAttribute('aria-rowindex')) : null;
    });

  /** Counts, on the page, the scrolls of `scroller` that have come to an end. */
  const countScrollEnds = (scroller: Locator) =>
    scroller.evaluate((box) => {
      box.addEventListener('scrollend', () => {
        box.dataset.scrollsEnded = String(Number(box.dataset.scrollsEnded ?? 0) + 1);
      });
    });
  const scrollsEnded = (scroller: Locator) =>
    scroller.evaluate((box) => Number(box.dataset.scrollsEnded ?? 0));

  /**
   * Presses a key that scrolls, and waits for that scroll to end. Chromium drops a keyboard
   * scroll that comes while its last one is still animating, as a busy machine's next key can.
   */
  const pressAndSettle = async (key: string, scroller: Locator) => {
    const before = await scrollsEnded(scroller);
    await page.keyboard.press(key);
    await expect.poll(() => scrollsEnded(scroller)).toBeGreaterThan(before);
  };

  it('are one tab stop, move with the arrow keys and open a drawer with Enter', async () => {
    await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/departures`);
    await rows().first().waitFor();
    const count = Number(await page.locator('table').getAttribute('aria-rowcount'));
    expect(count).toBeGreaterThan(100);

    await page.getByRole('searchbox', { name: 'Buscar' }).focus();
    await tabTo(rows().first());
    expect(await focusedRow()).toBe(1);
    // One row holds the stop; the other rows' buttons are reached through their row.
    expect(await page.locator('tbody tr[tabindex="0"]').count()).toBe(1);
    const otherRowsButtons = page.locator('tbody tr[tabindex="-1"] button');
    await otherRowsButtons.first().waitFor({ state: 'attached' });
    await expect
      .poll(() =>
        otherRowsButtons.evaluateAll(
          (buttons) => buttons.filter((button) => button.getAttribute('tabindex') !== '-1').length,
        ),
      )
      .toBe(0);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedRow).toBe(4);
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedRow).toBe(3);
    await screenshot(page, 'keyboard-row-1280');

    // The last row is drawn on the way and scrolled into view.
    const scroller = page.locator('section:has(> table)');
    await countScrollEnds(scroller);
    await pressAndSettle('End', scroller);
    await expect.poll(focusedRow).toBe(count);
    const last = page.locator(`tbody tr[aria-rowindex="${count}"]`);
    const [rowBox, scrollerBox] = await Promise.all([last.boundingBox(), scroller.boundingBox()]);
    expect(
      rowBox && scrollerBox && rowBox.y + rowBox.height <= scrollerBox.y + scrollerBox.height + 1,
    ).toBe(true);
    await pressAndSettle('Home', scroller);
    await expect.poll(focusedRow).toBe(1);
    // Left and Right still scroll the wide table sideways.
    await pressAndSettle('ArrowRight', scroller);
    await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBe(0);
    expect(await focusedRow()).toBe(1);

    // Tab leaves the table after the row's own buttons, not through the other rows, and
    // Shift+Tab comes back the same way.
    const rowStops = await page.evaluate(
      () =>
        document.activeElement?.querySelectorAll('button:not(:disabled), input:not(:disabled)')
          .length ?? 0,
    );
    for (let step = 0; step < rowStops; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedRow()).toBe(1);
    }
    await page.keyboard.press('Tab');
    expect(await focusedRow()).toBeNull();
    for (let step = 0; step < 10 && (await focusedRow()) === null; step += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    expect(await focusedRow()).toBe(1);
    await tabBackTo(rows().first());

    // Down to the first row with a drawer to open; Enter opens its first one.
    for (let step = 0; step < 20; step += 1) {
      const openable = await page.evaluate(
        () => document.activeElement?.querySelector('button:not(:disabled)') != null,
      );
      if (openable) break;
      await page.keyboard.press('ArrowDown');
    }
    const index = await focusedRow();
    const row = page.locator(`tbody tr[aria-rowindex="${index}"]`);
    const first = await row.locator('button:not(:disabled)').first().getAttribute('aria-label');
    expect(first).toMatch(/^(Editar|Ver) /);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await expect.poll(focusInDialog).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // Back on the row, ready for the next arrow key.
    await focusComesTo(row);
    await page.keyboard.press('ArrowDown');
    expect(await focusedRow()).toBe((index ?? 0) + 1);
  });
  it('select a whole turnaround on the General board with Space, and let it go with Space', async () => {
    await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(page, '/general');
    await rows().first().waitFor();
    await page.getByRole('searchbox', { name: 'Buscar' }).focus();
    await tabTo(rows().first());
    const boxes = rows().first().locator('input[type="checkbox"]');
    expect(await boxes.count()).toBe(2);
    const checked = () =>
      boxes.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).checked));
    const scrollTop = () => page.locator('section:has(> table)').evaluate((box) => box.scrollTop);
    const before = await scrollTop();

    await page.keyboard.press('Space');
    await expect.poll(checked).toEqual([true, true]);
    expect(await focusedRow()).toBe(1);
    // Space selects; it does not scroll the board as it would a page.
    expect(await scrollTop()).toBe(before);
    // One side already picked with the mouse: Space completes the turnaround.
    await boxes.nth(1).uncheck();
    await rows().first().focus();
    await page.keyboard.press('Space');
    await expect.poll(checked).toEqual([true, true]);
    await page.keyboard.press('Space');
    await expect.poll(checked).toEqual([false, false]);
  });
});

describe('a card on a phone', () => {
  it('opens its actions with the keyboard, then a drawer, and focus comes back to the card', async () => {
    page = await suite.open({ viewport: PHONE });
    await signIn(page, suite.server.url, LIMA_CTA.email, LIMA_CTA.password);
    await waitForPath(page, '/general');
    await page.goto(`${suite.server.url}/departures?q=LA2050`);
    const card = page.locator('li[data-row-id]').filter({ hasText: 'LA2050' });
    const actionsButton = card.getByRole('button', { name: 'Acciones del vuelo LA2050' });
    await actionsButton.focus();
    await page.keyboard.press('Enter');

    const actions = page.getByRole('dialog', { name: 'Registrar en el vuelo' });
    await actions.waitFor();
    // A drawer with nothing to fill in starts on its title.
    await focusComesTo(actions.getByRole('heading', { name: 'Registrar en el vuelo' }));
    await settled(actions);
    await screenshot(page, 'keyboard-drawer-390');
    await walk('Tab');

    await tabTo(actions.getByRole('button', { name: 'Editar CDA' }));
    await page.keyboard.press('Enter');
    const cda = page.getByRole('dialog', { name: 'CDA de salida' });
    await cda.waitFor();
    await focusComesTo(cda.getByRole('combobox', { name: 'Despachadores de la estación' }));
    await walk('Shift+Tab');
    await page.keyboard.press('Escape');
    await cda.waitFor({ state: 'detached' });
    // The list the drawer was chosen from is gone with it: focus goes back to the card.
    await focusComesTo(actionsButton);
  });
});
