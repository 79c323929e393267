import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** PostgreSQL's insufficient_privilege and object_in_use. */
const INSUFFICIENT_PRIVILEGE = '42501';
const OBJECT_IN_USE = '55006';
/** An autovacuum worker leaves a database within seconds; this is ample. */
const DROP_ATTEMPTS = 20;
const DROP_PAUSE_MS = 250;

async function run(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  // Its failures reach the caller through the query; the event would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates a throwaway database on the PostgreSQL server at serverUrl, empty or a copy of
 * `template`, and returns its name, its URL and a way to drop it again.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /**
     * Drops it, and never fails the run that used it: a database left behind costs some disk,
     * a failed teardown would cost the whole test run.
     */
    async drop() {
      try {
        await dropDatabase(serverUrl, name);
      } catch (error) {
        console.warn(`scratch database ${name} left behind: ${String(error)}`);
      }
    },
  };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE ends connections a child server process may still hold.
  let statement = `drop database if exists ${name} with (force)`;
  for (let attempt = 1; ; attempt++) {
    try {
      await run(serverUrl, statement);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      // PostgreSQL 15 refuses FORCE to a role that is not superuser while an autovacuum worker is
      // in the database; a plain drop ends that worker itself, and waits out anything else.
      if (code === INSUFFICIENT_PRIVILEGE) statement = `drop database if exists ${name}`;
      else if (code !== OBJECT_IN_USE || attempt >= DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, DROP_PAUSE_MS));
    }
  }
}
