import {
  addDays,
  type ChangeEntry,
  checkContinuity,
  type DayDeltaMessage,
  dayLists,
  daysShowing,
  type Leg,
  type StationLegs,
  sourceOfCall,
  withContinuity,
} from '@board/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { NewLegChange } from './leg-changes.repository.ts';
import { changedLegsAt, type DatedContinuityLeg } from './legs.repository.ts';

/**
 * A write touching more aircraft or legs than this is sent as "read the day again": a feed
 * import or a schedule file, rare, for which the rows would cost more than the reads they save.
 */
export const MOST_CHANGED_AS_ROWS = 8;

/** What a write changed: the legs, and the aircraft flying them before and after. */
export interface Changed {
  readonly aircraft: ReadonlySet<string>;
  readonly legs: ReadonlySet<string>;
}

const within = (day: string, first: string, last: string) => day >= first && day <= last;

/** The station's legs a day's board pairs over: that day's and its neighbours'. */
function aroundDay(read: StationLegs, day: string): StationLegs {
  const [first, last] = [addDays(day, -1), addDays(day, 1)];
  return {
    arrivals: read.arrivals.filter((leg) => within(leg.arrival_date, first, last)),
    departures: read.departures.filter((leg) => within(leg.datop_local, first, last)),
  };
}

function entriesOf(change: NewLegChange): ChangeEntry[] {
  const at = change.at.toISOString();
  const by = { name: change.userName, role: change.role, source: sourceOfCall(change.call) };
  return change.changes.map((c) => ({ ...c, at, by }));
}

/** The history a write recorded on the legs of one station day, for its change markers. */
function marksOf(
  read: StationLegs,
  day: string,
  history: readonly NewLegChange[],
): DayDeltaMessage['marks'] {
  const ofDay = new Map<string, Leg>();
  for (const leg of read.arrivals) if (leg.arrival_date === day) ofDay.set(leg._id, leg);
  for (const leg of read.departures) if (leg.datop_local === day) ofDay.set(leg._id, leg);
  return history.flatMap((change) => {
    const leg = ofDay.get(change.legId);
    if (!leg) return [];
    const changes = entriesOf(change);
    return [{ _id: leg._id, flight_number: leg.flight_number, author_id: change.userId, changes }];
  });
}

const reload = (day: string): DayDeltaMessage => ({
  day,
  aircraft: [],
  legs: [],
  lists: null,
  marks: [],
});

/** Every station day showing a write, to be read again: its deltas without rows. */
export function toReadAgain(
  stations: ReadonlyMap<string, readonly string[]>,
): Map<string, DayDeltaMessage[]> {
  return new Map(
    [...stations].map(([station, days]) => [
      station,
      [...new Set(days.flatMap(daysShowing))].sort().map(reload),
    ]),
  );
}

/** The day a write's reads start and end, `margin` days beyond the days it touched. */
function spanOf(stations: ReadonlyMap<string, readonly string[]>, margin: number) {
  const days = [...stations.values()].flat().sort();
  return {
    first: addDays(days[0] as string, -margin),
    last: addDays(days.at(-1) as string, margin),
  };
}

/** The days of the network's legs a write's deltas and marks read: its days, five either side. */
export const networkSpan = (stations: ReadonlyMap<string, readonly string[]>) =>
  spanOf(stations, 5);

/**
 * What a write changed on each station day whose board shows it (the days touched and their
 * neighbours), read in the write's transaction after the stations' numbers were taken: the rows
 * of the changed legs and aircraft as they are at those numbers (decision 0060). `network` holds
 * the changed aircraft's legs over `networkSpan`; each day's continuity marks are worked out
 * over the same days a full read of that day checks. One read serves every station.
 */
export async function stationDeltas(
  tx: DbOrTx,
  stations: ReadonlyMap<string, readonly string[]>,
  changed: Changed,
  history: readonly NewLegChange[],
  network: readonly DatedContinuityLeg[],
): Promise<Map<string, DayDeltaMessage[]>> {
  const showing = new Map(
    [...stations].map(([station, days]) => [
      station,
      [...new Set(days.flatMap(daysShowing))].sort(),
    ]),
  );
  const aircraft = [...changed.aircraft].filter((a) => a !== '');
  const legs = [...changed.legs];
  if (stations.size === 0) return new Map();
  if (aircraft.length > MOST_CHANGED_AS_ROWS || legs.length > MOST_CHANGED_AS_ROWS)
    return toReadAgain(stations);
  const reads = await changedLegsAt(tx, [...stations.keys()], spanOf(stations, 2), {
    aircraft,
    legs,
  });
  const checked = new Map<string, ReturnType<typeof checkContinuity>>();
  const marksOfDay = (day: string) => {
    let found = checked.get(day);
    if (!found) {
      const [from, to] = [addDays(day, -2), addDays(day, 2)];
      found = checkContinuity(network.filter((leg) => within(leg.datop_local, from, to)));
      checked.set(day, found);
    }
    return found;
  };
  return new Map(
    [...showing].map(([station, days]) => {
      const read = reads.get(station) ?? { arrivals: [], departures: [] };
      const deltas = days.map((day) => {
        const lists = dayLists(day, withContinuity(aroundDay(read, day), marksOfDay(day)));
        return { day, aircraft, legs, lists, marks: marksOf(read, day, history) };
      });
      return [station, deltas];
    }),
  );
}
