import {
  ARRIVALS_COLUMNS,
  DELAYS_COLUMNS,
  DEPARTURES_COLUMNS,
  type DelayLine,
  EXPORT_LIST_SHEETS,
  GENERAL_COLUMNS,
  type Leg,
  OVERNIGHTS_COLUMNS,
  type TurnaroundRow,
} from '@board/domain';
import { es, legTone } from '../../lib/workbooks/cells.ts';
import type { Sheet } from '../../lib/workbooks/workbook-stream.ts';
import { listSheet } from './list-sheet.ts';

/** The tabs of the list downloads, each the columns of its screen (section 7). */

/** A turnaround is greyed when none of its sides will fly; a single cancelled side says CNLD. */
const turnaroundTone = (row: TurnaroundRow) => {
  const sides = [row.arrival, row.departure].filter((leg) => leg !== null);
  return sides.every((leg) => legTone(leg)) ? 'muted' : null;
};

export const generalSheet = (zone: string): Sheet<TurnaroundRow> =>
  listSheet(GENERAL_COLUMNS, { name: EXPORT_LIST_SHEETS.home, zone, tone: turnaroundTone });

export const arrivalsSheet = (zone: string): Sheet<Leg> =>
  listSheet(ARRIVALS_COLUMNS, { name: EXPORT_LIST_SHEETS.arrivals, zone, tone: legTone });

export const departuresSheet = (zone: string): Sheet<Leg> =>
  listSheet(DEPARTURES_COLUMNS, { name: EXPORT_LIST_SHEETS.departures, zone, tone: legTone });

/** A delayed leg nobody has coded yet is highlighted, as on the Demoras screen. */
export const delaysSheet = (zone: string): Sheet<DelayLine> =>
  listSheet(DELAYS_COLUMNS, {
    name: es('titles.delays'),
    zone,
    tone: ({ entry }) => (entry ? null : 'flagged'),
  });

export const overnightsSheet = (zone: string) =>
  listSheet(OVERNIGHTS_COLUMNS, { name: es('titles.overnights'), zone });
