import { defineConfig } from 'vitest/config';

/**
 * Browser tests: real server processes and headless Chromium, two files at a time. Each file
 * has its own server, data folder and browser; while one waits on a page or a poll, the other
 * works: on a two-core machine the suite took 10 minutes instead of 14 one file at a time, and
 * runs as a busy machine would, which its tests are written to pass on.
 */
export default defineConfig({
  test: {
    name: 'browser',
    include: ['e2e/**/*.e2e.ts'],
    maxWorkers: 2,
    globalSetup: ['e2e/support/data-templates.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A poll ends as soon as the page shows what it waits for; the bound only decides when to
    // give up. Vitest's 1 s is less than a fetch and a redraw take on a busy two-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
