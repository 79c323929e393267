import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { legConnections } from '../../db/schema/legs.ts';

/** One connecting flight of a departure, as the feed sends it. */
export interface ConnectionValues {
  flightNumber: string;
  datopLocal: string;
  depstn: string;
  pax: number;
  bags: number;
}

export async function connectionsOfLegs(db: DbOrTx, legIds: string[]) {
  if (legIds.length === 0) return [];
  return db.select().from(legConnections).where(inArray(legConnections.legId, legIds));
}

/** A departure's connection list as the API writes it. */
export function connectionsOf(db: DbOrTx, legId: string) {
  return db
    .select({
      flight_number: legConnections.flightNumber,
      datop_local: legConnections.datopLocal,
      depstn: legConnections.depstn,
      pax: legConnections.pax,
      bags: legConnections.bags,
    })
    .from(legConnections)
    .where(eq(legConnections.legId, legId))
    .orderBy(asc(legConnections.flightNumber));
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
