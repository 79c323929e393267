import { readFile } from 'node:fs/promises';
import type { Logger } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** The suite's migrated and seeded database (database-templates.ts), as a name to copy. */
function template(key: 'pgliteTemplate' | 'postgresTemplate'): string {
  const value = inject(key);
  if (!value) throw new Error(`no ${key}: run the API suite through the root vitest.config.ts`);
  return value;
}

/**
 * The database a test file runs on: an in-memory PGlite by default, or, when TEST_DATABASE_URL
 * is set, a fresh database created on that PostgreSQL server and dropped afterwards. `seeded`:
 * migrated, with the demo's stations and users, copied from the suite's template; else empty.
 */
export async function openTestDatabase(
  options: { logger?: Logger; seeded?: boolean } = {},
): Promise<{
  database: Database;
  /** The database's own URL; empty for the in-memory PGlite. */
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (process.env.REQUIRE_POSTGRES) {
      throw new Error('The PostgreSQL suite needs TEST_DATABASE_URL: run it through npm test.');
    }
    const from = options.seeded
      ? new Blob([await readFile(template('pgliteTemplate'))])
      : undefined;
    const database = await openDatabase({ memory: true, from }, options);
    return { database, url: '', drop: () => database.close() };
  }
  const copied = options.seeded ? template('postgresTemplate') : undefined;
  const scratch = await createScratchDatabase(serverUrl, 'board_test', copied);
  const database = await openDatabase({ url: scratch.url }, options);
  return {
    database,
    url: scratch.url,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}
