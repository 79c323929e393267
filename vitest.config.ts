import { defineConfig } from 'vitest/config';

/**
 * Every suite but the browser one. The API suite runs twice: on embedded PGlite, and on the
 * PostgreSQL server named by TEST_DATABASE_URL (scripts/test.sh provides it).
 * A test's timeout only guards against a hang: on a busy machine a CPU-bound unit test (a whole
 * demo window checked, a 20,000-row workbook) ran past vitest's default 5 s.
 */
const unitTimeout = 30_000;
const apiSuite = {
  include: ['apps/server/test/**/*.test.ts'],
  // Each file copies one database migrated and seeded once for the suite.
  globalSetup: ['apps/server/test/helpers/database-templates.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A file starts from its own copied database and its own app, and keeps no state in modules:
  // a worker reuses the modules it imported for the files before (the app's graph took about a
  // second to import per file, half of the suites' run on a two-core machine).
  isolate: false,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          testTimeout: unitTimeout,
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: unitTimeout,
        },
      },
      { test: { name: 'api-pglite', ...apiSuite, env: { TEST_DATABASE_URL: '' } } },
      {
        test: {
          name: 'api-postgres',
          ...apiSuite,
          env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', REQUIRE_POSTGRES: '1' },
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
