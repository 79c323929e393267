import { defineConfig } from 'vitest/config';

/** Browser tests: real server processes and headless Chromium, one file at a time. */
export default defineConfig({
  test: {
    name: 'browser',
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    globalSetup: ['e2e/support/data-templates.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A poll ends as soon as the page shows what it waits for; the bound only decides when to
    // give up. Vitest's 1 s is less than a fetch and a redraw take on a busy two-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
