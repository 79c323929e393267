import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../e2e/support/browser.ts';
import { signIn } from '../e2e/support/pages.ts';
import { routeBundles } from './bundle-size.ts';

/** What a load received, as Chromium's network layer counts it: bodies and headers. */
interface Received {
  beforeData: number;
  data: number;
  /** A board that read its day before its live stream opened reads it again (decision 0008). */
  dataCalls: number;
}

/** The encodings offered: as Chromium offers them itself, then gzip alone, then none. */
const OFFERS = [
  ['br', null],
  ['gzip', 'gzip, deflate'],
  ['none', 'identity'],
] as const;

/** Calls that carry data; everything else (page, scripts, styles, fonts, icons) comes before it. */
const isData = (url: string) => /^\/(?:v1|auth)\//.test(new URL(url).pathname);

/** How long the network must stay quiet (the live stream aside) for a load to count as done. */
const QUIET_MS = 1_500;

/**
 * Counts every byte Chromium receives from `Network.enable` on: `loadingFinished` gives each
 * request's encoded length, headers included, as DevTools' "transferred" column shows it. The
 * live stream never finishes and is left out (a few bytes a minute).
 */
async function recorder(cdp: CDPSession) {
  const urls = new Map<string, string>();
  const received: Received = { beforeData: 0, data: 0, dataCalls: 0 };
  let last = performance.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    last = performance.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (!url) return;
    if (isData(url)) {
      received.data += event.encodedDataLength;
      received.dataCalls += 1;
    } else {
      received.beforeData += event.encodedDataLength;
    }
    last = performance.now();
  });
  await cdp.send('Network.enable');
  // A cold cache: neither the HTTP cache nor a service worker answers for the network.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  return {
    received,
    async quiet() {
      while (performance.now() - last < QUIET_MS) await new Promise((r) => setTimeout(r, 250));
    },
  };
}

/** One cold load of `pathname` in a context that offers `acceptEncoding` (Chromium's own if null). */
async function coldLoad(
  context: BrowserContext,
  page: Page,
  url: string,
  acceptEncoding: string | null,
  ready: (page: Page) => Promise<unknown>,
): Promise<Received> {
  const cdp = await context.newCDPSession(page);
  try {
    if (acceptEncoding) {
      await cdp.send('Network.setExtraHTTPHeaders', {
        headers: { 'Accept-Encoding': acceptEncoding },
      });
    }
    const { received, quiet } = await recorder(cdp);
    await page.goto(url);
    await ready(page);
    await quiet();
    return { ...received };
  } finally {
    await cdp.detach();
  }
}

/** Sign-in by a visitor without a session, and the General board of Lima's CTA, on a phone. */
async function measure(url: string, acceptEncoding: string | null) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, locale: 'es-PE' });
    const page = await context.newPage();
    const signInPage = await coldLoad(context, page, `${url}/login`, acceptEncoding, (p) =>
      p.getByRole('button', { name: 'Iniciar sesión' }).waitFor(),
    );
    await signIn(page, url, 'cta.lim@example.com', 'lima2026');
    await page.waitForURL('**/general**');
    // The session stays in the page's storage; the files come again from the network.
    const board = await coldLoad(context, page, `${url}/general`, acceptEncoding, (p) =>
      p.locator('li[data-row-id]').first().waitFor({ timeout: 60_000 }),
    );
    return { signInPage, board };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints the bytes on the wire of sign-in and of the board with a cold cache, before their data
 * and for it, as headless Chromium at 390 px receives them: with the encodings it offers itself
 * (brotli), with gzip alone and with none; beside the build's estimate of gzip script alone.
 */
export async function printWireBytes(url: string, distDir: string): Promise<void> {
  const estimates = await routeBundles(distDir);
  const estimate = (name: string) =>
    kb(estimates.find((route) => route.name.startsWith(name))?.totalGzip ?? 0);
  const figures: ({ name: string } & Awaited<ReturnType<typeof measure>>)[] = [];
  for (const [name, acceptEncoding] of OFFERS) {
    figures.push({ name, ...(await measure(url, acceptEncoding)) });
  }
  const line = (pick: (figure: (typeof figures)[number]) => number) =>
    figures.map((f) => `${f.name} ${kb(pick(f))}`).join(', ');
  console.log('  Bytes on the wire, headless Chromium at 390 px, cold cache (headers included):');
  console.log(
    `    sign-in (/login) before data: ${line((f) => f.signInPage.beforeData)} (estimate, gzip script alone: ${estimate('sign-in')})`,
  );
  console.log(
    `    board (/general) before data: ${line((f) => f.board.beforeData)} (estimate, gzip script alone: ${estimate('board')})`,
  );
  console.log(
    `    board (/general) data: ${figures.map((f) => `${f.name} ${kb(f.board.data)} in ${f.board.dataCalls} calls`).join(', ')}`,
  );
}
