import type { Leg, TurnaroundRow } from '../schemas/legs.ts';
import { currentRegistration } from '../schemas/registrations.ts';
import { minimumGroundTime, minutesBetween } from './ground-time.ts';

type Event = { kind: 'arrival' | 'departure'; leg: Leg; at: number };

const arrivalTime = (leg: Leg) => new Date(leg.eta ?? leg.sta).getTime();
const departureTime = (leg: Leg) => new Date(leg.std).getTime();

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
 * Pairs a station day's arrivals with the same aircraft's next departure from the station. The
 * aircraft is the registration now flying (before any slash), so a registration change re-pairs.
 * A cancelled leg never pairs: the aircraft did not come or go with it. Rows follow the clock.
 */
export function pairTurnarounds(arrivals: Leg[], departures: Leg[]): TurnaroundRow[] {
  const rows: TurnaroundRow[] = [];
  const byAircraft = new Map<string, Event[]>();
  const add = (kind: Event['kind'], leg: Leg, at: number) => {
    const aircraft = currentRegistration(leg.registration);
    if (!aircraft || leg.leg_status_timeline === 'CANCELED') {
      rows.push(kind === 'arrival' ? turnaroundRow(leg, null) : turnaroundRow(null, leg));
      return;
    }
    const events = byAircraft.get(aircraft) ?? [];
    events.push({ kind, leg, at });
    byAircraft.set(aircraft, events);
  };
  for (const leg of arrivals) add('arrival', leg, arrivalTime(leg));
  for (const leg of departures) add('departure', leg, departureTime(leg));

  for (const events of byAircraft.values()) {
    events.sort((a, b) => a.at - b.at);
    let waiting: Leg | null = null;
    for (const event of events) {
      if (event.kind === 'arrival') {
        if (waiting) rows.push(turnaroundRow(waiting, null));
        waiting = event.leg;
      } else {
        rows.push(turnaroundRow(waiting, event.leg));
        waiting = null;
      }
    }
    if (waiting) rows.push(turnaroundRow(waiting, null));
  }
  return rows.sort((a, b) => rowTime(a) - rowTime(b));
}

function rowTime(row: TurnaroundRow): number {
  if (row.arrival) return new Date(row.arrival.sta).getTime();
  return row.departure ? new Date(row.departure.std).getTime() : 0;
}

/** The day's arrivals and departures in their own order, each with its turnaround's times. */
export function withTurnaroundTimes(
  arrivals: Leg[],
  departures: Leg[],
): { arrivals: Leg[]; departures: Leg[] } {
  const annotated = new Map<string, Leg>();
  for (const row of pairTurnarounds(arrivals, departures)) {
    if (row.arrival) annotated.set(row.arrival._id, row.arrival);
    if (row.departure) annotated.set(row.departure._id, row.departure);
  }
  const annotate = (leg: Leg) => annotated.get(leg._id) ?? leg;
  return { arrivals: arrivals.map(annotate), departures: departures.map(annotate) };
}
