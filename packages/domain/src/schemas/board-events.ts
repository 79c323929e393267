import { z } from 'zod';

/**
 * The live board's message (Server-Sent Events, event name "legs"): a station's legs of these
 * local days changed. Boards of that station refetch what they show; nothing else travels.
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
 * of (null if none since it started). A list read as of that same change missed nothing before
 * the stream began; any other is read again.
 */
export const BOARD_OPEN_EVENT_NAME = 'open';
export const boardOpenEventSchema = z.object({ last: z.string().nullable() });

/** GET /v1/events?station=LIM */
export const boardEventsQuery = z.strictObject({
  station: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'validation.station' }),
});
