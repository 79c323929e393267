import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stationFeedSync } from '../../db/schema/legs.ts';

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
