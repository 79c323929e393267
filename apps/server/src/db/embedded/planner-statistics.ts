import type { PGlite } from '@electric-sql/pglite';
import { letOthersIn } from '../../lib/let-others-in.ts';

/** The first gathering waits for the start's loads (the demo's days, a first feed). */
export const FIRST_STATISTICS_MS = 60_000;
/** Then again this often: the day's legs change all day. */
export const STATISTICS_EVERY_MS = 10 * 60_000;
/**
 * 300 times this many rows are sampled per table: 3,000, enough for the planner to tell a key
 * from a station day; a table's gathering then holds the process 2-30 ms, not 20-100.
 */
const SAMPLED = 10;

/**
 * Gathers the planner's statistics of every table of the application, one table at a time with
 * a turn of the event loop between two.
 */
export async function gatherStatistics(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  for (const { name } of rows) {
    await client.exec(
      `begin; set local default_statistics_target = ${SAMPLED}; analyze ${name}; commit`,
    );
    await letOthersIn();
  }
}

/**
 * Keeps the embedded database's planner statistics, as PostgreSQL's autovacuum does on a server:
 * PGlite runs none, and without statistics the planner takes its defaults. It then found a leg by
 * its key through its station day's index, reading the day's 750 legs at a hub for each leg the
 * feed sent. Returns the function that stops it.
 */
export function keepStatistics(client: PGlite, onError: (error: unknown) => void): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout;
  const gather = async () => {
    await gatherStatistics(client).catch(onError);
    if (!stopped) timer = setTimeout(gather, STATISTICS_EVERY_MS).unref();
  };
  timer = setTimeout(gather, FIRST_STATISTICS_MS).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
