import { and, between, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { legs } from '../../db/schema/legs.ts';

export async function legById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(legs).where(eq(legs.id, id));
  return row;
}

export async function hasDepartures(db: DbOrTx, depstn: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: legs.id })
    .from(legs)
    .where(and(eq(legs.depstn, depstn), eq(legs.datopLocal, day)))
    .limit(1);
  return row !== undefined;
}

/** The departure leg a connection list belongs to. */
export async function findDeparture(
  db: DbOrTx,
  key: { airline: string; flightNumber: string; day: string; depstn: string },
) {
  const [row] = await db
    .select({ id: legs.id })
    .from(legs)
    .where(
      and(
        eq(legs.airline, key.airline),
        eq(legs.flightNumber, key.flightNumber),
        eq(legs.datopLocal, key.day),
        eq(legs.depstn, key.depstn),
      ),
    );
  return row ?? null;
}

/**
 * Legs scheduled to leave from `from` to `to`, not cancelled, with an actual time (push back,
 * take-off, landing, on blocks) still unknown.
 */
export function movingLegs(db: DbOrTx, from: Date, to: Date) {
  return db
    .select()
    .from(legs)
    .where(
      and(
        between(legs.std, from, to),
        or(isNull(legs.status), ne(legs.status, 'CANCELED')),
        or(isNull(legs.pushback), isNull(legs.takeoff), isNull(legs.landed), isNull(legs.onBlocks)),
      ),
    );
}

/** A leg of the station day: one of its departures of that local day, or of its arrivals. */
export const ofStationDay = (station: string, day: string) =>
  or(
    and(eq(legs.depstn, station), eq(legs.datopLocal, day)),
    and(eq(legs.arrstn, station), eq(legs.arrivalDate, day)),
  );

/** Which of these ids are legs of the station day (its departures or its arrivals of that day). */
export async function legsOfStationDay(
  db: DbOrTx,
  station: string,
  day: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: legs.id })
    .from(legs)
    .where(and(inArray(legs.id, [...ids]), ofStationDay(station, day)));
  return rows.map((r) => r.id);
}
