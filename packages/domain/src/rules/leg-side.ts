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
    day: 'arrival_date',
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
    day: 'datop_local',
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

/** One side of a leg by what its fields hold: its station and local day, stand, records. */
export function sideOf(leg: Leg, side: LegSide) {
  const fields = SIDE_FIELDS[side];
  return {
    station: leg[fields.station],
    day: leg[fields.day],
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
