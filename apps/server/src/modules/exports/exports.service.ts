import {
  DELAY_CODES_FILE_NAME,
  delayLines,
  type ExportKind,
  type ExportListType,
  exportFileName,
  exportKindOfList,
} from '@board/domain';
import type { Db } from '../../db/client.ts';
import type { Download } from '../../lib/workbooks/download.ts';
import { type Sheet, workbookStream } from '../../lib/workbooks/workbook-stream.ts';
import type { AuthUser } from '../auth/index.ts';
import { delayCodeCatalogue } from '../catalogues/index.ts';
import type { LegsService } from '../legs/index.ts';
import { delayCodesSheet } from './delay-codes-sheet.ts';
import {
  arrivalsSheet,
  delaysSheet,
  departuresSheet,
  generalSheet,
  overnightsSheet,
} from './list-sheets.ts';
import { trailerLines, trailersSheet } from './trailers-sheet.ts';

interface DayArgs {
  station: string;
  day: string;
  query: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Nothing to put in the file is not a file with headers only: the client is told so instead. */
function excel<T>(fileName: string, sheet: Sheet<T>, rows: readonly T[]): Download {
  if (rows.length === 0) return null;
  return { fileName, contentType: XLSX, body: workbookStream(sheet, rows) };
}

/**
 * The Excel downloads (section 7). Each asks the legs service for the very list its screen shows
 * for the same station, day and search, after the same checks (station scope, day window), and
 * writes it as a workbook one row at a time.
 */
export function createExportsService(deps: { db: Db; legs: LegsService }) {
  const name = (kind: ExportKind, args: DayArgs) =>
    exportFileName(kind, args.station, args.day, 'xlsx');

  return {
    async list(user: AuthUser, args: DayArgs & { type: ExportListType }): Promise<Download> {
      const day = await deps.legs.forDownload(user, args);
      const fileName = name(exportKindOfList(args.type), args);
      switch (args.type) {
        case 'home':
          return excel(fileName, generalSheet(day.timeZone), await day.general());
        case 'arrivals':
          return excel(fileName, arrivalsSheet(day.timeZone), await day.arrivals());
        case 'departures':
          return excel(fileName, departuresSheet(day.timeZone), await day.departures());
      }
    },

    async trailers(user: AuthUser, args: DayArgs): Promise<Download> {
      const day = await deps.legs.forDownload(user, args);
      const { arrivals, departures } = await day.sides();
      const lines = trailerLines(arrivals, departures);
      return excel(name('trailers', args), trailersSheet(), lines);
    },

    async delays(user: AuthUser, args: DayArgs): Promise<Download> {
      const day = await deps.legs.forDownload(user, args);
      return excel(name('delays', args), delaysSheet(day.timeZone), delayLines(await day.delays()));
    },

    /** For the caller's tracked registrations, as their Pernoctes screen. */
    async overnights(user: AuthUser, args: DayArgs): Promise<Download> {
      const day = await deps.legs.forDownload(user, args);
      return excel(name('overnights', args), overnightsSheet(day.timeZone), await day.overnights());
    },

    /** The delay codes table, the airline's own codes included: the same for everyone signed in. */
    async delayCodes(): Promise<Download> {
      return excel(DELAY_CODES_FILE_NAME, delayCodesSheet(), await delayCodeCatalogue(deps.db));
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
