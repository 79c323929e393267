import type { Readable } from 'node:stream';
import {
  DELAY_CODES,
  DELAY_CODES_FILE_NAME,
  EXPORT_LIST_SHEETS,
  type ExportListType,
  exportFileName,
  exportKindOfList,
} from '@board/domain';
import type { AuthUser } from '../auth/session.service.ts';
import type { LegsService } from '../legs/legs.service.ts';
import { arrivalColumns, departureColumns, generalColumns } from './list-sheets.ts';
import {
  delayCodeColumns,
  delayColumns,
  delayLines,
  overnightColumns,
  trailerColumns,
  trailerLines,
} from './record-sheets.ts';
import { type SheetSpec, sheet, workbookStream } from './workbook-stream.ts';

/** A file to send, or null when the filters match no record (the panel says so). */
export type Download = { fileName: string; contentType: string; body: Readable } | null;

interface DayArgs {
  station: string;
  day: string;
  query: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const workbook = (fileName: string, spec: SheetSpec, count: number): Download =>
  count === 0 ? null : { fileName, contentType: XLSX, body: workbookStream([spec]) };

/**
 * The Excel downloads (section 7): each list as the screen has it for the same day, station and
 * search, with the same access checks, written as a workbook one row at a time.
 */
export function createExportsService(deps: { legs: LegsService }) {
  return {
    async list(user: AuthUser, args: DayArgs & { type: ExportListType }): Promise<Download> {
      const day = await deps.legs.forDownload(user, args);
      const name = exportFileName(exportKindOfList(args.type), args.station, args.day, 'xlsx');
      const tab = EXPORT_LIST_SHEETS[args.type];
      if (args.type === 'home') {
        const rows = await day.general();
        return workbook(name, sheet(tab, generalColumns(day.timeZone), rows), rows.length);
      }
      const legs = await (args.type === 'arrivals' ? day.arrivals() : day.departures());
      const columns = (args.type === 'arrivals' ? arrivalColumns : departureColumns)(day.timeZone);
      return workbook(name, sheet(tab, columns, legs), legs.length);
    },

    async trailers(user: AuthUser, args: DayArgs): Promise<Download> {
      const day = await deps.legs.forDownload(user, args);
      const lines = trailerLines(await day.arrivals(), await day.departures());
      const name = exportFileName('trailers', args.station, args.day, 'xlsx');
      return workbook(name, sheet('Remolques', trailerColumns(), lines), lines.length);
    },

    async delays(user: AuthUser, args: DayArgs): Promise<Download> {
      const day = await deps.legs.forDownload(user, args);
      const lines = delayLines(await day.delays());
      const name = exportFileName('delays', args.station, args.day, 'xlsx');
      return workbook(name, sheet('Demoras', delayColumns(day.timeZone), lines), lines.length);
    },

    async overnights(user: AuthUser, args: DayArgs): Promise<Download> {
      const day = await deps.legs.forDownload(user, args);
      const rows = await day.overnights();
      const name = exportFileName('overnights', args.station, args.day, 'xlsx');
      return workbook(name, sheet('Pernoctes', overnightColumns(day.timeZone), rows), rows.length);
    },

    /** The IATA delay codes table; the same for everyone. */
    delayCodes(): Download {
      const spec = sheet('Códigos de demora', delayCodeColumns(), DELAY_CODES);
      return workbook(DELAY_CODES_FILE_NAME, spec, DELAY_CODES.length);
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
