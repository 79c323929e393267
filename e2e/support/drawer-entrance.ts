import type { Page } from 'playwright-core';

declare global {
  interface Window {
    drawerSlid?: Promise<boolean>;
  }
}

/**
 * Starts watching for the drawer titled `title` to open; `slid()` then says whether it slid in,
 * that is whether its position was in transition on its first frame on screen.
 */
export async function watchDrawerEntrance(page: Page, title: string) {
  await page.evaluate((title) => {
    window.drawerSlid = new Promise<boolean>((resolve) => {
      const seen = () =>
        [...document.querySelectorAll('dialog[open]')].find(
          (dialog) => dialog.querySelector('h2')?.textContent === title,
        );
      const observer = new MutationObserver(() => {
        const dialog = seen();
        if (!dialog) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          resolve(
            dialog
              .getAnimations()
              .some((a) => a instanceof CSSTransition && a.transitionProperty === 'translate'),
          ),
        );
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  }, title);
  return { slid: () => page.evaluate(() => window.drawerSlid) };
}
