import type { Leg, TurnaroundRow } from '../schemas/legs.ts';
import { currentRegistration } from '../schemas/registrations.ts';
import { isCalendarDay } from './calendar.ts';
import { minimumGroundTime, minutesBetween } from './ground-time.ts';
import { arrivalOrder, departureOrder, turnaroundOrder } from './list-order.ts';
import { addDays } from './local-time.ts';

/** A station's arrivals and departures, each side in its list order. */
export interface StationLegs {
  readonly arrivals: readonly Leg[];
  readonly departures: readonly Leg[];
}

/** An aircraft coming to or leaving the station, at the minute its schedule plans it. */
interface Movement {
  kind: 'arrival' | 'departure';
  leg: Leg;
  at: number;
}

/**
 * At the same minute the arrival comes first: a turn of no ground time, not a departure alone.
 * Then each side's list order, so that the pairing depends on the legs, never on their order.
 */
function scheduleOrder(a: Movement, b: Movement): number {
  const byTime = a.at - b.at || Number(a.kind === 'departure') - Number(b.kind === 'departure');
  if (byTime !== 0) return byTime;
  return a.kind === 'arrival' ? arrivalOrder(a.leg, b.leg) : departureOrder(a.leg, b.leg);
}

/** A turnaround of two legs (either may be missing), each leg carrying the row's ground times. */
export function turnaroundRow(arrival: Leg | null, departure: Leg | null): TurnaroundRow {
  const paired = arrival !== null && departure !== null;
  const estimated = paired
    ? minutesBetween(arrival.eta ?? arrival.sta, departure.etd ?? departure.std)
    : null;
  const actual = paired
    ? minutesBetween(arrival.control_taxi_on_blocks, departure.control_taxi_pushback)
    : null;
  const gantt = departure ? minimumGroundTime(departure.material) : null;
  return {
    arrival_id: arrival?._id ?? null,
    departure_id: departure?._id ?? null,
    arrival: arrival && {
      ...arrival,
      turn_around_time_arrival: estimated,
      turn_around_actual_time_arrival: actual,
      turn_around_gantt_vinculate: paired ? gantt : null,
    },
    departure: departure && {
      ...departure,
      turn_around_time_departure: estimated,
      turn_around_actual_time_departure: actual,
      turn_around_gantt: paired ? gantt : null,
    },
    next_flight_number: paired ? departure.flight_number : null,
    turn_around_time: paired ? minutesBetween(arrival.sta, departure.std) : null,
    turn_around_estimated_time: estimated,
    turn_around_actual_time: actual,
    turn_around_gantt: gantt,
  };
}

/**
 * Pairs each arrival with the same aircraft's next departure from the station. The aircraft is
 * the registration now flying (before any slash), so a swap pairs the departure with the new
 * aircraft's inbound and leaves the old one's alone. The pairing follows the schedule (arrivals
 * by STA, departures by STD): estimates and actual times change a turn's ground times, never its
 * legs, so a late inbound keeps its outbound and a departure back at the ramp keeps its turn.
 * A cancelled leg never pairs (the aircraft did not come or go with it) and is skipped in the
 * aircraft's sequence. Rows follow the clock (`turnaroundOrder`).
 */
export function pairTurnarounds(
  arrivals: readonly Leg[],
  departures: readonly Leg[],
): TurnaroundRow[] {
  const rows: TurnaroundRow[] = [];
  const byAircraft = new Map<string, Movement[]>();
  const add = (kind: Movement['kind'], leg: Leg, scheduled: string) => {
    const aircraft = currentRegistration(leg.registration);
    if (!aircraft || leg.leg_status_timeline === 'CANCELED') {
      rows.push(kind === 'arrival' ? turnaroundRow(leg, null) : turnaroundRow(null, leg));
      return;
    }
    const movements = byAircraft.get(aircraft) ?? [];
    movements.push({ kind, leg, at: new Date(scheduled).getTime() });
    byAircraft.set(aircraft, movements);
  };
  for (const leg of arrivals) add('arrival', leg, leg.sta);
  for (const leg of departures) add('departure', leg, leg.std);

  for (const movements of byAircraft.values()) {
    movements.sort(scheduleOrder);
    let waiting: Leg | null = null;
    for (const movement of movements) {
      if (movement.kind === 'arrival') {
        if (waiting) rows.push(turnaroundRow(waiting, null));
        waiting = movement.leg;
      } else {
        rows.push(turnaroundRow(waiting, movement.leg));
        waiting = null;
      }
    }
    if (waiting) rows.push(turnaroundRow(waiting, null));
  }
  return rows.sort(turnaroundOrder);
}

/** A station's legs of one local day: arrivals by local arrival date, departures by datop_local. */
export function legsOfDay(day: string, legs: StationLegs): StationLegs {
  return {
    arrivals: legs.arrivals.filter((leg) => leg.arrival_date === day),
    departures: legs.departures.filter((leg) => leg.datop_local === day),
  };
}

/** What a station day's board shows of its turnarounds. */
export interface DayTurnarounds {
  /** The General board: every turnaround with a leg of the day, its other leg on any day. */
  general: TurnaroundRow[];
  /** The day's arrivals and departures in the order given, each with its turnaround's times. */
  arrivals: Leg[];
  departures: Leg[];
}

/**
 * A station day's turnarounds, paired over `around`: the station's legs of the day and of the
 * local days either side. An aircraft landing at 23:40 and leaving at 06:10 is then one turn,
 * shown on both days' General board, and both days' lists carry its ground times. The pairing
 * reaches one day each way: an aircraft whose previous or next movement at the station is two
 * local days away shows that leg unpaired.
 */
export function dayTurnarounds(day: string, around: StationLegs): DayTurnarounds {
  const own = legsOfDay(day, around);
  const ownArrivals = new Set(own.arrivals.map((leg) => leg._id));
  const ownDepartures = new Set(own.departures.map((leg) => leg._id));
  const rows = pairTurnarounds(around.arrivals, around.departures);
  // Keyed per side: a leg leaving from and coming back to the station is on both lists.
  const arrivalsOf = new Map<string, Leg>();
  const departuresOf = new Map<string, Leg>();
  for (const row of rows) {
    if (row.arrival) arrivalsOf.set(row.arrival._id, row.arrival);
    if (row.departure) departuresOf.set(row.departure._id, row.departure);
  }
  return {
    general: rows.filter(
      (row) =>
        (row.arrival !== null && ownArrivals.has(row.arrival._id)) ||
        (row.departure !== null && ownDepartures.has(row.departure._id)),
    ),
    arrivals: own.arrivals.map((leg) => arrivalsOf.get(leg._id) ?? leg),
    departures: own.departures.map((leg) => departuresOf.get(leg._id) ?? leg),
  };
}

/**
 * The station days whose boards show a change to a leg of `day`: the day and, since turnarounds
 * pair one day each way, its neighbours. What is not a calendar day names only itself.
 */
export function daysShowing(day: string): string[] {
  return isCalendarDay(day) ? [addDays(day, -1), day, addDays(day, 1)] : [day];
}
