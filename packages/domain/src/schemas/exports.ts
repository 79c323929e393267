import { z } from 'zod';
import { dayField, stationField } from './leg-lists.ts';

/**
 * Bodies of the download calls (section 7). The server owns each file's layout and name; the
 * client only says what to export. Every answer is a file with its name in content-disposition,
 * or 204 No Content when the filters match no record (the panel then says so).
 */

const queryField = z
  .string({ error: 'validation.invalidType' })
  .trim()
  .max(50, { error: 'validation.maxLength' })
  .default('');

/**
 * The client's Excel layout and file name, which section 7 sends with the list and trailer
 * downloads. Accepted and not used: the server lays out every file as the screens show it and
 * names it by tab and date (section 9), so every client gets the same file for the same tab.
 */
const clientLayoutField = z.record(z.string(), z.unknown()).optional();

/** The board tabs an Excel list is made of; Hitos downloads as the general tab. */
export const EXPORT_LIST_TYPES = ['home', 'arrivals', 'departures'] as const;
export type ExportListType = (typeof EXPORT_LIST_TYPES)[number];

/** POST /v1/leg/export-list */
export const exportListRequest = z.strictObject({
  day: dayField,
  station: stationField,
  query: queryField,
  type: z.enum(EXPORT_LIST_TYPES, { error: 'validation.exportType' }),
  config: clientLayoutField,
});
export type ExportListRequest = z.input<typeof exportListRequest>;

/** POST /v1/leg/export-trailers: the tows recorded on the station's legs of the day. */
export const exportTrailersRequest = z.strictObject({
  day: dayField,
  station: stationField,
  query: queryField,
  type: z.literal('trailers', { error: 'validation.exportType' }).default('trailers'),
  config: clientLayoutField,
});
export type ExportTrailersRequest = z.input<typeof exportTrailersRequest>;

/** POST /v1/leg/export-delays: the Demoras table of the day. */
export const exportDelaysRequest = z.strictObject({
  day: dayField,
  station: stationField,
  query: queryField,
});
export type ExportDelaysRequest = z.input<typeof exportDelaysRequest>;

/** POST /v1/leg/export-overnights: the Pernoctes tables, for the caller's tracked aircraft. */
export const exportOvernightsRequest = z.strictObject({
  day: dayField,
  station: stationField,
  query: queryField,
});
export type ExportOvernightsRequest = z.input<typeof exportOvernightsRequest>;

/** POST /v1/leg/export-printformat: the printable board (Imprimir Pizarra) of a station's day. */
export const exportPrintRequest = z.strictObject({
  day: dayField,
  station: stationField,
  /** Adds the day's stands as the Línea de tiempo draws them, after the board (decision 0039). */
  timeline: z.boolean().optional(),
});
export type ExportPrintRequest = z.input<typeof exportPrintRequest>;

/** What a download is named after: the tab, or the table it holds (section 9). */
export type ExportKind =
  | 'general'
  | 'arrivals'
  | 'departures'
  | 'trailers'
  | 'delays'
  | 'overnights'
  | 'pizarra';

/** The Excel tab name of a list export (section 9): Llegadas, Salidas, General. */
export const EXPORT_LIST_SHEETS: Record<ExportListType, string> = {
  home: 'General',
  arrivals: 'Llegadas',
  departures: 'Salidas',
};

export const exportKindOfList = (type: ExportListType): ExportKind =>
  type === 'home' ? 'general' : type;

/** A download's file name: by tab and date, e.g. general_LIM_2026-11-23.xlsx. */
export const exportFileName = (
  kind: ExportKind,
  station: string,
  day: string,
  extension: 'xlsx' | 'pdf',
) => `${kind}_${station}_${day}.${extension}`;

/** The delay-codes table is the same every day. */
export const DELAY_CODES_FILE_NAME = 'codigos_de_demora.xlsx';
