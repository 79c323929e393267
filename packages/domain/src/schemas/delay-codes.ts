import { z } from 'zod';
import { AIRLINE_DELAY_CODES, type DelayCode } from '../catalogues/delay-codes.ts';
import { requiredText } from './fields.ts';

export const delayCodeSchema = z.object({
  code: z.string(),
  alpha: z.string(),
  name: z.string(),
  iataResponsible: z.string(),
}) satisfies z.ZodType<DelayCode>;

/** GET /v1/delaycode, and POST /v1/delaycode/airline, which answers the whole table as now. */
export const delayCodeListResponse = z.object({ data: z.array(delayCodeSchema) });

/** POST /v1/delaycode/airline: DUTY sets the airline's own codes 00-05, the whole list at once. */
export const airlineDelayCodesRequest = z.strictObject({
  codes: z
    .array(
      z.strictObject({
        code: z.enum(AIRLINE_DELAY_CODES, { error: 'validation.airlineDelayCode' }),
        alpha: z
          .string({ error: 'validation.invalidType' })
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, { error: 'validation.alphaCode' })
          .nullable()
          .optional(),
        name: requiredText(160),
      }),
      { error: 'validation.required' },
    )
    .max(AIRLINE_DELAY_CODES.length, { error: 'validation.maxItems' })
    .superRefine((codes, ctx) => {
      codes.forEach((entry, index) => {
        if (codes.findIndex((other) => other.code === entry.code) !== index) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'code'],
            message: 'validation.delayCodeRepeated',
          });
        }
      });
    }),
});
export type AirlineDelayCodesRequest = z.infer<typeof airlineDelayCodesRequest>;
