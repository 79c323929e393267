import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** Waits between checks while the database is away grow from a quarter second to five seconds. */
const PROBE_FIRST_MS = 250;
const PROBE_MAX_MS = 5_000;
/** A health check that waits longer than this reports the database as away. */
const PING_TIMEOUT_MS = 2_000;
/** What a call refused for a lost connection tells its caller to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export type HealthStatus = 'ok' | 'degraded';

/**
 * Whether this process can reach its database. A lost connection, met by a request or reported
 * by the driver, turns it degraded; checks with growing waits then run until the database
 * answers again. Connections themselves are reopened by the pool on the next query.
 */
export function createDatabaseHealth(database: Database, log: FastifyBaseLogger) {
  let status: HealthStatus = 'ok';
  let wait = PROBE_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const ping = () =>
    new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(
        () => reject(new Error('database ping timed out')),
        PING_TIMEOUT_MS,
      );
      database.ping().then(
        () => {
          clearTimeout(timeout);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timeout);
          reject(error);
        },
      );
    });

  function recovered(): void {
    if (status === 'ok') return;
    status = 'ok';
    wait = PROBE_FIRST_MS;
    clearTimeout(timer);
    timer = undefined;
    log.info('database reachable again');
  }

  function probeLater(): void {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      ping().then(recovered, () => {
        wait = Math.min(wait * 2, PROBE_MAX_MS);
        probeLater();
      });
    }, wait);
  }

  function lost(error: unknown): void {
    if (status === 'ok') log.warn({ err: error }, 'database unreachable');
    status = 'degraded';
    probeLater();
  }

  const stopFollowing = database.onTrouble(lost);

  return {
    /** A request or the driver met a lost connection. */
    lost,
    /** Asks the database now: what /healthz answers. */
    async check(): Promise<HealthStatus> {
      try {
        await ping();
        recovered();
      } catch (error) {
        lost(error);
      }
      return status;
    },
    close(): void {
      closed = true;
      clearTimeout(timer);
      stopFollowing();
    },
  };
}
