import {
  type ChangeMarker,
  delayCodesText,
  delayMinutes,
  groundTimeSku,
  isLate,
  type Leg,
  type LegStatus,
  minutesBetween,
  type PeaChange,
  type PeaComment,
  type PeaType,
  type SsrCounts,
} from '@board/domain';
import type { legs } from '../../db/schema/legs.ts';

export type LegRow = typeof legs.$inferSelect;
export interface ConnectionTotals {
  pax: number;
  bags: number;
}

/** A stored instant as the API writes it: ISO 8601 UTC text, or null. */
export const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A stored flight's number as the API writes it: designator and number, e.g. LA2045. */
export const flightNumberOf = (row: { airline: string; flightNumber: string }) =>
  `${row.airline}${row.flightNumber}`;

const lateBy = isLate;

/** YELLOW when a side's stand field now differs from the original allocation (entry 0). */
function standMarker(
  history: PeaChange[],
  field: 'type' | 'number' | 'tape_hall',
  now: string | null,
): ChangeMarker | null {
  if (history.length < 2) return null;
  return (history[0]?.[field] ?? null) !== now ? 'YELLOW' : null;
}

function pushbackMarker(row: LegRow): ChangeMarker | null {
  if (row.pushback) return lateBy(row.std, row.pushback) ? 'RED' : 'GREEN';
  return lateBy(row.std, row.etd) ? 'RED' : null;
}

/** The feed's stand history with the station's comments, matched by index. */
function withComments(history: PeaChange[], comments: PeaComment[]): PeaChange[] {
  const byIndex = new Map(comments.map((c) => [c.index, c.comment]));
  return history.map((entry) => ({ ...entry, comment: byIndex.get(entry.index) ?? '' }));
}

/** Every code, 0 for one the feed never sent. */
function ssrCounts(stored: Partial<SsrCounts>): SsrCounts {
  return {
    INAD: stored.INAD ?? 0,
    WCHR: stored.WCHR ?? 0,
    WCHC: stored.WCHC ?? 0,
    WCHS: stored.WCHS ?? 0,
    AVIH: stored.AVIH ?? 0,
    PETC: stored.PETC ?? 0,
  };
}

/**
 * The leg record of the API from its stored row and its connection totals.
 *
 * One object literal on purpose: spreading parts built apart into it made V8 copy the record's
 * 80 properties one at a time, and doubled the time of an uncached 1,500-leg list (`npm run
 * bench`). The groups below are the parts.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one literal of 80 fields, on purpose (above)
export function toLeg(row: LegRow, connections: ConnectionTotals | undefined): Leg {
  const { delays } = row;
  const arrivalStands = row.peaChangesArrival;
  const departureStands = row.peaChangesDeparture;
  return {
    // Who flies what, when: the flight, its stations and registration, schedule and actual times.
    _id: row.id,
    version: row.version,
    airline: row.airline,
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
    leg_status_timeline: row.status as LegStatus | null,
    control_taxi_landed: iso(row.landed),
    control_taxi_on_blocks: iso(row.onBlocks),
    control_taxi_time: minutesBetween(row.landed, row.onBlocks),
    control_taxi_pushback: iso(row.pushback),
    control_taxi_toff: iso(row.takeoff),
    change_registration: row.changeRegistration ? 'YELLOW' : null,
    change_control_landed: lateBy(row.sta, row.landed ?? row.eta) ? 'RED' : null,
    change_control_pushback: pushbackMarker(row),
    updated_at: row.updatedAt.toISOString(),

    // Both sides' stands (PEA) as allocated now, their markers and their histories.
    pea_type_arrival: row.peaTypeArrival as PeaType | null,
    pea_number_arrival: row.peaNumberArrival,
    pea_tape: row.peaTape,
    change_pea_type_arrival: standMarker(arrivalStands, 'type', row.peaTypeArrival),
    change_pea_number_arrival: standMarker(arrivalStands, 'number', row.peaNumberArrival),
    change_pea_tape: standMarker(arrivalStands, 'tape_hall', row.peaTape),
    summary_pea_changes_arrival: withComments(arrivalStands, row.peaCommentsArrival),
    pea_type_departure: row.peaTypeDeparture as PeaType | null,
    pea_number_departure: row.peaNumberDeparture,
    pea_hall_departure: row.peaHallDeparture,
    change_pea_type_departure: standMarker(departureStands, 'type', row.peaTypeDeparture),
    change_pea_number_departure: standMarker(departureStands, 'number', row.peaNumberDeparture),
    change_pea_hall_departure: standMarker(departureStands, 'tape_hall', row.peaHallDeparture),
    summary_pea_changes_departure: withComments(departureStands, row.peaCommentsDeparture),

    // What the station recorded on the leg (section 3), with the totals worked out from it.
    cda_assigned: row.cdaAssigned,
    cda_assigned_arrival: row.cdaAssignedArrival,
    trailers_arrival: row.trailersArrival,
    trailers_departure: row.trailersDeparture,
    additional_services_arrival: row.servicesArrival,
    additional_services_departure: row.servicesDeparture,
    additional_services: [...row.servicesArrival, ...row.servicesDeparture],
    delays,
    delays_codes: delayCodesText(delays),
    delays_min_total: delayMinutes(delays),
    overnight: row.overnight,
    milestones_arrival: row.milestonesArrival,
    milestones_departure: row.milestonesDeparture,

    // Passengers, bags, load and crew, and the connections into the departure.
    paxs_boarded: {
      count: { adult: row.paxAdult, infant: row.paxInfant },
      ssrs: ssrCounts(row.ssrs),
    },
    baggage_total: row.baggageTotal,
    baggage_weight_total: row.baggageWeightTotal,
    load: row.load,
    capacity: row.capacity,
    occupational_factor: row.capacity ? Math.round((100 * row.paxAdult) / row.capacity) : null,
    crew: row.crew,
    crew_type: row.crewType,
    pax_connection: connections?.pax ?? 0,
    bags_connection: connections?.bags ?? 0,
    connection: {
      datop_local: row.datopLocal,
      depstn: row.depstn,
      flight_number: flightNumberOf(row),
    },

    turn_around_sku_arrival: groundTimeSku(row.material),
    turn_around_sku_departure: groundTimeSku(row.material),
    // Known only once the day is paired (legs.service): a leg alone has no turnaround.
    turn_around_time_arrival: null,
    turn_around_actual_time_arrival: null,
    turn_around_gantt_vinculate: null,
    turn_around_time_departure: null,
    turn_around_actual_time_departure: null,
    turn_around_gantt: null,
  };
}
