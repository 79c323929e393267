import pg from 'pg';

/**
 * What PostgreSQL connections need beyond the pool: a bound on connecting, a place for the errors
 * node-postgres raises outside any query, and the LISTEN connection that must survive restarts.
 */

/** Waiting longer than this for a connection means the database is not there. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Fans connection trouble out to whoever follows it; with nobody yet, to standard error. */
export function createTroubleReporter() {
  const listeners = new Set<(error: unknown) => void>();
  return {
    report(error: unknown): void {
      if (listeners.size === 0) console.error('database connection trouble:', String(error));
      for (const listener of listeners) listener(error);
    },
    subscribe(listener: (error: unknown) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Waits between attempts to listen again grow from a quarter second to ten seconds. */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_MAX_MS = 10_000;

/**
 * LISTEN needs a connection of its own, outside the pool. A lost one is replaced, with waits that
 * grow while the database stays away, so a restart costs the board seconds of live updates, not
 * the rest of the day; `onReconnect` then tells the listener that it may have missed some.
 */
export async function listenPostgres(opts: {
  url: string;
  channel: string;
  onPayload: (payload: string) => void;
  onReconnect: (() => void) | undefined;
  onTrouble: (error: unknown) => void;
}): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let wait = RELISTEN_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  // Connections that failed while they were still being opened, before they became `client`.
  const failed = new WeakSet<pg.Client>();

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({
      connectionString: opts.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    next.on('notification', (message) => {
      if (message.channel === opts.channel && message.payload) opts.onPayload(message.payload);
    });
    next.on('error', (error) => {
      opts.onTrouble(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(opts.channel)}`);
      return next;
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
  };

  const lost = (dead: pg.Client) => {
    failed.add(dead);
    if (client !== dead) return;
    client = null;
    dead.end().catch(() => {});
    retry();
  };

  const retry = () => {
    if (stopped || timer) return;
    // Jitter keeps the processes of one database from all knocking at the same instant.
    const delay = wait * (0.5 + Math.random() / 2);
    wait = Math.min(wait * 2, RELISTEN_MAX_MS);
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        const next = await open();
        if (stopped) {
          await next.end();
          return;
        }
        if (failed.has(next)) {
          retry();
          return;
        }
        client = next;
        wait = RELISTEN_FIRST_MS;
        opts.onReconnect?.();
      } catch (error) {
        opts.onTrouble(error);
        retry();
      }
    }, delay);
  };

  const first = await open();
  if (failed.has(first)) retry();
  else client = first;
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = null;
    await last?.end();
  };
}
