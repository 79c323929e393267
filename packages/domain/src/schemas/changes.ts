import { z } from 'zod';
import { dayField, stationField } from './leg-lists.ts';

/** Who changed a leg: the operations feed, a movement message, or a person (name and role). */
export const CHANGE_SOURCES = ['feed', 'mvt', 'user'] as const;

export const changeEntry = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
  by: z.object({ name: z.string(), role: z.string().nullable(), source: z.enum(CHANGE_SOURCES) }),
});
export type ChangeEntry = z.infer<typeof changeEntry>;

/** Who a history entry is by, from the call that wrote it. */
export const sourceOfCall = (call: string): ChangeEntry['by']['source'] =>
  call === 'feed' ? 'feed' : call === 'movement' ? 'mvt' : 'user';

/** POST /v1/leg/changes-since: what changed on the station day since the caller last looked. */
export const changesSinceRequest = z.strictObject({ station: stationField, day: dayField });
export const changesSinceResponse = z.object({
  data: z.object({
    /** When the caller last looked at the whole day; changes of each leg count from its own look, when later. */
    since: z.string(),
    legs: z.array(
      z.object({ _id: z.string(), flight_number: z.string(), changes: z.array(changeEntry) }),
    ),
  }),
});
export type ChangesSince = z.infer<typeof changesSinceResponse>['data'];

/** POST /v1/leg/mark-seen: the whole day ("Marcar todo como visto"), or the legs named. */
export const markSeenRequest = z.strictObject({
  station: stationField,
  day: dayField,
  ids: z.array(z.uuid()).max(2000).optional(),
});
export type MarkSeenRequest = z.input<typeof markSeenRequest>;

/** POST /v1/leg/handover: Relevo de turno, every change of the station day in the last hours. */
export const HANDOVER_MAX_HOURS = 24;
export const handoverRequest = z.strictObject({
  station: stationField,
  day: dayField,
  hours: z.number().int().min(1).max(HANDOVER_MAX_HOURS),
});
export type HandoverRequest = z.input<typeof handoverRequest>;
/** One field changed on a leg of the day, with the leg's id and flight. */
export const handoverEntry = changeEntry.extend({ _id: z.string(), flight_number: z.string() });
export type HandoverEntry = z.infer<typeof handoverEntry>;
export const handoverResponse = z.object({
  data: z.object({ from: z.string(), to: z.string(), entries: z.array(handoverEntry) }),
});
