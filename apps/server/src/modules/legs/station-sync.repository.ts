import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stationChangeCounters, stationFeedSync } from '../../db/schema/legs.ts';

/** When a station's legs last changed from outside, as its board shows it. */
export async function lastSyncOf(db: DbOrTx, station: string): Promise<string | null> {
  const [row] = await db
    .select({ at: stationFeedSync.lastSyncAt })
    .from(stationFeedSync)
    .where(eq(stationFeedSync.station, station));
  return row ? row.at.toISOString() : null;
}

/** Stamps the stations whose legs a write from outside changed, in that write's transaction. */
export async function markSynced(db: DbOrTx, stations: string[], at: Date) {
  if (stations.length === 0) return;
  await db
    .insert(stationFeedSync)
    .values(stations.map((station) => ({ station, lastSyncAt: at })))
    .onConflictDoUpdate({ target: stationFeedSync.station, set: { lastSyncAt: at } });
}

/**
 * The next change number of each station, bumped in the writing transaction, in one statement.
 * Stations are bumped in name order (the rows of an insert are written in their order), so two
 * writers touching the same stations wait for each other, never deadlock.
 */
export async function nextChangeNumbers(
  db: DbOrTx,
  stations: readonly string[],
): Promise<Map<string, number>> {
  if (stations.length === 0) return new Map();
  const rows = await db
    .insert(stationChangeCounters)
    .values([...stations].sort().map((station) => ({ station, seq: 1 })))
    .onConflictDoUpdate({
      target: stationChangeCounters.station,
      set: { seq: sql`${stationChangeCounters.seq} + 1` },
    })
    .returning({ station: stationChangeCounters.station, seq: stationChangeCounters.seq });
  return new Map(rows.map((row) => [row.station, row.seq]));
}
