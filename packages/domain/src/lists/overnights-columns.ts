import type { LegSide } from '../permissions/leg-edits.ts';
import type { OvernightRow } from '../schemas/leg-lists.ts';
import type { Leg } from '../schemas/legs.ts';
import { displayRegistration } from '../schemas/registrations.ts';
import { yesNoText } from './cell-values.ts';
import {
  LEG_DESTINATION,
  LEG_FLIGHT,
  LEG_ORIGIN,
  legAction,
  legDate,
  legPeaBand,
  legPeaNumber,
  legTime,
  ofLeg,
} from './leg-columns.ts';
import { type ListColumn, SCREEN_AND_SHEET, SHEET_ONLY, under } from './list-column.ts';

type OvernightColumn = ListColumn<OvernightRow>;

/**
 * Pernoctes: each aircraft staying the night, its last arrival, what was recorded of the night
 * and its first departure the next day (section 2). The screen shows the three blocks as three
 * tables side by side; the workbook writes them as one, and adds the cut's times and who
 * authorised it, which the screen shows in the drawer.
 */

const night = (row: OvernightRow) => row.arrival.overnight;

/** A flight block: the arrival's or the departure's. Times fall back on the schedule. */
function flightBlock(side: LegSide): OvernightColumn[] {
  const arrival = side === 'arrival';
  const legOf = (row: OvernightRow): Leg | null => (arrival ? row.arrival : row.departure);
  const columns = [
    legDate(side),
    LEG_FLIGHT,
    arrival ? LEG_ORIGIN : LEG_DESTINATION,
    arrival
      ? legTime('eta', 'board.export.eta', (leg) => leg.eta ?? leg.sta)
      : legTime('etd', 'board.export.etd', (leg) => leg.etd ?? leg.std),
    legPeaNumber(side),
    legPeaBand(side),
  ];
  const block = arrival
    ? { id: 'arrivals', header: 'overnights.arrivals', prefixed: true }
    : { id: 'departures', header: 'overnights.departures', prefixed: true };
  const prefix = arrival ? 'a_' : 'd_';
  return under(
    { block },
    columns.map((column) => ofLeg(column, legOf, { key: `${prefix}${column.key}` })),
  );
}

const recorded = (
  key: string,
  header: string,
  value: OvernightColumn['value'],
  more: Partial<OvernightColumn> = {},
): OvernightColumn => ({
  key,
  header,
  width: 'm',
  format: 'text',
  on: SCREEN_AND_SHEET,
  value,
  ...more,
});

const nightRecord: OvernightColumn[] = [
  recorded(
    'registration',
    'board.cols.registration',
    (row) => displayRegistration(row.registration),
    {
      format: 'registration',
    },
  ),
  recorded(
    'type',
    'overnights.type',
    (row, { t }) => {
      const code = night(row)?.type.code;
      return code ? t(`overnights.types.${code}`) : '';
    },
    { width: 'xl' },
  ),
  recorded('location', 'overnights.location', (row) => night(row)?.ubication ?? ''),
  recorded('cut', 'overnights.cut', (row, { t }) => yesNoText(night(row)?.cut, t), { width: 'xs' }),
  recorded('cut_start', 'board.export.cutStart', (row) => night(row)?.cut_duration.start ?? '', {
    on: SHEET_ONLY,
  }),
  recorded('cut_end', 'board.export.cutEnd', (row) => night(row)?.cut_duration.end ?? '', {
    on: SHEET_ONLY,
  }),
  recorded('cut_total', 'board.export.cutTotal', (row) => night(row)?.cut_duration.total ?? null, {
    on: SHEET_ONLY,
    format: 'number',
  }),
  recorded(
    'authorizer',
    'board.export.authorizer',
    (row) => night(row)?.cut_duration.authorizer ?? '',
    { on: SHEET_ONLY, width: 'l' },
  ),
  recorded('comment', 'overnights.comment', (row) => night(row)?.comment ?? '', {
    width: 'prose',
  }),
  ofLeg(legAction('action', 'board.cols.action'), (row: OvernightRow) => row.arrival),
];

export const OVERNIGHTS_COLUMNS: readonly OvernightColumn[] = [
  ...flightBlock('arrival'),
  ...nightRecord,
  ...flightBlock('departure'),
];
