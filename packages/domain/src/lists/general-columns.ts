import type { LegSide } from '../permissions/leg-edits.ts';
import { sideOf } from '../rules/leg-side.ts';
import type { Leg, TurnaroundRow } from '../schemas/legs.ts';
import { unlessZero } from './cell-values.ts';
import {
  LEG_DESTINATION,
  LEG_FLIGHT,
  LEG_ORIGIN,
  LEG_REGISTRATION,
  legAction,
  legDate,
  legFigure,
  legPeaBand,
  legPeaNumber,
  legPeaType,
  legStatus,
  legText,
  legTime,
  ofLeg,
} from './leg-columns.ts';
import {
  EVERYWHERE,
  type ListColumn,
  SCREEN_AND_SHEET,
  SCREEN_ONLY,
  SHEET_AND_PRINT,
  SHEET_ONLY,
  under,
} from './list-column.ts';

type GeneralColumn = ListColumn<TurnaroundRow>;

/**
 * General: one row per turnaround, the arrival block, the ground times and the departure block
 * (section 2). The printed board keeps what fits a landscape page; the workbook adds each side's
 * status and stand type and splits the delay into codes and minutes.
 */

const BLOCKS = {
  arrival: { id: 'arrivals', header: 'general.arrivals', prefixed: true },
  departure: { id: 'departures', header: 'general.departures', prefixed: true },
};

function sideColumns(side: LegSide, columns: [ListColumn<Leg>, ListColumn<TurnaroundRow>['on']][]) {
  const prefix = side === 'arrival' ? 'a_' : 'd_';
  const legOf = (row: TurnaroundRow) => row[side];
  return under(
    { block: BLOCKS[side] },
    columns.map(([column, on]) => ofLeg(column, legOf, { key: `${prefix}${column.key}`, on })),
  );
}

/** The leg's stand, its tape or gate, and the type the workbook adds. */
const standColumns = (side: LegSide): [ListColumn<Leg>, GeneralColumn['on']][] => [
  [legPeaType(side), SHEET_ONLY],
  [{ ...legPeaNumber(side), key: 'pea' }, EVERYWHERE],
  [{ ...legPeaBand(side), key: side === 'arrival' ? 'tape' : 'gate' }, EVERYWHERE],
  // Below the widest boards the stand's pencil sits in the stand's cell.
  [{ ...legAction('action', 'board.cols.action'), givesWay: 1 }, SCREEN_ONLY],
];

const cda = (side: LegSide) =>
  legText('cda', 'board.export.cda', 'm', (leg) => sideOf(leg, side).cda?.display_name ?? '');

/** The first columns of each side: selection, day, registration, flight, where from or to. */
const sideStart = (side: LegSide): [ListColumn<Leg>, GeneralColumn['on']][] => [
  [legAction('select'), SCREEN_ONLY],
  // A narrow board marks a time of another day instead (decision 0031).
  [{ ...legDate(side), givesWay: 2 }, SCREEN_AND_SHEET],
  [LEG_REGISTRATION, EVERYWHERE],
  [LEG_FLIGHT, EVERYWHERE],
  [
    side === 'arrival'
      ? { ...LEG_ORIGIN, shortHeader: 'board.short.origin' }
      : { ...LEG_DESTINATION, shortHeader: 'board.short.destination' },
    EVERYWHERE,
  ],
  [legStatus(), SHEET_AND_PRINT],
];

const arrivalBlock = sideColumns('arrival', [
  ...sideStart('arrival'),
  ...standColumns('arrival'),
  [legTime('sta', 'board.export.sta', (leg) => leg.sta), EVERYWHERE],
  [legTime('eta', 'board.export.eta', (leg) => leg.eta), EVERYWHERE],
  [
    legTime('landed', 'board.cols.landed', (leg) => leg.control_taxi_landed, {
      shortHeader: 'board.export.ata',
    }),
    SCREEN_AND_SHEET,
  ],
  // The narrowest board keeps the landing and the pushback; the next times are in their tooltip.
  [
    legTime('blocks', 'board.cols.onBlocks', (leg) => leg.control_taxi_on_blocks, { givesWay: 2 }),
    SCREEN_AND_SHEET,
  ],
  [cda('arrival'), SCREEN_AND_SHEET],
]);

const delayText = (leg: Leg) =>
  leg.delays_codes ? `${leg.delays_codes} (${leg.delays_min_total} min)` : '';

const departureBlock = sideColumns('departure', [
  ...sideStart('departure'),
  ...standColumns('departure'),
  [legTime('std', 'board.export.std', (leg) => leg.std), EVERYWHERE],
  [legTime('etd', 'board.export.etd', (leg) => leg.etd), EVERYWHERE],
  [
    legTime('pushback', 'board.cols.pushback', (l) => l.control_taxi_pushback, {
      shortHeader: 'board.export.atd',
    }),
    SCREEN_AND_SHEET,
  ],
  [
    legTime('toff', 'board.cols.takeoff', (leg) => leg.control_taxi_toff, {
      shortHeader: 'board.short.takeoff',
      givesWay: 2,
    }),
    SCREEN_AND_SHEET,
  ],
  // Codes and their total: the screen and the page in one cell, the workbook in two figures.
  [legText('delay', 'board.cols.delay', 'xl', delayText), ['screen', 'print']],
  [legText('codes', 'board.cols.codes', 's', (leg) => leg.delays_codes), SHEET_ONLY],
  [
    legFigure('minutes', 'board.cols.minutes', (leg) => unlessZero(leg.delays_min_total)),
    SHEET_ONLY,
  ],
  [cda('departure'), SCREEN_AND_SHEET],
]);

const groundTime = (
  key: string,
  header: string,
  value: (row: TurnaroundRow) => number | null,
  on = EVERYWHERE,
): GeneralColumn => ({ key, header, width: 'm', format: 'number', on, value });

// The unit is said once, in the block's heading: at 1,280 px the row has no room for "min" in
// three cells (decision 0031 fits the row to the pixel; decision 0049).
const turnBlock = under(
  { block: { id: 'turn', header: 'general.turnAround', prefixed: true, unit: 'minutes' } },
  [
    {
      ...groundTime('t_estimated', 'board.cols.estimated', (row) => row.turn_around_estimated_time),
      shortHeader: 'board.short.estimated',
    },
    groundTime('t_actual', 'board.cols.actual', (row) => row.turn_around_actual_time),
    groundTime('t_gantt', 'board.export.gantt', (row) => row.turn_around_gantt, SCREEN_AND_SHEET),
  ],
);

export const GENERAL_COLUMNS: readonly GeneralColumn[] = [
  ...arrivalBlock,
  ...turnBlock,
  ...departureBlock,
];
