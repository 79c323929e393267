import { z } from 'zod';
import { isCalendarDay } from '../rules/calendar.ts';
import { legSchema, turnaroundRowSchema } from './legs.ts';

/** Section 9: one page holds effectively every leg of a day. */
export const PAGE_SIZE = 100_000;

/** A real calendar date, YYYY-MM-DD: 2026-02-30 is refused here, not by the database. */
export const dayField = z
  .string({ error: 'validation.required' })
  .refine(isCalendarDay, { error: 'validation.date' });

export const stationField = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'validation.station' });

const queryField = z.string({ error: 'validation.invalidType' }).trim().max(50, {
  error: 'validation.maxLength',
});

export const argsLegSchema = z.strictObject({
  limit: z
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.min' })
    .max(PAGE_SIZE, { error: 'validation.max' })
    .default(PAGE_SIZE),
  page: z
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.min' })
    .default(1),
});

const listBase = {
  day: dayField,
  query: queryField.default(''),
  station: stationField,
  argsLeg: argsLegSchema.default({ limit: PAGE_SIZE, page: 1 }),
};

/** POST /v1/leg/list: the arrivals (arrival true) or the departures of a station's day. */
export const legListRequest = z.strictObject({
  ...listBase,
  arrival: z.boolean({ error: 'validation.required' }),
});
export type LegListRequest = z.input<typeof legListRequest>;

/** POST /v1/leg/list-extend and /v1/leg/list-delays. */
export const legListExtendRequest = z.strictObject(listBase);
export type LegListExtendRequest = z.input<typeof legListExtendRequest>;

/** POST /v1/leg/list-overnights: email names whose tracked registrations apply. */
export const legListOvernightsRequest = z.strictObject({
  ...listBase,
  email: z.email({ error: 'validation.email' }).optional(),
});
export type LegListOvernightsRequest = z.input<typeof legListOvernightsRequest>;

const page = {
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  itemsPerPage: z.number().int(),
  /** When the station's legs last changed through the operations feed; null if never. */
  last_sync: z.string().nullable(),
  /**
   * The last change (LegsChangedEvent.id) the server had heard of when it read the day; null if
   * none since it started. A live stream that opens having heard the same one missed nothing
   * between this read and its start. Absent when the answer is cut from days read at different
   * points.
   */
  as_of_change: z.string().nullable().optional(),
  /**
   * The station's change number (LegsChangedEvent.seq) the lists hold every change up to: a
   * board applies the live deltas after it. Absent when the answer is cut from several days.
   */
  as_of_seq: z.number().int().optional(),
};

export const legListResponse = z.object({
  data: z.object({ legs: z.array(legSchema), ...page }),
});
export type LegListResponse = z.infer<typeof legListResponse>;

export const turnaroundListResponse = z.object({
  data: z.object({ legs: z.array(turnaroundRowSchema), ...page }),
});
export type TurnaroundListResponse = z.infer<typeof turnaroundListResponse>;

/**
 * An aircraft staying overnight at the station: its last arrival of the day (with the overnight
 * record on it) and its first departure from the station the next day, if scheduled.
 */
export const overnightRowSchema = z.object({
  registration: z.string(),
  arrival: legSchema,
  departure: legSchema.nullable(),
  /**
   * Why an overnight cannot be recorded on this arrival: set on a row listed only because it
   * holds an overnight recorded before the day changed (the aircraft lands or leaves again, or the
   * flight was cancelled). The record stays listed until someone moves or deletes it.
   */
  placement_problem: z
    .object({
      key: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .nullable(),
});
export type OvernightRow = z.infer<typeof overnightRowSchema>;

export const overnightListResponse = z.object({
  data: z.object({ legs: z.array(overnightRowSchema), ...page }),
});
export type OvernightListResponse = z.infer<typeof overnightListResponse>;

/** GET /v1/connection/list: the inbound passengers and bags connecting to a departure. */
export const connectionListQuery = z.strictObject({
  datop_local: dayField,
  depstn: stationField,
  flight_number: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, { error: 'validation.flightNumber' }),
});

export const connectionSchema = z.object({
  flight_number: z.string(),
  datop_local: z.string(),
  depstn: z.string(),
  pax: z.number().int(),
  bags: z.number().int(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionListResponse = z.object({ data: z.array(connectionSchema) });
