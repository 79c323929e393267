import { z } from 'zod';
import { changeEntry } from './changes.ts';
import { legSchema, turnaroundRowSchema } from './legs.ts';

/** A station day's lists as a delta carries them: the rows of what it replaces, as they are now. */
const dayListsSchema = z.object({
  arrivals: z.array(legSchema),
  departures: z.array(legSchema),
  general: z.array(turnaroundRowSchema),
  delays: z.array(legSchema),
});

/**
 * A change to one station day's lists (decision 0060, rules/day-lists.ts): every row of the
 * aircraft and legs named is replaced by the rows in `lists`. Null lists: the change touched too
 * many aircraft to send as rows, and the day is read again.
 */
export const dayDeltaSchema = z.object({
  day: z.string(),
  aircraft: z.array(z.string()),
  legs: z.array(z.string()),
  lists: dayListsSchema.nullable(),
  /**
   * The history entries the change wrote on the legs of this station day, for the change
   * markers; `author_id` names the user who made them (null for the feed or a message).
   */
  marks: z.array(
    z.object({
      _id: z.string(),
      flight_number: z.string(),
      author_id: z.string().nullable(),
      changes: z.array(changeEntry),
    }),
  ),
});
export type DayDeltaMessage = z.infer<typeof dayDeltaSchema>;

/**
 * The live board's message (Server-Sent Events, event name "legs"): a station's legs of these
 * local days changed, and what each station day showing them now shows of them.
 */
export const legsChangedEventSchema = z.object({
  /** Names this change: a board sends it back on its next reads (BOARD_CHANGE_HEADER). */
  id: z.string(),
  station: z.string(),
  /**
   * The station's change number, one more than its last: every board of the station sees every
   * number in the same order, whichever server it is connected to (decision 0060).
   */
  seq: z.number().int(),
  days: z.array(z.string()),
  at: z.string(),
  /**
   * The station's last synchronisation when the change came from outside (the feed, a movement
   * message); absent otherwise.
   */
  synced: z.string().optional(),
  /**
   * One per station day showing the change (the days touched and their neighbours). Absent when
   * the server could not read them (it lost them): the days are read again.
   */
  deltas: z.array(dayDeltaSchema).optional(),
});
export type LegsChangedEvent = z.infer<typeof legsChangedEventSchema>;

export const BOARD_EVENT_NAME = 'legs';
/**
 * The live board's other message: announcements may have been missed (the server lost its
 * database connection for a while), so a board refetches everything it shows of the station.
 */
export const BOARD_RESYNC_EVENT_NAME = 'resync';

/**
 * The live board's first message once its stream is open: the last change its server had heard
 * of (null if none since it started), the station's last number once the stream was listening
 * (null if it could not be read: the board reads its lists again), and who the stream is for (a
 * board shows no change marker for its user's own changes).
 */
export const BOARD_OPEN_EVENT_NAME = 'open';
export const boardOpenEventSchema = z.object({
  last: z.string().nullable(),
  seq: z.number().int().nullable(),
  user_id: z.string(),
});
export type BoardOpenEvent = z.infer<typeof boardOpenEventSchema>;

/** GET /v1/events?station=LIM */
export const boardEventsQuery = z.strictObject({
  station: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'validation.station' }),
});

/**
 * GET /v1/events/since?station=LIM&seq=41: the station's changes after number `seq`, in order,
 * for a board that missed some (a gap in the numbers, a stream reopened, a device back online).
 */
export const changesAfterQuery = boardEventsQuery.extend({
  // Digits first: coercing the text alone reads an empty or blank `seq=` as 0, and 1e3 as 1000.
  seq: z
    .string({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.integer'),
    })
    .regex(/^-?\d+$/, { error: 'validation.integer' })
    .transform(Number)
    .pipe(z.number().int({ error: 'validation.integer' }).min(0, { error: 'validation.min' })),
});
export const changesAfterResponse = z.object({
  data: z.object({
    /** False when some are no longer kept (an hour): the board reads its lists again. */
    complete: z.boolean(),
    changes: z.array(legsChangedEventSchema),
  }),
});
export type ChangesAfter = z.infer<typeof changesAfterResponse>['data'];
