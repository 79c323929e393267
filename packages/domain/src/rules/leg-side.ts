import type { LegSide } from '../permissions/leg-edits.ts';
import type { Leg } from '../schemas/legs.ts';

/**
 * Which field of a leg holds each thing for each side: the one place that knows that an
 * arrival's stand tape is `pea_tape` and a departure's dispatcher is `cda_assigned`. The
 * recorded parts agree with EDITABLE_FIELD_SIDES (a test holds them to it).
 */
export const SIDE_FIELDS = {
  arrival: {
    station: 'arrstn',
    otherEnd: 'depstn',
    day: 'arrival_date',
    scheduled: 'sta',
    estimated: 'eta',
    actual: 'control_taxi_landed',
    cda: 'cda_assigned_arrival',
    trailers: 'trailers_arrival',
    services: 'additional_services_arrival',
    milestones: 'milestones_arrival',
    peaType: 'pea_type_arrival',
    peaNumber: 'pea_number_arrival',
    peaTapeHall: 'pea_tape',
    peaChanges: 'summary_pea_changes_arrival',
    peaNumberMarker: 'change_pea_number_arrival',
    peaTypeMarker: 'change_pea_type_arrival',
  },
  departure: {
    station: 'depstn',
    otherEnd: 'arrstn',
    day: 'datop_local',
    scheduled: 'std',
    estimated: 'etd',
    actual: 'control_taxi_pushback',
    cda: 'cda_assigned',
    trailers: 'trailers_departure',
    services: 'additional_services_departure',
    milestones: 'milestones_departure',
    peaType: 'pea_type_departure',
    peaNumber: 'pea_number_departure',
    peaTapeHall: 'pea_hall_departure',
    peaChanges: 'summary_pea_changes_departure',
    peaNumberMarker: 'change_pea_number_departure',
    peaTypeMarker: 'change_pea_type_departure',
  },
} as const satisfies Record<LegSide, Record<string, keyof Leg>>;

/** A side's three times by their codes, which read the same in both languages. */
export const SIDE_TIME_CODES = {
  arrival: { scheduled: 'STA', estimated: 'ETA', actual: 'ATA' },
  departure: { scheduled: 'STD', estimated: 'ETD', actual: 'ATD' },
} as const satisfies Record<LegSide, Record<string, string>>;

/**
 * One side of a leg by what its fields hold: its station, the other end of the flight, its local
 * day and times (scheduled, estimated, actual: landing or pushback), stand and records.
 */
export function sideOf(leg: Leg, side: LegSide) {
  const fields = SIDE_FIELDS[side];
  return {
    station: leg[fields.station],
    otherEnd: leg[fields.otherEnd],
    day: leg[fields.day],
    scheduled: leg[fields.scheduled],
    estimated: leg[fields.estimated],
    actual: leg[fields.actual],
    cda: leg[fields.cda],
    trailers: leg[fields.trailers],
    services: leg[fields.services],
    milestones: leg[fields.milestones],
    peaType: leg[fields.peaType],
    peaNumber: leg[fields.peaNumber],
    peaTapeHall: leg[fields.peaTapeHall],
    peaChanges: leg[fields.peaChanges],
    peaNumberMarker: leg[fields.peaNumberMarker],
    peaTypeMarker: leg[fields.peaTypeMarker],
  };
}
