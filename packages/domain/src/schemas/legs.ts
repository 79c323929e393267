import { z } from 'zod';
import { continuityViolationSchema } from './continuity.ts';
import { overnightRecordSchema } from './overnight.ts';

/**
 * The leg record every list call answers, with the field names of the specification. Instants
 * are ISO 8601 UTC strings; the client shows them in the board station's time zone. Editable
 * parts (CDA, trailers, services, delays, overnight, milestones) stay empty until recorded.
 */

export const LEG_STATUSES = ['CANCELED', 'RESCHEDULED', 'CONFIRMED'] as const;
export const legStatusSchema = z.enum(LEG_STATUSES);

/** Translation key of a leg status as the boards write it (CNLD, Reprogramado, Confirmado). */
export const STATUS_KEYS: Record<z.infer<typeof legStatusSchema>, string> = {
  CANCELED: 'board.status.cancelled',
  RESCHEDULED: 'board.status.rescheduled',
  CONFIRMED: 'board.status.confirmed',
};
export type LegStatus = z.infer<typeof legStatusSchema>;

/** Change colour markers: RED delayed, YELLOW registration or stand change, GREEN pushed back. */
export const changeMarkerSchema = z.enum(['RED', 'YELLOW', 'GREEN']);
export type ChangeMarker = z.infer<typeof changeMarkerSchema>;

export const PEA_TYPES = ['bridge', 'remote'] as const;
export const peaTypeSchema = z.enum(PEA_TYPES);
export type PeaType = z.infer<typeof peaTypeSchema>;

const instant = z.string().nullable();
const count = z.number().int().nullable();

/** A stand (PEA) entry: index 0 is the original allocation, later ones the changes. */
export const peaChangeSchema = z.object({
  index: z.number().int(),
  date: z.string(),
  type: peaTypeSchema.nullable(),
  number: z.string().nullable(),
  tape_hall: z.string().nullable(),
  comment: z.string(),
});
export type PeaChange = z.infer<typeof peaChangeSchema>;

/** The station's comment on one entry of a stand history. */
export interface PeaComment {
  index: number;
  comment: string;
}

export const cdaSchema = z.object({
  name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  display_name: z.string(),
});
export type Cda = z.infer<typeof cdaSchema>;

export const crewMemberSchema = z.object({
  position: z.string(),
  name: z.string(),
  initials: z.string(),
  crew_number: z.string(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

export const SSR_CODES = ['INAD', 'WCHR', 'WCHC', 'WCHS', 'AVIH', 'PETC'] as const;
export const ssrCountsSchema = z.object(
  Object.fromEntries(SSR_CODES.map((c) => [c, z.number().int()])) as Record<
    (typeof SSR_CODES)[number],
    z.ZodNumber
  >,
);
export type SsrCounts = z.infer<typeof ssrCountsSchema>;

export const delayEntrySchema = z.object({
  delay: z.object({ code: z.string(), name: z.string(), iataResponsible: z.string() }),
  minutes: z.number().int(),
  description: z.string(),
  last_editor: z.object({ name: z.string(), role: z.string() }).nullable(),
  last_update: z.string().nullable(),
  modified_by_duty: z.boolean(),
  isUpdated: z.boolean().optional(),
  /** MVT when the entry came from a movement message and the station has not edited it since. */
  source: z.literal('MVT').optional(),
  /** The AHM 731 sub-code letter a movement message gave the code (`A` of `93A`). */
  sub_code: z.string().optional(),
});
export type DelayEntry = z.infer<typeof delayEntrySchema>;

/** Start and end as typed (HH:MM or blank), and the minutes between them worked out. */
const durationRecord = z.object({ start: z.string(), end: z.string(), total: count });
const standRecord = z.object({ tape_hall: z.string(), number: z.string() });

/** A tow recorded on one side of a leg (section 3, Trailer item). */
export const trailerRecordSchema = z.object({
  trailer: z.object({
    code: z.number().int().nullable(),
    name: z.string(),
    description_pea: standRecord,
    overnight_stay: z.string(),
  }),
  duration: durationRecord,
  original_pea: standRecord,
  equipment_number: z.string(),
  operator_name: z.string(),
  description: z.string(),
  additional_service: z.boolean(),
});
export type TrailerRecord = z.infer<typeof trailerRecordSchema>;

/** An additional service recorded on one side of a leg. */
export const serviceRecordSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  duration: durationRecord,
});
export type ServiceRecord = z.infer<typeof serviceRecordSchema>;

/**
 * Milestones as stored: read field by field through milestonesArrivalForm and
 * milestonesDepartureForm, so a record from an older layout never fails a whole board.
 */
const recordedObject = z.record(z.string(), z.unknown()).nullable();

export const legSchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  airline: z.string(),
  /** Airline designator and number, e.g. LA2045. */
  flight_number: z.string(),
  /** Local date of operation at the departure station, YYYY-MM-DD. */
  datop_local: z.string(),
  /** Local date of the scheduled arrival at the arrival station, YYYY-MM-DD. */
  arrival_date: z.string(),
  depstn: z.string(),
  arrstn: z.string(),
  /** Current registration without the CC- prefix; "new/old" right after a change. */
  registration: z.string().nullable(),
  material: z.string().nullable(),
  std: z.string(),
  sta: z.string(),
  etd: instant,
  eta: instant,
  /** Actual time of departure: the push back. */
  atd: instant,
  leg_status_timeline: legStatusSchema.nullable(),
  control_taxi_landed: instant,
  control_taxi_on_blocks: instant,
  /** Taxi-in minutes, landed to on blocks. */
  control_taxi_time: count,
  control_taxi_pushback: instant,
  control_taxi_toff: instant,
  change_registration: changeMarkerSchema.nullable(),
  change_control_landed: changeMarkerSchema.nullable(),
  change_control_pushback: changeMarkerSchema.nullable(),
  pea_type_arrival: peaTypeSchema.nullable(),
  pea_number_arrival: z.string().nullable(),
  pea_tape: z.string().nullable(),
  change_pea_type_arrival: changeMarkerSchema.nullable(),
  change_pea_number_arrival: changeMarkerSchema.nullable(),
  change_pea_tape: changeMarkerSchema.nullable(),
  summary_pea_changes_arrival: z.array(peaChangeSchema),
  pea_type_departure: peaTypeSchema.nullable(),
  pea_number_departure: z.string().nullable(),
  pea_hall_departure: z.string().nullable(),
  change_pea_type_departure: changeMarkerSchema.nullable(),
  change_pea_number_departure: changeMarkerSchema.nullable(),
  change_pea_hall_departure: changeMarkerSchema.nullable(),
  summary_pea_changes_departure: z.array(peaChangeSchema),
  cda_assigned: cdaSchema.nullable(),
  cda_assigned_arrival: cdaSchema.nullable(),
  trailers_arrival: z.array(trailerRecordSchema),
  trailers_departure: z.array(trailerRecordSchema),
  additional_services_arrival: z.array(serviceRecordSchema),
  additional_services_departure: z.array(serviceRecordSchema),
  /** Every additional service recorded on the leg, the arrival's then the departure's (read only). */
  additional_services: z.array(serviceRecordSchema),
  paxs_boarded: z.object({
    count: z.object({ adult: z.number().int(), infant: z.number().int() }),
    ssrs: ssrCountsSchema,
  }),
  baggage_total: count,
  baggage_weight_total: count,
  /** Cargo and mail load in Kg. */
  load: count,
  capacity: count,
  /** Seats taken over capacity, in percent. */
  occupational_factor: count,
  crew: z.array(crewMemberSchema),
  crew_type: z.string().nullable(),
  delays: z.array(delayEntrySchema),
  /** Codes of the delay entries joined with "/", empty when none. */
  delays_codes: z.string(),
  delays_min_total: z.number().int(),
  pax_connection: z.number().int(),
  bags_connection: z.number().int(),
  /** The query of this departure's connection list: GET /v1/connection/list with these values. */
  connection: z.object({
    datop_local: z.string(),
    depstn: z.string(),
    flight_number: z.string(),
  }),
  /** Ground-time product of the aircraft type and the station, e.g. "A320-45". */
  turn_around_sku_arrival: z.string().nullable(),
  turn_around_sku_departure: z.string().nullable(),
  /**
   * The turnaround this leg belongs to, in minutes, as on the General board (null when the leg
   * does not pair): the arrival's estimated, actual and Gantt ground times…
   */
  turn_around_time_arrival: count,
  turn_around_actual_time_arrival: count,
  turn_around_gantt_vinculate: count,
  /** …and the same seen from the departure. */
  turn_around_time_departure: count,
  turn_around_actual_time_departure: count,
  turn_around_gantt: count,
  /** What the aircraft's sequence of legs gets wrong at this leg; absent when nothing. */
  continuity: z.array(continuityViolationSchema).optional(),
  overnight: overnightRecordSchema.nullable(),
  milestones_arrival: recordedObject,
  milestones_departure: recordedObject,
  /** When this leg last changed, for any reason. */
  updated_at: z.string(),
});
export type Leg = z.infer<typeof legSchema>;

/**
 * A row of the General board: an arrival into the station paired with the same aircraft's next
 * departure from it. Either side may be missing. Ground times are in minutes.
 */
export const turnaroundRowSchema = z.object({
  arrival_id: z.string().nullable(),
  departure_id: z.string().nullable(),
  arrival: legSchema.nullable(),
  departure: legSchema.nullable(),
  next_flight_number: z.string().nullable(),
  /** Planned ground time: scheduled departure minus scheduled arrival. */
  turn_around_time: count,
  /** Ground time expected now: estimated (else scheduled) departure minus estimated arrival. */
  turn_around_estimated_time: count,
  /** Ground time achieved: push back minus on blocks. */
  turn_around_actual_time: count,
  /** Minimum ground time of the SKU the Gantt plans with. */
  turn_around_gantt: count,
});
export type TurnaroundRow = z.infer<typeof turnaroundRowSchema>;
