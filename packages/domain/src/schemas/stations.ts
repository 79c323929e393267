import { z } from 'zod';
import { ROLES } from '../permissions/roles.ts';
import { stationField } from './leg-lists.ts';

export const stationSchema = z.object({
  stn: z.string(),
  name: z.string(),
  country: z.string(),
  time_zone: z.string(),
});
export type Station = z.infer<typeof stationSchema>;

export const stationListAllowedQuery = z.strictObject({
  country: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'validation.invalid' }),
});

/** GET /v1/station/list-all, and POST /v1/station/board, which answers every station as now. */
export const stationListAllResponse = z.object({
  data: z.object({ data: z.array(stationSchema) }),
});

/** GET /v1/station/list-allowed?country=: the stations of one country. */
export const stationListAllowedResponse = z.object({
  data: z.object({ data: z.object({ stations: z.array(stationSchema) }) }),
});

/** An airport of the reference dataset: any may be a leg's origin or destination. */
export const airportSchema = z.object({
  code: z.string(),
  name: z.string(),
  country: z.string(),
  time_zone: z.string(),
  /** Whether the airport is one of the airline's stations (has staff and a board). */
  station: z.boolean(),
});
export type Airport = z.infer<typeof airportSchema>;

/** GET /v1/station/airports: airports whose code or name holds the search text. */
export const airportSearchQuery = z.strictObject({
  search: z
    .string({ error: 'validation.required' })
    .trim()
    .min(2, { error: 'validation.minLength' })
    .max(60, { error: 'validation.maxLength' }),
});

export const airportSearchResponse = z.object({
  data: z.object({ airports: z.array(airportSchema) }),
});

/** POST /v1/station/board: DUTY makes an airport a station with a board, or takes it away. */
export const stationBoardRequest = z.strictObject({
  stn: stationField,
  board: z.boolean({ error: 'validation.required' }),
});

/**
 * GET /v1/station/accounts?stn=: the accounts whose home station it is, which lose its board the
 * moment it is taken away; DUTY reads them to confirm.
 */
export const stationAccountsQuery = z.strictObject({ stn: stationField });
export const stationAccountSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES).nullable(),
  active: z.boolean(),
});
export type StationAccount = z.infer<typeof stationAccountSchema>;
export const stationAccountsResponse = z.object({
  data: z.object({ accounts: z.array(stationAccountSchema) }),
});
