import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { freePort } from '../apps/server/test/helpers/free-port.ts';
import { CHROMIUM_ARGS } from '../e2e/support/browser.ts';
import { signIn } from '../e2e/support/pages.ts';

export interface LcpFigure {
  page: string;
  formFactor: 'desktop' | 'mobile';
  lcpMs: number;
}

const FORM_FACTORS = [
  ['desktop', desktopConfig],
  // Lighthouse's default: a mid-range phone on a slow 4G link, simulated.
  ['mobile', undefined],
] as const;

/** Largest contentful paint of one Lighthouse navigation, in milliseconds. */
async function lcpOf(url: string, port: number, config: typeof desktopConfig | undefined) {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyAudits: ['largest-contentful-paint'],
      // The board keeps a live stream open, so the network never falls quiet for long.
      maxWaitForLoad: 15_000,
    },
    config,
  );
  const audit = result?.lhr.audits['largest-contentful-paint'];
  if (audit?.numericValue === undefined) {
    throw new Error(`Lighthouse measured no LCP on ${url}: ${audit?.errorMessage ?? 'no result'}`);
  }
  return audit.numericValue;
}

/**
 * Lighthouse (navigation mode, simulated throttling) on the sign-in page of a visitor without a
 * session and on the General board of Lima's CTA. Lighthouse drives the same Chromium as
 * Playwright, over its debugging port: Playwright signs in there, and the session the app keeps
 * in local storage is still there when Lighthouse opens the board (Lighthouse empties the HTTP
 * cache before each run, not local storage), so the board run is a cold load of a signed-in user.
 */
export async function lighthouseLcp(url: string): Promise<LcpFigure[]> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'board-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const figures: LcpFigure[] = [];
  const measure = async (name: string, pathname: string) => {
    for (const [formFactor, config] of FORM_FACTORS) {
      figures.push({
        page: name,
        formFactor,
        lcpMs: await lcpOf(`${url}${pathname}`, port, config),
      });
    }
  };
  try {
    await measure('sign-in', '/login');
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, url, 'cta.lim@example.com', 'lima2026');
    await page.waitForURL('**/general**');
    await measure('General board', '/general');
    return figures;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
