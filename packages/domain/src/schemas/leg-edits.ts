import { z } from 'zod';
import { ADDITIONAL_SERVICE_CODES } from '../catalogues/additional-services.ts';
import { isAirlineDelayCode, isDelayCode } from '../catalogues/delay-codes.ts';
import { MAX_DELAY_ENTRIES, MAX_TRAILERS, SAVE_KEY_HEADER } from '../constants.ts';
import { cdaPhoneProblem, cdaPreview, isCdaPreviewValid } from '../rules/cda.ts';
import { delayMinutes } from '../rules/delay-entries.ts';
import { serviceTimeProblems, trailerHasContent } from '../rules/recorded-items.ts';
import { clockTimeField, optionalText } from './fields.ts';
import { legSchema } from './legs.ts';
import { milestonesArrivalSchema, milestonesDepartureSchema } from './milestones.ts';
import { overnightInputSchema } from './overnight.ts';

/**
 * Bodies of the calls that record what happened to a leg (section 7), validated the same way by
 * the drawers and by the server. Every body names the leg's version it was edited from.
 */

const legRef = {
  _id: z.uuid({ error: 'validation.invalid' }),
  version: z.number({ error: 'validation.required' }).int({ error: 'validation.integer' }).min(1),
};

/**
 * The headers of the write calls: a save may name itself (SAVE_KEY_HEADER) so that it is applied
 * once however often it is sent. A UUID fits; the bounds keep a key from being guessable or huge.
 * Every other header passes as it is.
 */
export const saveKeyHeaders = z.looseObject({
  [SAVE_KEY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'validation.saveKey' })
    .optional(),
});

/** The dispatcher (CDA) of one side; all fields blank deletes the assignment. */
export const cdaInputSchema = z
  .object({
    name: optionalText(40),
    last_name: optionalText(40),
    phone_number: optionalText(12),
    display_name: z.string().optional(),
  })
  .strict()
  .superRefine((cda, ctx) => {
    if (!cda.name && !cda.last_name && !cda.phone_number) return;
    if (!cda.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'validation.required' });
    if (!cda.last_name) {
      ctx.addIssue({ code: 'custom', path: ['last_name'], message: 'validation.required' });
    }
    const phone = cdaPhoneProblem(cda.phone_number);
    if (phone) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: phone });
    if (cda.name && cda.last_name && !isCdaPreviewValid(cdaPreview(cda.name, cda.last_name))) {
      ctx.addIssue({ code: 'custom', path: ['display_name'], message: 'validation.cdaPreview' });
    }
  })
  .transform((cda) => ({
    name: cda.name,
    last_name: cda.last_name,
    phone_number: cda.phone_number,
    display_name: cda.name ? cdaPreview(cda.name, cda.last_name) : '',
  }));
export type CdaInput = z.input<typeof cdaInputSchema>;

const durationSchema = z
  .object({
    start: clockTimeField,
    end: clockTimeField,
    /** Worked out from start and end; a value sent is ignored. */
    total: z.number().int().nullable().optional(),
  })
  .strict();

/** Service times are checked together, by the rule of section 5, so each problem shows once. */
const serviceDurationSchema = z
  .object({
    start: optionalText(5),
    end: optionalText(5),
    total: z.number().int().nullable().optional(),
  })
  .strict();

const standSchema = z.object({ tape_hall: optionalText(8), number: optionalText(8) }).strict();

/** A tow of the aircraft (Remolque); the type decides which of its fields apply. */
export const trailerItemSchema = z
  .object({
    trailer: z
      .object({
        code: z.union([z.literal(1), z.literal(2), z.literal(3), z.null()], {
          error: 'validation.trailerType',
        }),
        name: z.string().optional(),
        description_pea: standSchema,
        overnight_stay: optionalText(40),
      })
      .strict(),
    duration: durationSchema,
    original_pea: standSchema,
    equipment_number: optionalText(20),
    operator_name: optionalText(60),
    description: optionalText(300),
    additional_service: z.boolean(),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (!trailerHasContent(item)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'validation.trailerEmpty' });
    }
    const { start, end } = item.duration;
    if (Boolean(start) !== Boolean(end)) {
      const path = ['duration', start ? 'end' : 'start'];
      ctx.addIssue({ code: 'custom', path, message: 'validation.bothTimes' });
    }
  });
export type TrailerItemInput = z.input<typeof trailerItemSchema>;

/** One additional service given to the aircraft, from the catalogue of 13. */
export const serviceItemSchema = z
  .object({
    code: z.enum(ADDITIONAL_SERVICE_CODES, { error: 'validation.serviceCode' }),
    name: z.string().optional(),
    description: optionalText(300).min(1, { error: 'validation.required' }),
    duration: serviceDurationSchema,
  })
  .strict()
  .superRefine((item, ctx) => {
    for (const problem of serviceTimeProblems(item.duration)) {
      ctx.addIssue({ code: 'custom', path: ['duration', problem.field], message: problem.key });
    }
  });
export type ServiceItemInput = z.input<typeof serviceItemSchema>;

const servicesSchema = z
  .array(serviceItemSchema)
  .max(ADDITIONAL_SERVICE_CODES.length, { error: 'validation.maxItems' })
  .superRefine((items, ctx) => {
    items.forEach((item, index) => {
      if (items.findIndex((other) => other.code === item.code) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'code'],
          message: 'validation.serviceRepeated',
        });
      }
    });
  });

const trailersSchema = z
  .array(trailerItemSchema)
  .max(MAX_TRAILERS, { error: 'validation.maxItems' });

/** POST /v1/leg/modified: the leg, its version, and the parts recorded (at least one). */
export const legModifiedRequest = z
  .object({
    ...legRef,
    cda_assigned: cdaInputSchema.optional(),
    cda_assigned_arrival: cdaInputSchema.optional(),
    trailers_arrival: trailersSchema.optional(),
    trailers_departure: trailersSchema.optional(),
    additional_services_arrival: servicesSchema.optional(),
    additional_services_departure: servicesSchema.optional(),
    /** Recorded on the arrival the aircraft stays after; null deletes it. */
    overnight: overnightInputSchema.nullable().optional(),
    milestones_arrival: milestonesArrivalSchema.optional(),
    milestones_departure: milestonesDepartureSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== '_id' && key !== 'version'), {
    error: 'validation.nothingToSave',
  });
export type LegModifiedRequest = z.input<typeof legModifiedRequest>;
export type LegModifiedFields = Omit<z.output<typeof legModifiedRequest>, '_id' | 'version'>;

/** POST /v1/leg/updatePea: the comments of one side's stand changes, by index. */
export const updatePeaRequest = z
  .object({
    ...legRef,
    side: z.enum(['arrival', 'departure'], { error: 'validation.side' }),
    peaTypeComments: z
      .array(z.object({ index: z.number().int().min(0), comment: optionalText(500) }).strict())
      .max(50, { error: 'validation.maxItems' }),
  })
  .strict();
export type UpdatePeaRequest = z.input<typeof updatePeaRequest>;

/**
 * One delay entry as a drawer sends it, or as the server answered it: what the server works out
 * (the code's name and responsible, the last editor and time, the duty mark, the updated flag) is
 * accepted and dropped here, so it is always recomputed and never taken from the client.
 */
export const delayEntryInputSchema = z
  .object({
    delay: z
      .object({
        code: optionalText(3)
          .min(1, { error: 'validation.delayCodeRequired' })
          // An airline code passes here; the server checks it is one the airline has set.
          .refine((code) => isDelayCode(code) || isAirlineDelayCode(code), {
            error: 'validation.delayCodeUnknown',
          }),
        name: z.string().optional(),
        iataResponsible: z.string().optional(),
      })
      .strict(),
    minutes: z
      .number({ error: 'validation.integer' })
      .int({ error: 'validation.integer' })
      .gt(0, { error: 'validation.positive' })
      .max(9999, { error: 'validation.max' }),
    description: optionalText(300),
    last_editor: z.object({ name: z.string(), role: z.string() }).nullable().optional(),
    last_update: z.string().nullable().optional(),
    modified_by_duty: z.boolean().optional(),
    isUpdated: z.boolean().optional(),
    source: z.literal('MVT').optional(),
  })
  .strict()
  .transform(({ delay, minutes, description }) => ({
    delay: { code: delay.code },
    minutes,
    description,
  }));
export type DelayEntryInput = z.input<typeof delayEntryInputSchema>;

/** The fields of update-delays and store-delays; the rest of a leg as read is checked apart. */
const DELAYS_CALL_FIELDS = new Set([
  '_id',
  'version',
  'depstn',
  'delays',
  'delays_min_total',
  'hasDelayCode',
]);

/**
 * Fields of a leg as read that no call sets and that may differ from the stored leg without
 * anyone changing them: the codes worked out from the delays being edited, and what the board
 * works out from the legs around (turnaround times, continuity) or the time of the last change.
 */
export const LEG_FIELDS_WORKED_OUT: ReadonlySet<string> = new Set([
  'delays_codes',
  'continuity',
  'updated_at',
  'turn_around_time_arrival',
  'turn_around_actual_time_arrival',
  'turn_around_gantt_vinculate',
  'turn_around_time_departure',
  'turn_around_actual_time_departure',
  'turn_around_gantt',
]);

/** The code of an entry as parsed so far: an entry refused elsewhere may lack its shape. */
function codeOf(entry: unknown): string {
  const delay = entry && typeof entry === 'object' ? (entry as { delay?: unknown }).delay : null;
  const code = delay && typeof delay === 'object' ? (delay as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : '';
}

/** A code already given by an earlier entry (section 5); a missing code is told apart. */
function flagRepeatedCodes(entries: readonly unknown[], ctx: z.RefinementCtx) {
  const codes = entries.map(codeOf);
  codes.forEach((code, index) => {
    if (code !== '' && codes.indexOf(code) !== index) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'delay', 'code'],
        message: 'validation.delayCodeRepeated',
      });
    }
  });
}

/**
 * Bodies of store-delays (first registration) and update-delays (later ones): the call's own
 * fields, and optionally the rest of the leg as it was read (section 7 sends "the edited leg").
 * Those other fields must be fields of a leg; the server refuses, one by one, any that differs
 * from the stored leg, since this call does not change them.
 */
export const delaysRequest = z
  .object({
    ...legRef,
    depstn: z.string({ error: 'validation.required' }),
    delays: z
      .array(delayEntryInputSchema)
      .max(MAX_DELAY_ENTRIES, { error: 'validation.maxDelays' })
      // Checked even when an entry is refused for another field, so a repeated code is named
      // as soon as it is picked, not once its minutes are right.
      .superRefine(flagRepeatedCodes, { when: (payload) => Array.isArray(payload.value) }),
    delays_min_total: z.number({ error: 'validation.integer' }).int(),
    /** Worked out by the client from the entries; accepted and ignored. */
    hasDelayCode: z.boolean().optional(),
  })
  .catchall(z.unknown())
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (!DELAYS_CALL_FIELDS.has(key) && !Object.hasOwn(legSchema.shape, key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'validation.unknownField' });
      }
    }
  })
  .refine((body) => body.delays_min_total === delayMinutes(body.delays), {
    path: ['delays_min_total'],
    error: 'validation.delayTotal',
  });
export type DelaysRequest = z.input<typeof delaysRequest>;
export type DelaysBody = z.output<typeof delaysRequest>;

/** The fields of a leg as read sent with a delays call, beyond the call's own. */
export function legAsReadFields(body: Record<string, unknown>): [string, unknown][] {
  return Object.entries(body).filter(
    ([key]) => !DELAYS_CALL_FIELDS.has(key) && !LEG_FIELDS_WORKED_OUT.has(key),
  );
}

/** GET /v1/leg/history?_id= */
export const legHistoryQuery = z.strictObject({ _id: legRef._id });

/** The answer of every write call: the leg as saved. */
export const legSavedResponse = z.object({ data: z.object({ leg: legSchema }) });

/** One recorded change of a leg, as a supervisor reads it. */
export const legChangeSchema = z.object({
  at: z.string(),
  user: z.object({ name: z.string(), role: z.string().nullable() }),
  call: z.string(),
  version: z.number().int(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type LegChange = z.infer<typeof legChangeSchema>;
export const legHistoryResponse = z.object({ data: z.array(legChangeSchema) });

/** GET /v1/dispatcher/list?station= : the CDA drawer's suggestions for a station. */
export const dispatcherListQuery = z.strictObject({
  station: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'validation.station' }),
});
export const dispatcherSchema = z.object({
  code: z.string(),
  name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
});
export type Dispatcher = z.infer<typeof dispatcherSchema>;
export const dispatcherListResponse = z.object({ data: z.array(dispatcherSchema) });
