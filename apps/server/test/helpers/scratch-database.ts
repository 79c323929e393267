import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** PostgreSQL's insufficient_privilege. */
const INSUFFICIENT_PRIVILEGE = '42501';

async function run(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates a throwaway database on the PostgreSQL server at serverUrl and returns its URL and a
 * way to drop it again.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      try {
        // FORCE ends connections a child server process may still hold.
        await run(serverUrl, `drop database if exists ${name} with (force)`);
      } catch (error) {
        // PostgreSQL 15 refuses FORCE to a role that is not superuser while an autovacuum worker
        // is in the database; a plain drop stops that worker itself.
        if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
        await run(serverUrl, `drop database if exists ${name}`);
      }
    },
  };
}
