import { z } from 'zod';
import { trailerHasOvernightStay, trailerHasStand } from '../catalogues/trailer-types.ts';
import { MAX_TRAILERS } from '../constants.ts';
import { isTrailerValid, trailerHasContent } from '../rules/recorded-items.ts';
import { type TrailerItemInput, trailerItemSchema } from './leg-edits.ts';
import type { TrailerRecord } from './legs.ts';

/**
 * The tows drawer's form (sections 4 and 5): every field as typed, the type's code as the select
 * gives it (a string, '' for none). It resolves to the very tow items /v1/leg/modified takes.
 */

const stand = z.object({ tape_hall: z.string(), number: z.string() }).strict();

const trailerFormItemSchema = z
  .object({
    trailer: z
      .object({ code: z.string(), description_pea: stand, overnight_stay: z.string() })
      .strict(),
    duration: z.object({ start: z.string(), end: z.string() }).strict(),
    original_pea: stand,
    equipment_number: z.string(),
    operator_name: z.string(),
    description: z.string(),
    additional_service: z.boolean(),
  })
  .strict();
export type TrailerFormItem = z.infer<typeof trailerFormItemSchema>;

const NO_STAND = { tape_hall: '', number: '' };

export const emptyTrailerFormItem = (): TrailerFormItem => ({
  trailer: { code: '', description_pea: { ...NO_STAND }, overnight_stay: '' },
  duration: { start: '', end: '' },
  original_pea: { ...NO_STAND },
  equipment_number: '',
  operator_name: '',
  description: '',
  additional_service: false,
});

/** A recorded tow, to be edited again. */
export const trailerFormItem = (record: TrailerRecord): TrailerFormItem => ({
  trailer: {
    code: record.trailer.code === null ? '' : String(record.trailer.code),
    description_pea: { ...record.trailer.description_pea },
    overnight_stay: record.trailer.overnight_stay,
  },
  duration: { start: record.duration.start, end: record.duration.end },
  original_pea: { ...record.original_pea },
  equipment_number: record.equipment_number,
  operator_name: record.operator_name,
  description: record.description,
  additional_service: record.additional_service,
});

/**
 * The tow a form item stands for. Fields its type does not show are dropped (a stand typed before
 * choosing Pernocte is not a tow's content), as the server stores them. A code that is no number
 * stays NaN so the item schema refuses it.
 */
export function trailerFromForm(item: TrailerFormItem): TrailerItemInput {
  const code = item.trailer.code === '' ? null : Number(item.trailer.code);
  return {
    trailer: {
      code: code as TrailerItemInput['trailer']['code'],
      description_pea: trailerHasStand(code) ? item.trailer.description_pea : { ...NO_STAND },
      overnight_stay: trailerHasOvernightStay(code) ? item.trailer.overnight_stay : '',
    },
    duration: item.duration,
    original_pea: item.original_pea,
    equipment_number: item.equipment_number,
    operator_name: item.operator_name,
    description: item.description,
    additional_service: item.additional_service,
  };
}

/** Section 5's validity of one tow, as the form holds it (adding and saving depend on it). */
export const isTrailerFormItemValid = (item: TrailerFormItem) =>
  isTrailerValid(trailerFromForm(item));

/** One item left with nothing in it: the user cleared the last tow (section 4). */
export const isSoleEmptyTrailer = (items: TrailerFormItem[]) =>
  items.length === 1 && items[0] !== undefined && !trailerHasContent(trailerFromForm(items[0]));

// Each item is checked on its own so an error keeps its path (items.1.duration.end).
const toTrailerItem = trailerFormItemSchema.transform(trailerFromForm).pipe(trailerItemSchema);

export const trailersFormSchema = z
  .object({
    items: z
      .array(trailerFormItemSchema)
      .max(MAX_TRAILERS, { error: 'validation.maxItems' })
      .transform((items) => (isSoleEmptyTrailer(items) ? [] : items))
      .pipe(z.array(toTrailerItem)),
  })
  .strict();
export type TrailersFormInput = z.input<typeof trailersFormSchema>;
export type TrailersFormOutput = z.output<typeof trailersFormSchema>;
