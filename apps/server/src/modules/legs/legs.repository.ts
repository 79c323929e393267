import {
  addDays,
  arrivalOrder,
  type ContinuityLeg,
  departureOrder,
  type Leg,
  type StationLegs,
  type StationMovement,
} from '@board/domain';
import { and, asc, between, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { legConnections, legs } from '../../db/schema/legs.ts';
import { type ConnectionTotals, flightNumberOf, iso, type LegRow, toLeg } from './leg-record.ts';

/** API leg records of stored rows, with their connection totals. */
export async function withConnections(db: DbOrTx, rows: LegRow[]) {
  const totals = new Map<string, ConnectionTotals>();
  if (rows.length > 0) {
    const sums = await db
      .select({
        legId: legConnections.legId,
        pax: sql<number>`cast(sum(${legConnections.pax}) as integer)`,
        bags: sql<number>`cast(sum(${legConnections.bags}) as integer)`,
      })
      .from(legConnections)
      .where(
        inArray(
          legConnections.legId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(legConnections.legId);
    for (const s of sums) totals.set(s.legId, { pax: Number(s.pax), bags: Number(s.bags) });
  }
  return rows.map((row) => toLeg(row, totals.get(row.id)));
}

/** A station's departures of a local day (by date of operation), in schedule order. */
export async function departuresOf(db: DbOrTx, station: string, day: string) {
  const rows = await db
    .select()
    .from(legs)
    .where(and(eq(legs.depstn, station), eq(legs.datopLocal, day)))
    .orderBy(asc(legs.std), asc(legs.flightNumber));
  return withConnections(db, rows);
}

/** Every station's departures of a local day, with their arrivals: the network's day. */
export async function networkDay(db: DbOrTx, day: string) {
  const rows = await db
    .select()
    .from(legs)
    .where(eq(legs.datopLocal, day))
    .orderBy(asc(legs.std), asc(legs.flightNumber));
  return withConnections(db, rows);
}

/** A station's arrivals of a local day (by local date of the scheduled arrival). */
export async function arrivalsOf(db: DbOrTx, station: string, day: string) {
  const rows = await db
    .select()
    .from(legs)
    .where(and(eq(legs.arrstn, station), eq(legs.arrivalDate, day)))
    .orderBy(asc(legs.sta), asc(legs.flightNumber));
  return withConnections(db, rows);
}

/**
 * A station's legs of a local day and of the days either side, arrivals and departures each in
 * their list's order: what the day's turnarounds are paired over. Both sides' connection totals
 * are read in one statement. Ordered here, not by SQL, whose text order is the database's
 * collation: the lists' order is the same everywhere (decision 0060).
 */
export async function legsAround(db: DbOrTx, station: string, day: string): Promise<StationLegs> {
  const [first, last] = [addDays(day, -1), addDays(day, 1)];
  const [arrivals, departures] = await Promise.all([
    db
      .select()
      .from(legs)
      .where(and(eq(legs.arrstn, station), between(legs.arrivalDate, first, last))),
    db
      .select()
      .from(legs)
      .where(and(eq(legs.depstn, station), between(legs.datopLocal, first, last))),
  ]);
  const both = await withConnections(db, [...arrivals, ...departures]);
  return {
    arrivals: both.slice(0, arrivals.length).sort(arrivalOrder),
    departures: both.slice(arrivals.length).sort(departureOrder),
  };
}

/** The aircraft now flying a leg, as stored: the registration before any slash. */
const flyingNow = sql<string>`split_part(${legs.registration}, '/', 1)`;

/** A leg the continuity check reads, with the local days it leaves and arrives on. */
export type DatedContinuityLeg = ContinuityLeg & {
  readonly datop_local: string;
  readonly arrival_date: string;
};

/** The columns of a stored leg the continuity check reads. */
const continuityColumns = {
  id: legs.id,
  airline: legs.airline,
  flightNumber: legs.flightNumber,
  datopLocal: legs.datopLocal,
  arrivalDate: legs.arrivalDate,
  depstn: legs.depstn,
  arrstn: legs.arrstn,
  registration: legs.registration,
  material: legs.material,
  status: legs.status,
  std: legs.std,
  sta: legs.sta,
  etd: legs.etd,
  eta: legs.eta,
  pushback: legs.pushback,
  onBlocks: legs.onBlocks,
  delays: legs.delays,
};

/** A stored leg (or those of its columns) as the continuity check reads it. */
export function continuityLegOf(
  row: Pick<LegRow, keyof typeof continuityColumns>,
): DatedContinuityLeg {
  return {
    _id: row.id,
    flight_number: flightNumberOf(row),
    datop_local: row.datopLocal,
    arrival_date: row.arrivalDate,
    depstn: row.depstn,
    arrstn: row.arrstn,
    registration: row.registration,
    material: row.material,
    std: row.std.toISOString(),
    sta: row.sta.toISOString(),
    etd: iso(row.etd),
    eta: iso(row.eta),
    atd: iso(row.pushback),
    control_taxi_on_blocks: iso(row.onBlocks),
    leg_status_timeline: row.status,
    delays: row.delays,
  };
}

/**
 * Every leg flown by one of `aircraft` (registrations now flying) with a date of operation from
 * `first` to `last`, anywhere in the network: what the aircraft-continuity check reads. Only the
 * columns it reads, in one statement.
 */
export async function aircraftLegs(
  db: DbOrTx,
  aircraft: readonly string[],
  first: string,
  last: string,
): Promise<DatedContinuityLeg[]> {
  if (aircraft.length === 0) return [];
  const rows = await db
    .select(continuityColumns)
    .from(legs)
    .where(and(between(legs.datopLocal, first, last), inArray(flyingNow, [...aircraft])));
  return rows.map(continuityLegOf);
}

/**
 * Each station's legs from local day `first` to `last` that are among `changed.legs` or flown
 * by one of `changed.aircraft`: every leg whose rows a change to them can move (decision 0060).
 * One statement for every station a write touched; a leg between two of them is on both.
 */
export async function changedLegsAt(
  db: DbOrTx,
  stations: readonly string[],
  range: { first: string; last: string },
  changed: { aircraft: readonly string[]; legs: readonly string[] },
): Promise<Map<string, StationLegs>> {
  const among = or(
    changed.legs.length > 0 ? inArray(legs.id, [...changed.legs]) : undefined,
    changed.aircraft.length > 0 ? inArray(flyingNow, [...changed.aircraft]) : undefined,
  );
  const byStation = new Map<string, { arrivals: Leg[]; departures: Leg[] }>(
    stations.map((station) => [station, { arrivals: [], departures: [] }]),
  );
  if (!among || stations.length === 0) return byStation;
  const rows = await db
    .select()
    .from(legs)
    .where(
      and(
        among,
        or(
          and(
            inArray(legs.arrstn, [...stations]),
            between(legs.arrivalDate, range.first, range.last),
          ),
          and(
            inArray(legs.depstn, [...stations]),
            between(legs.datopLocal, range.first, range.last),
          ),
        ),
      ),
    );
  const within = (day: string) => day >= range.first && day <= range.last;
  const shaped = await withConnections(db, rows);
  for (const leg of shaped) {
    const arriving = byStation.get(leg.arrstn);
    if (arriving && within(leg.arrival_date)) arriving.arrivals.push(leg);
    const leaving = byStation.get(leg.depstn);
    if (leaving && within(leg.datop_local)) leaving.departures.push(leg);
  }
  for (const side of byStation.values()) {
    side.arrivals.sort(arrivalOrder);
    side.departures.sort(departureOrder);
  }
  return byStation;
}

/**
 * One aircraft's arrivals at a station and departures from it on a local day: where its
 * overnight belongs is read from these.
 */
export async function aircraftAtStation(
  db: DbOrTx,
  aircraft: string,
  station: string,
  day: string,
): Promise<{ arrivals: StationMovement[]; departures: StationMovement[] }> {
  const rows = await db
    .select({
      id: legs.id,
      airline: legs.airline,
      flightNumber: legs.flightNumber,
      registration: legs.registration,
      status: legs.status,
      std: legs.std,
      sta: legs.sta,
      eta: legs.eta,
      arrives: sql<boolean>`${legs.arrstn} = ${station} and ${legs.arrivalDate} = ${day}`,
      departs: sql<boolean>`${legs.depstn} = ${station} and ${legs.datopLocal} = ${day}`,
    })
    .from(legs)
    .where(
      and(
        eq(flyingNow, aircraft),
        or(
          and(eq(legs.arrstn, station), eq(legs.arrivalDate, day)),
          and(eq(legs.depstn, station), eq(legs.datopLocal, day)),
        ),
      ),
    );
  const movement = (row: (typeof rows)[number]): StationMovement => ({
    _id: row.id,
    registration: row.registration,
    flight_number: flightNumberOf(row),
    leg_status_timeline: row.status,
    sta: row.sta.toISOString(),
    eta: iso(row.eta),
    std: row.std.toISOString(),
  });
  // In the order of the station day's lists, which decides between movements at the same minute.
  return {
    arrivals: rows
      .filter((r) => r.arrives)
      .map(movement)
      .sort(arrivalOrder),
    // A flight back to where it left from is both.
    departures: rows
      .filter((r) => r.departs)
      .map(movement)
      .sort(departureOrder),
  };
}
