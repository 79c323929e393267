import { z } from 'zod';

export const delayCodeSchema = z.object({
  /** Two-digit IATA code, e.g. "93". */
  code: z.string(),
  /** Two-letter IATA alpha code, e.g. "RA". */
  alpha: z.string(),
  /** Spanish description shown to users. */
  name: z.string(),
  /** Who answers for the delay under the IATA grouping, in Spanish. */
  iataResponsible: z.string(),
});
export type DelayCode = z.infer<typeof delayCodeSchema>;

export const delayCodeListResponse = z.object({ data: z.array(delayCodeSchema) });
