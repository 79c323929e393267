import { z } from 'zod';

/**
 * What can be wrong with an aircraft's sequence of legs (rules/continuity.ts): on two legs at
 * once, leaving from a station it did not land at, pushed back before its inbound was on
 * blocks, a turn shorter than the type's minimum with no delay to explain it, and a late inbound
 * whose lateness the outbound's ETD does not show. Each is also the key of its reason in the
 * `continuity.reasons` catalogue.
 */
export const CONTINUITY_KINDS = [
  'overlap',
  'station',
  'pushback',
  'groundTime',
  'lateInbound',
] as const;
export type ContinuityKind = (typeof CONTINUITY_KINDS)[number];

export const continuityViolationSchema = z.object({
  kind: z.enum(CONTINUITY_KINDS),
  /** The reason's values (registration, the other flight, stations, minutes), for translation. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The reason in Spanish, as the catalogue words it. */
  message: z.string(),
});
export type ContinuityViolation = z.infer<typeof continuityViolationSchema>;
