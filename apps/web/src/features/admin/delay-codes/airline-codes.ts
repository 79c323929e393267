import { AIRLINE_DELAY_CODES, type airlineDelayCodesRequest, type DelayCode } from '@board/domain';
import type { z } from 'zod';

type AirlineCode = (typeof AIRLINE_DELAY_CODES)[number];
/** What the form holds: the request before its schema trims and upper-cases it. */
export type AirlineCodesForm = z.input<typeof airlineDelayCodesRequest>;

const isAirlineCode = (code: string): code is AirlineCode =>
  (AIRLINE_DELAY_CODES as readonly string[]).includes(code);

/**
 * The form's rows from the catalogue: only the airline's own codes, and an alpha code the
 * server answers as '' (none set) held as null, which is what the request sends for none.
 */
export function airlineCodeRows(catalogue: readonly DelayCode[]): AirlineCodesForm {
  return {
    codes: catalogue.flatMap(({ code, alpha, name }) =>
      isAirlineCode(code) ? [{ code, alpha: alpha || null, name }] : [],
    ),
  };
}

/** The first code no row uses yet, for a new row; null once all six are defined. */
export function nextFreeCode(rows: AirlineCodesForm['codes']): AirlineCode | null {
  return AIRLINE_DELAY_CODES.find((code) => !rows.some((row) => row.code === code)) ?? null;
}
