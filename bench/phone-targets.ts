import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { freePort } from '../apps/server/test/helpers/free-port.ts';
import { CHROMIUM_ARGS } from '../e2e/support/browser.ts';
import { signIn } from '../e2e/support/pages.ts';
import { FIRST_ROW, usableAfterNavigation } from './board-browser.ts';

/** One figure held to its target: met when `value` is on the right side of `target`. */
export interface TargetFigure {
  what: string;
  value: number;
  target: number;
  unit: 'score' | 'ms' | 'KB' | 'requests';
  /** Whether the figure must stay below the target (times, bytes) or reach it (scores). */
  atMost: boolean;
}

const isMet = (f: TargetFigure) => (f.atMost ? f.value <= f.target : f.value >= f.target);

/** A figure beside its target, and whether it meets it. */
export const shownAgainstTarget = (f: TargetFigure) => {
  const value = (n: number) =>
    f.unit === 'score' ? n.toFixed(2) : `${n.toFixed(f.unit === 'KB' ? 1 : 0)} ${f.unit}`;
  return `${value(f.value)} (target ${f.atMost ? '<=' : '>='} ${value(f.target)}: ${isMet(f) ? 'met' : 'NOT MET'})`;
};

interface NetworkRequest {
  url: string;
  transferSize?: number;
  networkRequestTime?: number;
}

/** The board's data: its calls to the API, not the session check that comes before them. */
const isData = (request: NetworkRequest) => new URL(request.url).pathname.startsWith('/v1/');

/**
 * Bytes as Chromium received them (headers included): what the page fetched before it asked
 * for its first data, the data, and the app's files fetched after that (the drawers', ahead of
 * their use).
 */
function wireBytes(requests: NetworkRequest[]) {
  const firstData = Math.min(
    ...requests.filter(isData).map((request) => request.networkRequestTime ?? Infinity),
  );
  const bytes = { beforeData: 0, data: 0, later: 0 };
  for (const request of requests) {
    const size = request.transferSize ?? 0;
    if (isData(request)) bytes.data += size;
    else if ((request.networkRequestTime ?? 0) < firstData) bytes.beforeData += size;
    else bytes.later += size;
  }
  return bytes;
}

/** Lighthouse's advice on its own variability: audit five times and keep the median run. */
const AUDIT_RUNS = 5;

/**
 * One Lighthouse navigation with its default, mobile preset: a mid-range phone (4× slower CPU)
 * on a simulated slow 4G link, with the HTTP cache, the service workers and Cache Storage
 * emptied first. Local storage is kept, and with it the session.
 */
async function auditOnce(url: string, port: number, attempts = 3): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    // The board keeps a live stream open, so the network never falls quiet for long.
    maxWaitForLoad: 15_000,
  });
  const lhr = result?.lhr;
  // A trace Lighthouse failed to record (its advice: run it again) says nothing of the page.
  if (lhr?.runtimeError && attempts > 1) return auditOnce(url, port, attempts - 1);
  if (!lhr || lhr.runtimeError) {
    throw new Error(`Lighthouse measured nothing on ${url}: ${lhr?.runtimeError?.message}`);
  }
  return lhr;
}

/**
 * The page audited AUDIT_RUNS times; the figures are those of the median run (the one nearest
 * the median first paint and time to interactive, as Lighthouse picks it), and `scores` are all
 * the runs' performance scores, to show how far one audit can stray on a busy machine.
 */
async function audit(url: string, port: number) {
  const runs: Result[] = [];
  for (let run = 0; run < AUDIT_RUNS; run++) runs.push(await auditOnce(url, port));
  const lhr = computeMedianRun(runs);
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  const score = lhr.categories.performance?.score;
  const details = lhr.audits['network-requests']?.details;
  if (lcp === undefined || score == null || details?.type !== 'table') {
    throw new Error(`Lighthouse measured nothing on ${url}`);
  }
  const scores = runs.map((run) => run.categories.performance?.score ?? 0).sort((a, b) => a - b);
  return {
    score,
    scores,
    lcpMs: lcp,
    bytes: wireBytes(details.items as unknown as NetworkRequest[]),
  };
}

interface Waits {
  pageMs: number;
  sessionMs?: number;
  legsMs?: number;
}

/** When, on the page's clock, the page, the session check and the day's legs had arrived. */
function waits(page: Page): Promise<Waits> {
  // Plain JavaScript text: the page must not see helpers the TypeScript loader adds.
  return page.evaluate(`(() => {
    const arrived = (path) => performance.getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === path)?.responseEnd;
    return {
      pageMs: performance.getEntriesByType('navigation')[0].responseEnd,
      sessionMs: arrived('/auth/verify-jwt'),
      legsMs: arrived('/v1/leg/list-extend'),
    };
  })()`);
}

/**
 * The board opened on the phone Lighthouse emulates, with Lighthouse's own figures for
 * throttling a real page (its "devtools" method, which stretches each request's latency to stand
 * for connection set-up), then the bench's "usable" (the board's rows drawn,
 * bench/board-browser.ts) read on the page's clock. `cold`: nothing of the app in the browser's
 * cache or its service worker, as a first visit of the day on a new phone; else the app's files
 * are where the last visit left them.
 */
async function boardUsable(context: BrowserContext, url: string, cold: boolean) {
  const page = await context.newPage();
  try {
    await page.goto(`${url}/general`);
    await page.locator(FIRST_ROW).first().waitFor();
    const cdp = await context.newCDPSession(page);
    const phone = throttling.mobileSlow4G;
    const { mobile, width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      mobile,
      width,
      height,
      deviceScaleFactor,
    });
    await cdp.send('Network.enable');
    if (cold) {
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phone.requestLatencyMs,
      downloadThroughput: (phone.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (phone.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdownMultiplier });
    // On a phone the board's rows are cards.
    const usableMs = await usableAfterNavigation(page, `${url}/general`, '[data-row-id]');
    return { usableMs, ...(await waits(page)) };
  } finally {
    await page.close();
  }
}

const KB = 1024;

/**
 * The targets of the board on a phone: the sign-in page and the board of Lima's CTA audited by
 * Lighthouse (12.8.2, mobile preset), then the board's return with the app in the cache.
 * Lighthouse drives the same Chromium as Playwright, over its debugging port: Playwright signs
 * in there, and the session the app keeps in local storage is there when Lighthouse opens the
 * board, so the board's audit is a cold load of a signed-in user.
 */
export async function phoneTargets(url: string): Promise<TargetFigure[]> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'board-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const login = await audit(`${url}/login`, port);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, url, 'cta.lim@example.com', 'lima2026');
    await page.waitForURL('**/general**');
    const board = await audit(`${url}/general`, port);
    const again = await boardUsable(context, url, false);
    const coldRows = await boardUsable(context, url, true);
    const at = (ms: number | undefined) => (ms === undefined ? 'not asked' : `${ms.toFixed(0)} ms`);
    const kb = (bytes: number) => bytes / KB;
    return [
      {
        what: `sign-in, performance (median of ${AUDIT_RUNS} audits: ${login.scores.map((score) => score.toFixed(2)).join(', ')})`,
        value: login.score,
        target: 0.9,
        unit: 'score',
        atMost: false,
      },
      {
        what: 'sign-in, largest paint',
        value: login.lcpMs,
        target: 1500,
        unit: 'ms',
        atMost: true,
      },
      {
        what: 'sign-in, on the wire',
        value: kb(login.bytes.beforeData + login.bytes.data + login.bytes.later),
        target: 200,
        unit: 'KB',
        atMost: true,
      },
      {
        // Its largest paint is the frame and the search field, drawn from the page alone: the
        // time to the rows, on the same phone, is printed beside it.
        what: `board, cold cache, largest paint (rows drawn at ${at(coldRows.usableMs)} with devtools throttling)`,
        value: board.lcpMs,
        target: 3500,
        unit: 'ms',
        atMost: true,
      },
      {
        what: `board, cold cache, on the wire before its data (then data ${kb(board.bytes.data).toFixed(1)} KB, drawers' files ${kb(board.bytes.later).toFixed(1)} KB)`,
        value: kb(board.bytes.beforeData),
        target: 300,
        unit: 'KB',
        atMost: true,
      },
      {
        what: `board again, app from the cache, usable (page in at ${at(again.pageMs)}, session checked ${at(again.sessionMs)}, day's legs in ${at(again.legsMs)})`,
        value: again.usableMs,
        target: 1000,
        unit: 'ms',
        atMost: true,
      },
    ];
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
