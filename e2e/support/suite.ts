import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export interface PageOptions extends BrowserContextOptions {
  /** Lets the page read and write the clipboard, as the board's Copiar needs. */
  clipboard?: boolean;
}

export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * A new browser session (its own cookies and storage) with one page: Peruvian Spanish at the
   * desktop size unless told otherwise, a mobile browser at the PHONE size. It closes the session
   * opened before it, so a test that changes screen starts afresh.
   */
  open(options?: PageOptions): Promise<Page>;
  /** Closes the session `open` made last, for files that give each test its own. */
  close(): Promise<void>;
}

interface SuiteOptions {
  /** Environment of the server; a function where it is known only once other hooks have run. */
  env?: Record<string, string> | (() => Record<string, string>);
  legs?: 'demo' | 'none';
  prepare?: (dataDir: string) => Promise<void>;
}

/**
 * The product and Chromium for one test file: both start before its tests (side by side, as
 * each takes seconds) and stop after them. Hooks the file registers earlier run before the start
 * and after the stop.
 */
export function browserSuite(options: SuiteOptions = {}): BrowserSuite {
  let running: { server: RunningServer; browser: Browser } | undefined;
  let context: BrowserContext | undefined;
  const started = () => {
    if (!running) throw new Error('the server and the browser start in beforeAll');
    return running;
  };

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    const [server, browser] = await Promise.all([
      startServer(env, { legs: options.legs, prepare: options.prepare }),
      launchBrowser(),
    ]);
    running = { server, browser };
  });
  afterAll(async () => {
    await running?.browser.close();
    await running?.server.stop();
  });

  const close = async () => {
    await context?.close();
    context = undefined;
  };

  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    close,
    async open({ clipboard = false, ...settings } = {}) {
      await close();
      const { server, browser } = started();
      const viewport = settings.viewport ?? DESKTOP;
      context = await browser.newContext({
        viewport,
        locale: 'es-PE',
        isMobile: viewport === PHONE,
        ...settings,
      });
      if (clipboard) {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: server.url,
        });
      }
      return context.newPage();
    },
  };
}
