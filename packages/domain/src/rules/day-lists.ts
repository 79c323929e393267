import type { LegsChangedEvent } from '../schemas/board-events.ts';
import type { ContinuityViolation } from '../schemas/continuity.ts';
import type { Leg, TurnaroundRow } from '../schemas/legs.ts';
import { currentRegistration } from '../schemas/registrations.ts';
import { isLate } from './ground-time.ts';
import { arrivalOrder, departureOrder, turnaroundOrder } from './list-order.ts';
import { daysShowing, dayTurnarounds, legsOfDay, type StationLegs } from './turnaround.ts';

/** Every list a station day's board shows of its legs, each in its order (list-order.ts). */
export interface DayLists {
  readonly arrivals: Leg[];
  readonly departures: Leg[];
  readonly general: TurnaroundRow[];
  readonly delays: Leg[];
}

/** Lists as a cache keeps them, read only. */
export type KeptLists = { readonly [list in keyof DayLists]: readonly DayLists[list][number][] };

/**
 * What a change replaces in a station day's lists (decision 0060): every row of the aircraft it
 * names (registrations now flying) and of the legs it names, by the rows in `lists`, which are
 * that station day's rows of those aircraft and legs as they are now.
 */
export interface DayDelta {
  readonly day: string;
  readonly aircraft: readonly string[];
  readonly legs: readonly string[];
  readonly lists: DayLists;
}

/** Delayed beyond the tolerance, by the push back once known, else by the estimate. */
const isDelayed = (leg: Leg) => isLate(leg.std, leg.atd ?? leg.etd);

/** A station's legs, each carrying what the aircraft-continuity check found at it, if anything. */
export function withContinuity(
  around: StationLegs,
  found: ReadonlyMap<string, ContinuityViolation[]>,
): StationLegs {
  const mark = (leg: Leg) => {
    const continuity = found.get(leg._id);
    return continuity ? { ...leg, continuity } : leg;
  };
  return { arrivals: around.arrivals.map(mark), departures: around.departures.map(mark) };
}

/**
 * A station day's lists from its legs and the days' either side (`around`, each side in its
 * list order, continuity marked): the delays are the day's departures late or with delays
 * recorded, not cancelled, as stored (without their turnaround's times).
 */
export function dayLists(day: string, around: StationLegs): DayLists {
  const { general, arrivals, departures } = dayTurnarounds(day, around);
  const delays = legsOfDay(day, around).departures.filter(
    (leg) => (leg.delays.length > 0 || isDelayed(leg)) && leg.leg_status_timeline !== 'CANCELED',
  );
  return { arrivals, departures, general, delays };
}

/**
 * The delta of a change to `legs`, flown before or after it by `aircraft`, for a station day:
 * `around` holds the station's legs of the day and its neighbours that are those legs or are
 * flown by those aircraft, as they are now. The aircraft's turns pair among its own legs, and
 * its continuity marks come from its own legs, so these are all the rows the change can move.
 */
export function dayDelta(
  day: string,
  changed: { aircraft: readonly string[]; legs: readonly string[] },
  around: StationLegs,
): DayDelta {
  return { day, aircraft: changed.aircraft, legs: changed.legs, lists: dayLists(day, around) };
}

/** Whether a leg's rows are among those a delta replaces. */
function replacedBy(delta: DayDelta) {
  const aircraft = new Set(delta.aircraft);
  const legs = new Set(delta.legs);
  return (leg: Leg | null) => {
    if (leg === null) return false;
    return legs.has(leg._id) || aircraft.has(currentRegistration(leg.registration));
  };
}

/** `rows` without those `gone` finds, and `added` (in order) merged in at their places. */
function merged<T>(
  rows: readonly T[],
  gone: (row: T) => boolean,
  added: readonly T[],
  order: (a: T, b: T) => number,
): T[] {
  const kept = rows.filter((row) => !gone(row));
  if (added.length === 0) return kept;
  const out: T[] = [];
  let next = 0;
  for (const row of kept) {
    while (next < added.length && order(added[next] as T, row) < 0) out.push(added[next++] as T);
    out.push(row);
  }
  while (next < added.length) out.push(added[next++] as T);
  return out;
}

const ORDERS = {
  arrivals: arrivalOrder,
  departures: departureOrder,
  general: turnaroundOrder,
  delays: departureOrder,
} as const;

/**
 * One of a station day's lists with a delta applied: the rows it replaces gone, its rows that
 * `shown` keeps (a board's search) in at their places.
 */
export function patchList<K extends keyof DayLists>(
  kind: K,
  rows: KeptLists[K],
  delta: DayDelta,
  shown: (row: DayLists[K][number]) => boolean = () => true,
): DayLists[K] {
  type Row = DayLists[K][number];
  const replaced = replacedBy(delta);
  const gone =
    kind === 'general'
      ? (row: Row) => {
          const turn = row as TurnaroundRow;
          return replaced(turn.arrival) || replaced(turn.departure);
        }
      : (row: Row) => replaced(row as Leg);
  const order = ORDERS[kind] as (a: Row, b: Row) => number;
  const added = (delta.lists[kind] as readonly Row[]).filter(shown);
  return merged(rows as readonly Row[], gone, added, order) as DayLists[K];
}

/**
 * A station day's lists with a delta applied: the rows it replaces gone, its rows in at their
 * places. The same lists as built again from the changed legs (day-lists.property.test.ts).
 */
export function applyDayDelta(lists: KeptLists, delta: DayDelta): DayLists {
  return {
    arrivals: patchList('arrivals', lists.arrivals, delta),
    departures: patchList('departures', lists.departures, delta),
    general: patchList('general', lists.general, delta),
    delays: patchList('delays', lists.delays, delta),
  };
}

/**
 * What a station's change does to one of its days, for whoever keeps the day's lists (the
 * server's cache, a board): nothing if the day does not show it, its delta, or "read the day
 * again" when it came without the day's rows (too many aircraft, or its rows were lost).
 */
export function changeOnDay(
  event: LegsChangedEvent,
  day: string,
): { delta: DayDelta } | 'not-shown' | 'read-again' {
  const delta = event.deltas?.find((d) => d.day === day);
  if (!delta && !event.days.some((touched) => daysShowing(touched).includes(day)))
    return 'not-shown';
  if (!delta?.lists) return 'read-again';
  return { delta: { ...delta, lists: delta.lists } };
}
