import { z } from 'zod';

/**
 * What became of a movement message: applied to its leg, changed nothing (a repeat, or older
 * than what the leg holds), refused (the rejection queue), or set aside by DUTY.
 */
export const MOVEMENT_OUTCOMES = ['applied', 'unchanged', 'rejected', 'discarded'] as const;
export type MovementOutcome = (typeof MOVEMENT_OUTCOMES)[number];

/** A stored movement message as DUTY's queue lists it. */
export const movementRecordSchema = z.object({
  id: z.number().int(),
  received_at: z.string(),
  /** The message as received, envelope included. */
  text: z.string(),
  outcome: z.enum(MOVEMENT_OUTCOMES),
  /** Why it was refused or changed nothing, in Spanish; null once applied. */
  reason: z.string().nullable(),
  /** Flight and station as far as the message could be read, e.g. "LA2040/23 LIM". */
  flight: z.string().nullable(),
  /** Who retried, corrected or discarded it last, and when. */
  handled_by: z.string().nullable(),
  handled_at: z.string().nullable(),
  /** The text as received, once DUTY has corrected it (`text` is then the corrected one). */
  original_text: z.string().nullable(),
  /** Elements that could not be read, in Spanish: the rest of the message was applied. */
  unread: z.array(z.string()),
});
export type MovementRecord = z.infer<typeof movementRecordSchema>;

/** GET /v1/movement/list: the rejection queue by default, newest first. */
export const movementListQuery = z.strictObject({
  outcome: z.enum(MOVEMENT_OUTCOMES, { error: 'validation.invalid' }).default('rejected'),
});
export const movementListResponse = z.object({
  data: z.object({ messages: z.array(movementRecordSchema) }),
});

/** POST /v1/movement/retry and /v1/movement/discard: one queued message, by id. */
export const movementActionRequest = z.strictObject({
  id: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.integer' })
    .positive({ error: 'validation.positive' }),
});
export const movementActionResponse = z.object({ data: movementRecordSchema });

/** The longest corrected text: one message, a few lines long. */
export const MOVEMENT_CORRECTION_MAX = 4_000;

/**
 * POST /v1/movement/correct: a queued message's text as DUTY corrected it, to be applied as of
 * when the message came in. The text must hold one message (checked on the server).
 */
export const movementCorrectRequest = z.strictObject({
  id: movementActionRequest.shape.id,
  text: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(MOVEMENT_CORRECTION_MAX, { error: 'validation.maxLength' }),
});

/** POST /integration/v1/mvt: each message of the text with what became of it, in order. */
export const movementBatchResponse = z.object({
  data: z.object({ messages: z.array(movementRecordSchema) }),
});

/** The longest text one call takes: a busy station's day of messages is far below it. */
export const MOVEMENT_TEXT_MAX = 1_000_000;
export const movementTextBody = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(MOVEMENT_TEXT_MAX, { error: 'validation.maxLength' });

/** GET /v1/movement/text?_id=&side=: the movement message a station sends for one side of a leg. */
export const movementTextQuery = z.strictObject({
  _id: z.uuid({ error: 'validation.invalid' }),
  side: z.enum(['arrival', 'departure'], { error: 'validation.side' }),
});
/** The latest supplementary information (SI) a message gave the leg, and when it came in. */
export const movementRemarkSchema = z.object({ text: z.string(), received_at: z.string() });
export type MovementRemark = z.infer<typeof movementRemarkSchema>;

export const movementTextResponse = z.object({
  data: z.object({ text: z.string().nullable(), remark: movementRemarkSchema.nullable() }),
});
