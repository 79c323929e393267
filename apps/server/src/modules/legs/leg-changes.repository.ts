import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { legChanges, legs } from '../../db/schema/legs.ts';
import { ofStationDay } from './leg-lookups.repository.ts';

/** One field's value before and after a recorded change. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A leg's audit entry, as its write keeps it. */
export interface NewLegChange {
  legId: string;
  userId: string | null;
  userName: string;
  role: string | null;
  call: string;
  version: number;
  changes: FieldChange[];
  at: Date;
}

/** Legs' audit entries in one statement, written in the transaction of the legs' own writes. */
export async function insertChanges(tx: DbOrTx, changes: NewLegChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx
    .insert(legChanges)
    .values(changes.map(({ at, ...values }) => ({ ...values, changedAt: at })));
}

/** A leg's recorded changes, oldest first. */
export function changesOfLeg(db: DbOrTx, legId: string) {
  return db
    .select()
    .from(legChanges)
    .where(eq(legChanges.legId, legId))
    .orderBy(asc(legChanges.changedAt), asc(legChanges.id));
}

/**
 * The changes recorded after `after` on the legs of a station day (its departures of that local
 * day and its arrivals of that local day), oldest first, with each leg's flight.
 */
export function changesOfStationDay(db: DbOrTx, station: string, day: string, after: Date) {
  return db
    .select({
      legId: legChanges.legId,
      airline: legs.airline,
      flightNumber: legs.flightNumber,
      changedAt: legChanges.changedAt,
      userId: legChanges.userId,
      userName: legChanges.userName,
      role: legChanges.role,
      call: legChanges.call,
      changes: legChanges.changes,
    })
    .from(legChanges)
    .innerJoin(legs, eq(legs.id, legChanges.legId))
    .where(and(gt(legChanges.changedAt, after), ofStationDay(station, day)))
    .orderBy(asc(legChanges.changedAt), asc(legChanges.id));
}
