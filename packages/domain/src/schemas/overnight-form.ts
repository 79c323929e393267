import { z } from 'zod';
import type { OvernightTypeCode } from '../catalogues/overnight-types.ts';
import type { OvernightDraft } from '../rules/overnight.ts';
import { type OvernightInput, type OvernightRecord, overnightInputSchema } from './overnight.ts';

/**
 * The overnight drawer's form (sections 4 and 5): every field as typed, the type's code as the
 * select gives it (a string, '' for none). It resolves to the very overnight /v1/leg/modified
 * takes, so the drawer and the server refuse the same things.
 */
const overnightFormValuesSchema = z
  .object({
    type: z.object({ code: z.string() }).strict(),
    ubication: z.string(),
    comment: z.string(),
    cut: z.boolean(),
    cut_duration: z.object({ start: z.string(), end: z.string(), authorizer: z.string() }).strict(),
  })
  .strict();
export type OvernightFormValues = z.infer<typeof overnightFormValuesSchema>;

/** Where "add" starts, and what "delete" resets the drawer to. */
export const emptyOvernightForm = (): OvernightFormValues => ({
  type: { code: '' },
  ubication: '',
  comment: '',
  cut: false,
  cut_duration: { start: '', end: '', authorizer: '' },
});

/** The form of a recorded overnight, or the empty one. */
export function overnightFormValues(record: OvernightRecord | null): OvernightFormValues {
  if (!record) return emptyOvernightForm();
  return {
    type: { code: record.type.code === null ? '' : String(record.type.code) },
    ubication: record.ubication,
    comment: record.comment,
    cut: record.cut,
    cut_duration: {
      start: record.cut_duration.start,
      end: record.cut_duration.end,
      authorizer: record.cut_duration.authorizer,
    },
  };
}

/** The overnight the form stands for; a code that is no number stays NaN and is refused. */
export function overnightFromForm(values: OvernightFormValues): OvernightInput & OvernightDraft {
  return {
    ...values,
    type: {
      code: values.type.code === '' ? null : (Number(values.type.code) as OvernightTypeCode),
    },
    cut_duration: { ...values.cut_duration },
  };
}

export const overnightFormSchema = overnightFormValuesSchema
  .transform(overnightFromForm)
  .pipe(overnightInputSchema);
export type OvernightFormOutput = z.output<typeof overnightFormSchema>;
