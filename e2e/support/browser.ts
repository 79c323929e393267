import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

// Flags that let Chromium run as root on a machine without network access.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
  return offset ? withShiftedClock(browser, offset) : browser;
}

/** Every page of the browser reads the clock the test run was moved to (shifted-clock.js). */
function withShiftedClock(browser: Browser, offset: number): Browser {
  const shifter = readFileSync(path.join(import.meta.dirname, 'shifted-clock.js'), 'utf8');
  const content = `globalThis.__clockOffsetMs = ${offset};\n${shifter}`;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript({ content });
    return context;
  };
  return browser;
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** A screen wide enough for the General board's side dates, which give way below 1,400 px. */
export const WIDE = { width: 1920, height: 1000 };

const shotsDir = path.resolve(import.meta.dirname, '..', '..', 'screenshots');

/** Keeps a picture of what a person would see, for review (the folder is not versioned). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(shotsDir, { recursive: true });
  // Transitions run to their end first: a drawer is shown where it comes to rest.
  await page.screenshot({
    path: path.join(shotsDir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}
