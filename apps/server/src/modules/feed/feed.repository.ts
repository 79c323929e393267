import { and, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { legConnections, legs, stationFeedSync } from '../../db/schema.ts';
import type { FeedState } from './feed-merge.ts';

export interface ConnectionValues {
  flightNumber: string;
  datopLocal: string;
  depstn: string;
  pax: number;
  bags: number;
}

/** Every leg of a departure station's day: a batch is matched against them in memory. */
export function legsOfDepartureDay(db: DbOrTx, depstn: string, day: string) {
  return db
    .select()
    .from(legs)
    .where(and(eq(legs.depstn, depstn), eq(legs.datopLocal, day)));
}

export async function hasDepartures(db: DbOrTx, depstn: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: legs.id })
    .from(legs)
    .where(and(eq(legs.depstn, depstn), eq(legs.datopLocal, day)))
    .limit(1);
  return row !== undefined;
}

export async function insertLegs(
  db: DbOrTx,
  rows: (FeedState & {
    airline: string;
    flightNumber: string;
    datopLocal: string;
    depstn: string;
    updatedAt: Date;
  })[],
): Promise<string[]> {
  const ids: string[] = [];
  // Bounded statements: PostgreSQL caps a statement at 65,535 parameters.
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(legs)
      .values(rows.slice(i, i + 500))
      .returning({ id: legs.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Writes a leg's new feed state, with what else the writer keeps on the leg in the same row. */
export async function updateLeg(
  db: DbOrTx,
  id: string,
  state: FeedState,
  now: Date,
  also: PgUpdateSetSource<typeof legs> = {},
) {
  await db
    .update(legs)
    .set({ ...state, ...also, updatedAt: now })
    .where(eq(legs.id, id));
}

export async function connectionsOfLegs(db: DbOrTx, legIds: string[]) {
  if (legIds.length === 0) return [];
  return db.select().from(legConnections).where(inArray(legConnections.legId, legIds));
}

export async function replaceConnections(db: DbOrTx, legId: string, rows: ConnectionValues[]) {
  await db.delete(legConnections).where(eq(legConnections.legId, legId));
  if (rows.length > 0) {
    await db
      .insert(legConnections)
      .values(rows.map((r) => ({ ...r, legId })))
      .onConflictDoNothing();
  }
}

export async function markSynced(db: DbOrTx, stations: string[], at: Date) {
  if (stations.length === 0) return;
  await db
    .insert(stationFeedSync)
    .values(stations.map((station) => ({ station, lastSyncAt: at })))
    .onConflictDoUpdate({ target: stationFeedSync.station, set: { lastSyncAt: at } });
}
