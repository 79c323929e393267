import { z } from 'zod';
import { MAX_DELAY_ENTRIES } from '../constants.ts';
import { type DelayEntryInput, delaysRequest } from './leg-edits.ts';
import type { DelayEntry } from './legs.ts';

/**
 * The delay drawer's form (sections 4 and 5): each entry as typed, minutes as the text of their
 * field. It resolves to the very list and total store-delays and update-delays take, checked by
 * the body's own rules (code required and known, no repeated code, minutes a whole number above
 * 0, at most 3 entries), so each message lands on its field.
 */

const delayFormEntrySchema = z
  .object({
    delay: z.object({ code: z.string() }).strict(),
    minutes: z.string(),
    description: z.string(),
  })
  .strict();
export type DelayFormEntry = z.infer<typeof delayFormEntrySchema>;

export const emptyDelayFormEntry = (): DelayFormEntry => ({
  delay: { code: '' },
  minutes: '',
  description: '',
});

/** A recorded entry, to be edited again. */
export const delayFormEntry = (entry: DelayEntry): DelayFormEntry => ({
  delay: { code: entry.delay.code },
  minutes: String(entry.minutes),
  description: entry.description,
});

/**
 * Minutes as typed. Only plain digits (with a sign or decimals) read as a number, so the entry
 * schema can say "above 0" or "whole number"; anything else, blank included, is NaN, which it
 * refuses as not a number ("Ingrese un número válido"). Number() alone would read '' as 0 and
 * '1e3' as 1000.
 */
export function minutesFromText(text: string): number {
  const trimmed = text.trim();
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Total minutes of the delays: the sum the body's delays_min_total must equal. */
export const delayMinutesTotal = (entries: readonly { minutes: number }[]) =>
  entries.reduce((sum, entry) => sum + entry.minutes, 0);

/** The total as typed so far, counting only minutes that are already valid. */
export const typedDelayMinutesTotal = (entries: readonly DelayFormEntry[]) =>
  delayMinutesTotal(
    entries.map((entry) => {
      const minutes = minutesFromText(entry.minutes);
      return { minutes: Number.isInteger(minutes) && minutes > 0 ? minutes : 0 };
    }),
  );

/** One entry left with nothing in it: the user cleared the last delay (section 4). */
export const isSoleEmptyDelay = (entries: readonly DelayFormEntry[]) =>
  entries.length === 1 &&
  entries[0] !== undefined &&
  entries[0].delay.code === '' &&
  entries[0].minutes.trim() === '' &&
  entries[0].description.trim() === '';

/** Another entry may be added only while every entry has its code, up to the limit. */
export const canAddDelayEntry = (entries: readonly DelayFormEntry[]) =>
  entries.length < MAX_DELAY_ENTRIES && entries.every((entry) => entry.delay.code !== '');

const toEntryInput = (entry: DelayFormEntry): DelayEntryInput => ({
  ...entry,
  minutes: minutesFromText(entry.minutes),
});

export const delaysFormSchema = z
  .object({
    delays: z
      .array(delayFormEntrySchema)
      .transform((entries) => (isSoleEmptyDelay(entries) ? [] : entries.map(toEntryInput)))
      // The body's own list: every rule of section 5 on delays, in one place.
      .pipe(delaysRequest.shape.delays),
  })
  .strict()
  .transform(({ delays }) => ({ delays, delays_min_total: delayMinutesTotal(delays) }));
export type DelaysFormInput = z.input<typeof delaysFormSchema>;
export type DelaysFormOutput = z.output<typeof delaysFormSchema>;
