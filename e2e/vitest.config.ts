import { defineConfig } from 'vitest/config';

/** Browser tests: real server processes and headless Chromium, one file at a time. */
export default defineConfig({
  test: {
    name: 'browser',
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
