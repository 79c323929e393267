import {
  addDays,
  type ChangeEntry,
  checkContinuity,
  currentRegistration,
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
import { aircraftLegs, changedLegsAround } from './legs.repository.ts';

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

/**
 * What a write changed on each station day whose board shows it (the days touched and their
 * neighbours), read in the write's transaction after the station's number was taken: the rows
 * of the changed legs and aircraft as they are at that number (decision 0060). Each day's
 * continuity marks are worked out over the same days a full read of that day checks.
 */
export async function stationDeltas(
  tx: DbOrTx,
  station: string,
  days: readonly string[],
  changed: Changed,
  history: readonly NewLegChange[],
): Promise<DayDeltaMessage[]> {
  const showing = [...new Set(days.flatMap(daysShowing))].sort();
  const aircraft = [...changed.aircraft].filter((a) => a !== '');
  const legs = [...changed.legs];
  if (aircraft.length > MOST_CHANGED_AS_ROWS || legs.length > MOST_CHANGED_AS_ROWS)
    return showing.map(reload);
  const [first, last] = [showing[0] as string, showing.at(-1) as string];
  const range = { first: addDays(first, -1), last: addDays(last, 1) };
  const read = await changedLegsAround(tx, station, range, { aircraft, legs });
  const flying = new Set(aircraft);
  for (const leg of [...read.arrivals, ...read.departures]) {
    const now = currentRegistration(leg.registration);
    if (now) flying.add(now);
  }
  const network = await aircraftLegs(tx, [...flying], addDays(first, -2), addDays(last, 2));
  return showing.map((day) => {
    const [from, to] = [addDays(day, -2), addDays(day, 2)];
    const checked = checkContinuity(network.filter((leg) => within(leg.datop_local, from, to)));
    const lists = dayLists(day, withContinuity(aroundDay(read, day), checked));
    return { day, aircraft, legs, lists, marks: marksOf(read, day, history) };
  });
}
