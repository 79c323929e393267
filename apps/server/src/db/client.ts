import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { PoolUse } from '../lib/metrics.ts';
import { migrationsFolder } from '../lib/server-root.ts';
import { keepStatistics } from './embedded/planner-statistics.ts';
import { keepStatementsPrepared } from './embedded/prepared-statements.ts';
import {
  CONNECT_TIMEOUT_MS,
  createTroubleReporter,
  listenPostgres,
} from './postgres-connections.ts';
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
   * `onReconnect` runs each time listening resumes after the connection was lost: whatever was
   * announced in the gap was missed. Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Connection trouble reported outside any request (an idle connection ended by the server, the
   * LISTEN connection lost). Reported, never thrown: such an error must not end the process.
   */
  onTrouble(listener: (error: unknown) => void): () => void;
  /** One round trip to the database; rejects when it cannot be reached. */
  ping(): Promise<void>;
  /** The pool's connections, on PostgreSQL; the embedded database has one, in process. */
  poolUse?(): PoolUse;
  /**
   * The embedded database only: a copy of its data folder (gzip tar) taken between two
   * statements, so it holds what was committed then; PostgreSQL has pg_dump.
   */
  backup?(): Promise<Blob>;
  close(): Promise<void>;
}

// Any fixed number: serialises migrations when several server processes start together.
const MIGRATION_LOCK = 73_011_520;

export type DatabaseTarget =
  | { url: string }
  | { dataDir: string }
  /** In memory, empty or started from a copy of another embedded database (`backup()`). */
  | { memory: true; from?: Blob };

/** `logger` hears every statement drizzle sends (tests count the reads a request costs). */
export async function openDatabase(
  target: DatabaseTarget,
  { logger }: { logger?: Logger } = {},
): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, logger);
  if ('memory' in target) return openPglite(new PGlite({ loadDataDir: target.from }), logger);
  const dir = path.join(target.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPglite(new PGlite(dir), logger);
}

function openPglite(client: PGlite, logger: Logger | undefined): Database {
  keepStatementsPrepared(client);
  const stopStatistics = keepStatistics(client, (error) =>
    console.error('embedded database: statistics not gathered:', String(error)),
  );
  const db = drizzlePglite(client, { schema, logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process owns an embedded database, so no lock is needed.
    migrate: () => migratePglite(db, { migrationsFolder }),
    // In the same process as the server: its notifications cannot be lost in transit.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    onTrouble: () => () => {},
    ping: async () => {
      await client.query('select 1');
    },
    async backup() {
      // Writes every committed change into the data files, so the copy needs no WAL replay.
      await client.query('checkpoint');
      return client.dumpDataDir('gzip');
    },
    close: () => {
      stopStatistics();
      return client.close();
    },
  };
}

function openPostgres(url: string, logger: Logger | undefined): Database {
  const trouble = createTroubleReporter();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // Without these listeners node-postgres raises the error of a connection the server ended (a
  // restart, a failover, pg_terminate_backend) as an unhandled 'error' event, ending the process.
  // The pool reports its idle connections; one in use reports on itself, between two queries.
  pool.on('error', trouble.report);
  pool.on('connect', (client) => client.on('error', trouble.report));
  const db = drizzleNodePg(pool, { schema, logger });
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
    listen: (channel, onPayload, onReconnect) =>
      listenPostgres({ url, channel, onPayload, onReconnect, onTrouble: trouble.report }),
    onTrouble: trouble.subscribe,
    ping: async () => {
      await pool.query('select 1');
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
