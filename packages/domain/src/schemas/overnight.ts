import { z } from 'zod';
import { OVERNIGHT_TYPE_CODES, type OvernightTypeCode } from '../catalogues/overnight-types.ts';
import { cutProblems, overnightIsEmpty } from '../rules/overnight.ts';
import { optionalText } from './fields.ts';

/**
 * The overnight of an aircraft, recorded on the arrival it stays after (section 3): where it
 * parks, a comment, and whether its night is cut (start, end and who authorised it).
 */

export const overnightRecordSchema = z.object({
  type: z.object({ code: z.number().int().nullable(), name: z.string() }),
  ubication: z.string(),
  comment: z.string(),
  cut: z.boolean(),
  cut_duration: z.object({
    start: z.string(),
    end: z.string(),
    total: z.number().int().nullable(),
    authorizer: z.string(),
  }),
});
export type OvernightRecord = z.infer<typeof overnightRecordSchema>;

const typeCode = z.custom<OvernightTypeCode | null>(
  (value) => value === null || (OVERNIGHT_TYPE_CODES as readonly unknown[]).includes(value),
  { error: 'validation.overnightType' },
);

/** What the drawer sends; null instead deletes the overnight (section 4). */
export const overnightInputSchema = z
  .object({
    type: z.object({ code: typeCode, name: z.string().optional() }).strict(),
    ubication: optionalText(20),
    comment: optionalText(300),
    cut: z.boolean({ error: 'validation.required' }),
    cut_duration: z
      .object({
        start: optionalText(5),
        end: optionalText(5),
        /** Worked out from start and end; a value sent is ignored. */
        total: z.number().int().nullable().optional(),
        authorizer: optionalText(60),
      })
      .strict(),
  })
  .strict()
  .superRefine((draft, ctx) => {
    if (overnightIsEmpty(draft)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'validation.overnightEmpty' });
    }
    for (const problem of cutProblems(draft)) {
      ctx.addIssue({ code: 'custom', path: ['cut_duration', problem.field], message: problem.key });
    }
  });
export type OvernightInput = z.input<typeof overnightInputSchema>;
