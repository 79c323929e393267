import { isCancelledLeg } from '../lists/cell-values.ts';
import { minimumGroundTime } from '../rules/ground-time.ts';
import type { Leg, PeaType, TurnaroundRow } from '../schemas/legs.ts';

/** A stand as the timeline's rows show it: its number, and its kind when known. */
export interface StandKey {
  number: string;
  type: PeaType | null;
}

/** One side of a bar: the leg it opens, by side. */
export interface BarLeg {
  leg: Leg;
  side: 'arrival' | 'departure';
}

/**
 * An aircraft's time on one stand: a turnaround, or its part before or after a tow to another
 * stand. Times are instants (ms). The best-known part runs from the actual (else estimated, else
 * scheduled) on-block to the actual (else estimated, else scheduled) off-block; the scheduled
 * part from STA to STD.
 */
export interface TimelineBar {
  /** Unique among the day's bars: the turnaround's legs, and the part after a tow. */
  id: string;
  stand: StandKey | null;
  registration: string | null;
  material: string | null;
  start: number;
  end: number;
  scheduledStart: number | null;
  scheduledEnd: number | null;
  /** Whether the start, and the end, are times that happened (on-block, push back). */
  actualStart: boolean;
  actualEnd: boolean;
  /** An arrival with no departure yet runs on (open end); a departure with no arrival came before. */
  openStart: boolean;
  openEnd: boolean;
  cancelled: boolean;
  arrival: BarLeg | null;
  departure: BarLeg | null;
  delayCodes: string;
  /** The bar this one was towed from (the part before the tow), when the stands differ. */
  towedFrom: string | null;
}

const at = (value: string | null | undefined): number | null =>
  value ? new Date(value).getTime() : null;

/** The registration flying now: before a slash ("new/old" right after a change). */
export const registrationNow = (leg: Leg | null): string | null =>
  leg?.registration ? (leg.registration.split('/')[0] ?? null) : null;

function arrivalStand(leg: Leg): StandKey | null {
  return leg.pea_number_arrival
    ? { number: leg.pea_number_arrival, type: leg.pea_type_arrival }
    : null;
}

function departureStand(leg: Leg): StandKey | null {
  return leg.pea_number_departure
    ? { number: leg.pea_number_departure, type: leg.pea_type_departure }
    : null;
}

const sameStand = (a: StandKey | null, b: StandKey | null) =>
  a !== null && b !== null && a.number === b.number;

/** The on-block side of a turnaround: actual, else estimated, else scheduled. */
function inbound(arrival: Leg) {
  const actual = at(arrival.control_taxi_on_blocks);
  return { at: actual ?? at(arrival.eta) ?? (at(arrival.sta) as number), actual: actual !== null };
}

/** The off-block side: the push back, else the estimate, else the schedule. */
function outbound(departure: Leg) {
  const actual = at(departure.control_taxi_pushback) ?? at(departure.atd);
  return {
    at: actual ?? at(departure.etd) ?? (at(departure.std) as number),
    actual: actual !== null,
  };
}

/**
 * The day's bars from the General board's rows. A turnaround whose departure leaves from
 * another stand than its arrival came to was towed: it becomes two bars, linked, split halfway
 * through its time on the ground (a tow's own time is not kept as an instant).
 */
export function timelineBars(rows: readonly TurnaroundRow[]): TimelineBar[] {
  return rows.flatMap((row) => barsOf(row));
}

function barsOf(row: TurnaroundRow): TimelineBar[] {
  const { arrival, departure } = row;
  if (!arrival && !departure) return [];
  const material = departure?.material ?? arrival?.material ?? null;
  const ground = minimumGroundTime(material) * 60_000;
  const start = arrival ? inbound(arrival) : null;
  const end = departure ? outbound(departure) : null;
  const startAt = start?.at ?? (end?.at as number) - ground;
  const endAt = end?.at ?? (start?.at as number) + ground;
  const base: TimelineBar = {
    id: `${row.arrival_id ?? '-'}|${row.departure_id ?? '-'}`,
    stand: (arrival && arrivalStand(arrival)) ?? (departure && departureStand(departure)),
    registration: registrationNow(departure ?? arrival),
    material,
    start: startAt,
    end: Math.max(endAt, startAt),
    scheduledStart: arrival ? at(arrival.sta) : null,
    scheduledEnd: departure ? at(departure.std) : null,
    actualStart: start?.actual ?? false,
    actualEnd: end?.actual ?? false,
    openStart: !arrival,
    openEnd: !departure,
    cancelled: isCancelledLeg(arrival) || isCancelledLeg(departure),
    arrival: arrival && { leg: arrival, side: 'arrival' },
    departure: departure && { leg: departure, side: 'departure' },
    delayCodes: departure?.delays_codes ?? '',
    towedFrom: null,
  };
  const to = departure ? departureStand(departure) : null;
  if (!arrival || !departure || !base.stand || !to || sameStand(base.stand, to)) {
    return [{ ...base, stand: base.stand ?? to }];
  }
  const tow = base.start + (base.end - base.start) / 2;
  return [
    { ...base, end: tow, scheduledEnd: null, actualEnd: false, departure: null, delayCodes: '' },
    {
      ...base,
      id: `${base.id}|tow`,
      stand: to,
      start: tow,
      scheduledStart: null,
      actualStart: false,
      arrival: null,
      towedFrom: base.id,
    },
  ];
}
