import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** The one database type repositories see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository accepts either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations (and anything else given) once across every process sharing the data. */
  migrate(): Promise<void>;
  /**
   * Delivers every NOTIFY on `channel`, from this process or any other sharing the database.
   * Resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: serialises migrations when several server processes start together.
const MIGRATION_LOCK = 73_011_520;

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url);
  if ('memory' in target) return openPglite(new PGlite());
  const dir = path.join(target.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPglite(new PGlite(dir));
}

function openPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process owns an embedded database, so no lock is needed.
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        lockClient.release();
      }
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    close: () => pool.end(),
  };
}

/** How long to wait before listening again after the connection dropped. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own, outside the pool. A dropped one is replaced, so a
 * database restart costs the board a second of live updates, not the rest of the day.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', () => {
      next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
