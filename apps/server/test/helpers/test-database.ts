import type { Logger } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * The database a test file runs on: an in-memory PGlite by default, or, when TEST_DATABASE_URL
 * is set, a fresh database created on that PostgreSQL server and dropped afterwards.
 */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<{
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
    const database = await openDatabase({ memory: true }, options);
    return { database, url: '', drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'board_test');
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
