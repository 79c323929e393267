import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.ts';

/**
 * The database a test file runs on: an in-memory PGlite by default, or, when TEST_DATABASE_URL
 * is set, a fresh database created on that PostgreSQL server and dropped afterwards.
 */
export async function openTestDatabase(): Promise<{
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
    const database = await openDatabase({ memory: true });
    return { database, url: '', drop: () => database.close() };
  }
  const name = `board_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
