import { z } from 'zod';
import { isOperatingInstant } from '../rules/calendar.ts';
import { fieldErrorSchema } from './errors.ts';
import { dayField, stationField } from './leg-lists.ts';
import { LEG_STATUSES, PEA_TYPES, SSR_CODES } from './legs.ts';
import { registrationField } from './registrations.ts';

/**
 * One item of the operations feed: how legs enter and change. Keyed by airline, flight number,
 * local date of operation and departure station. A field left out keeps its stored value; null
 * clears it. Creating a leg needs arrstn, std and sta.
 */

/** An instant with its UTC offset, e.g. 2026-11-22T08:15:00-05:00 or ...Z. */
const instant = z.iso
  // abort: a value that is no instant at all gets one message, not a second for its year.
  .datetime({ offset: true, error: 'validation.instant', abort: true })
  .refine(isOperatingInstant, { error: 'validation.instant' });
const optionalInstant = instant.nullable().optional();
const text = (max: number) =>
  z.string({ error: 'validation.invalidType' }).trim().max(max, { error: 'validation.maxLength' });
const amount = z
  .number({ error: 'validation.integer' })
  .int({ error: 'validation.integer' })
  .min(0, { error: 'validation.min' })
  .max(1_000_000, { error: 'validation.max' });

const standArrival = z.strictObject({
  type: z.enum(PEA_TYPES, { error: 'validation.peaType' }).nullable().optional(),
  number: text(8).nullable().optional(),
  tape: text(8).nullable().optional(),
});

const standDeparture = z.strictObject({
  type: z.enum(PEA_TYPES, { error: 'validation.peaType' }).nullable().optional(),
  number: text(8).nullable().optional(),
  hall: text(8).nullable().optional(),
});

export const feedConnectionSchema = z.strictObject({
  flight_number: text(8).regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, {
    error: 'validation.flightNumber',
  }),
  datop_local: dayField,
  depstn: stationField,
  pax: amount,
  bags: amount,
});

export const feedCrewSchema = z.strictObject({
  position: text(20).min(1, { error: 'validation.required' }),
  name: text(80).min(1, { error: 'validation.required' }),
  crew_number: text(12),
});

/** Key text: missing and of the wrong type are told apart, as a sender fixes them differently. */
const keyText = z.string({
  error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
});

export const feedLegSchema = z.strictObject({
  airline: keyText
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}$/, { error: 'validation.airline' }),
  flight_number: keyText
    .trim()
    .toUpperCase()
    .regex(/^\d{1,4}[A-Z]?$/, { error: 'validation.flightNumber' }),
  datop_local: dayField,
  depstn: stationField,
  arrstn: stationField.optional(),
  std: instant.optional(),
  sta: instant.optional(),
  etd: optionalInstant,
  eta: optionalInstant,
  /** Push back (off blocks). */
  atd: optionalInstant,
  takeoff: optionalInstant,
  landed: optionalInstant,
  on_blocks: optionalInstant,
  status: z.enum(LEG_STATUSES, { error: 'validation.status' }).nullable().optional(),
  registration: registrationField.nullable().optional(),
  material: text(4).nullable().optional(),
  stand_arrival: standArrival.optional(),
  stand_departure: standDeparture.optional(),
  pax: z.strictObject({ adult: amount, infant: amount }).optional(),
  ssrs: z
    .strictObject(
      Object.fromEntries(SSR_CODES.map((c) => [c, amount.optional()])) as Record<
        (typeof SSR_CODES)[number],
        z.ZodOptional<typeof amount>
      >,
    )
    .optional(),
  baggage_total: amount.nullable().optional(),
  baggage_weight_total: amount.nullable().optional(),
  load: amount.nullable().optional(),
  capacity: amount.nullable().optional(),
  crew_type: text(20).nullable().optional(),
  crew: z.array(feedCrewSchema).max(30, { error: 'validation.max' }).optional(),
  connections: z.array(feedConnectionSchema).max(200, { error: 'validation.max' }).optional(),
});
export type FeedLeg = z.infer<typeof feedLegSchema>;
export type FeedLegInput = z.input<typeof feedLegSchema>;

/**
 * Marks a request schema whose items are checked one by one, text included, by the service:
 * the server's validator then leaves the items' text to it.
 */
export const TEXT_CHECKED_PER_ITEM = 'textCheckedPerItem';

/** The feed's batch: items are checked one by one, so a bad one never spoils the others. */
export const FEED_BATCH_MAX = 5_000;
export const feedBatchRequest = z
  .strictObject({
    legs: z
      .array(z.unknown(), { error: 'validation.required' })
      .max(FEED_BATCH_MAX, { error: 'validation.max' }),
  })
  .meta({ [TEXT_CHECKED_PER_ITEM]: true });

/** A rejected item's key: each part as the contract reads it, else as sent, else null. */
export const feedItemKeySchema = z.object({
  airline: z.string().nullable(),
  flight_number: z.string().nullable(),
  datop_local: z.string().nullable(),
  depstn: z.string().nullable(),
});
export type FeedItemKey = z.infer<typeof feedItemKeySchema>;

export const feedItemErrorSchema = z.object({
  /** Position of the item in the batch, from 0. */
  index: z.number().int(),
  key: feedItemKeySchema,
  /** Every problem of the item at once, as every 400 answer lists them: path, key, message. */
  fields: z.array(fieldErrorSchema),
});

export const feedBatchResponse = z.object({
  data: z.object({
    received: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    rejected: z.number().int(),
    errors: z.array(feedItemErrorSchema),
  }),
});
export type FeedBatchResult = z.infer<typeof feedBatchResponse>['data'];
