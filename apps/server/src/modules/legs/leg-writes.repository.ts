import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { legs } from '../../db/schema/legs.ts';

/** A leg as it is created: its key and whatever the writer knows of it. */
export type NewLeg = typeof legs.$inferInsert;
/** Some of a leg's stored values, as a write sets them. */
export type LegValues = Partial<NewLeg>;

/**
 * The leg, locked until the transaction ends: a second save of the same leg waits here and then
 * sees the first one's version.
 */
export async function lockLeg(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(legs).where(eq(legs.id, id)).for('update');
  return row;
}

/** The first key of the aircraft's advisory locks: the second is the aircraft's own. */
const AIRCRAFT_LOCKS = 60_000_060;

/** An aircraft's lock key: 32 bits of FNV-1a of its registration, as a signed integer. */
function aircraftKey(aircraft: string): number {
  let hash = 0x811c9dc5;
  for (const char of aircraft) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return hash | 0;
}

/**
 * Holds the aircraft until the transaction ends, so two writes of one aircraft's legs work out
 * what they moved of its continuity marks one after the other (marks-moved.ts). Taken in key
 * order after the legs' own locks, so two writers wait for each other, never deadlock.
 */
export async function lockAircraft(tx: DbOrTx, aircraft: Iterable<string>): Promise<void> {
  const keys = [...new Set([...aircraft].map(aircraftKey))].sort((a, b) => a - b);
  if (keys.length === 0) return;
  // One statement however many: a feed slice's hundreds of aircraft cost one round trip.
  await tx.execute(sql`
    select pg_advisory_xact_lock(${AIRCRAFT_LOCKS}::int, key)
    from (select unnest(${`{${keys.join(',')}}`}::int[]) as key order by key) as keys`);
}

/**
 * The legs of a flight, locked until the transaction ends: airline and number, UTC date of the
 * scheduled departure, and the station at the end the caller names.
 */
export function lockLegsOfFlight(
  tx: DbOrTx,
  key: {
    airline: string;
    flightNumber: string;
    date: string;
    station: string;
    end: 'departure' | 'arrival';
  },
) {
  const from = new Date(`${key.date}T00:00:00Z`);
  const to = new Date(from.getTime() + 86_400_000);
  return tx
    .select()
    .from(legs)
    .where(
      and(
        eq(legs.airline, key.airline),
        eq(legs.flightNumber, key.flightNumber),
        gte(legs.std, from),
        lt(legs.std, to),
        eq(key.end === 'departure' ? legs.depstn : legs.arrstn, key.station),
      ),
    )
    .for('update');
}

/** A leg's operational key, as the feed names a leg. */
export interface LegKey {
  airline: string;
  flightNumber: string;
  datopLocal: string;
  depstn: string;
}

/**
 * The stored legs of these keys, locked until the transaction ends, in id order: two writers
 * locking overlapping sets take them in the same order, so neither waits for the other for ever.
 */
export function lockLegsByKey(tx: DbOrTx, keys: LegKey[]) {
  if (keys.length === 0) return Promise.resolve([]);
  const wanted = sql.join(
    keys.map((k) => sql`(${k.airline}, ${k.flightNumber}, ${k.datopLocal}::date, ${k.depstn})`),
    sql`, `,
  );
  return tx
    .select()
    .from(legs)
    .where(
      sql`(${legs.airline}, ${legs.flightNumber}, ${legs.datopLocal}, ${legs.depstn}) in (${wanted})`,
    )
    .orderBy(asc(legs.id))
    .for('update');
}

export async function insertLegs(db: DbOrTx, rows: NewLeg[]): Promise<string[]> {
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

/**
 * Writes a leg's values. `nextVersion` also moves it to its next version: a station's record, or
 * news from outside that a drawer opened before must not save over unseen.
 */
export async function updateLeg(
  tx: DbOrTx,
  id: string,
  values: LegValues,
  now: Date,
  { nextVersion }: { nextVersion: boolean },
) {
  const [row] = await tx
    .update(legs)
    .set({
      ...values,
      ...(nextVersion && { version: sql`${legs.version} + 1` }),
      updatedAt: now,
    })
    .where(eq(legs.id, id))
    .returning();
  if (!row) throw new Error(`leg ${id} vanished inside its own transaction`);
  return row;
}
