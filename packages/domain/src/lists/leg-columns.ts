import type { LegSide } from '../permissions/leg-edits.ts';
import { sideOf } from '../rules/leg-side.ts';
import type { Leg } from '../schemas/legs.ts';
import {
  dayText,
  legTimeText,
  peaTypeText,
  registrationText,
  specialAttentions,
  statusText,
  unlessZero,
} from './cell-values.ts';
import {
  type ListColumn,
  SCREEN_AND_SHEET,
  SCREEN_ONLY,
  SHEET_ONLY,
  under,
} from './list-column.ts';

/** Columns the Llegadas and Salidas lists share, one row per leg (section 2). */

type LegColumn = ListColumn<Leg>;
const self = (leg: Leg) => leg;

/** A column of a leg list shown on screen and in the workbook. */
export const legColumn = (
  column: Omit<LegColumn, 'on' | 'leg'> & Partial<Pick<LegColumn, 'on'>>,
): LegColumn => ({ on: SCREEN_AND_SHEET, leg: self, ...column });

/** A button column of the screen: nothing to write in a file. */
export const legAction = (key: string, header = ''): LegColumn =>
  legColumn({ key, header, width: 'xs', format: 'action', on: SCREEN_ONLY, value: () => null });

/** A time of the leg in the station's zone, blank once the leg is cancelled. */
export const legTime = (
  key: string,
  header: string,
  instant: (leg: Leg) => string | null | undefined,
  more: Partial<LegColumn> = {},
): LegColumn =>
  legColumn({
    key,
    header,
    width: 'xs',
    format: 'time',
    value: (leg, { zone }) => legTimeText(leg, instant(leg), zone),
    ...more,
  });

/** The side's local day: an arrival's day of landing, a departure's day of operation. */
export const legDate = (side: LegSide): LegColumn =>
  legColumn({
    key: 'date',
    header: 'board.cols.date',
    width: 's',
    format: 'day',
    value: (leg) => dayText(sideOf(leg, side).day),
  });

/** A text column of a leg: its key, header, width class and what it holds. */
export const legText = (
  key: string,
  header: string,
  width: LegColumn['width'],
  value: (leg: Leg) => string | null,
  format: LegColumn['format'] = 'text',
): LegColumn => legColumn({ key, header, width, format, value });

/** A figure of a leg, kept a number in files. */
export const legFigure = (key: string, header: string, value: (leg: Leg) => number | null) =>
  legColumn({ key, header, width: 's', format: 'number', value });

export const LEG_FLIGHT = legText(
  'flight',
  'board.cols.flight',
  'm',
  (l) => l.flight_number,
  'flight',
);
export const LEG_REGISTRATION = legText(
  'registration',
  'board.cols.registration',
  'm',
  registrationText,
  'registration',
);
export const LEG_ORIGIN = legText('origin', 'board.cols.origin', 's', (leg) => leg.depstn);
export const LEG_DESTINATION = legText(
  'destination',
  'board.cols.destination',
  's',
  (l) => l.arrstn,
);
export const LEG_MATERIAL = legText('material', 'board.cols.material', 's', (leg) => leg.material);

/** Fecha, Vuelo, ARN, Material and the other end of the flight. */
export const legBasics = (side: LegSide): LegColumn[] => [
  legDate(side),
  LEG_FLIGHT,
  LEG_REGISTRATION,
  LEG_MATERIAL,
  side === 'arrival' ? LEG_ORIGIN : LEG_DESTINATION,
];

/**
 * A leg column in a list whose rows hold legs (a turnaround's sides, a delay line's leg): blank
 * where the row has no such leg.
 */
export function ofLeg<Row>(
  column: LegColumn,
  legOf: (row: Row) => Leg | null,
  change: Partial<ListColumn<Row>> = {},
): ListColumn<Row> {
  return {
    ...column,
    leg: legOf,
    value: (row, cell) => {
      const leg = legOf(row);
      return leg ? column.value(leg, cell) : null;
    },
    ...change,
  };
}

/** Estado: on screen the flight cell carries it; the workbook gives it a column. */
export const legStatus = (): LegColumn =>
  legColumn({
    key: 'status',
    header: 'board.export.status',
    width: 'l',
    format: 'text',
    on: SHEET_ONLY,
    value: (leg, { t }) => statusText(leg, t),
  });

/** CDA: the side's dispatcher, and the button that assigns one. */
export const cdaGroup = (side: LegSide): LegColumn[] =>
  under({ group: { id: 'cda', header: 'board.export.cda' } }, [
    legColumn({
      key: 'cda_name',
      header: 'board.cols.name',
      fileHeader: 'board.export.cda',
      width: 'm',
      format: 'text',
      value: (leg) => sideOf(leg, side).cda?.display_name ?? '',
    }),
    legAction('cda_edit'),
  ]);

export const legPeaType = (side: LegSide): LegColumn =>
  legColumn({
    key: 'pea_type',
    header: 'board.export.peaType',
    width: 's',
    format: 'text',
    on: SHEET_ONLY,
    value: (leg, { t }) => peaTypeText(sideOf(leg, side).peaType, t),
  });

export const legPeaNumber = (side: LegSide): LegColumn =>
  legColumn({
    key: 'pea_number',
    header: 'board.cols.pea',
    width: 'xs',
    format: 'stand',
    value: (leg) => sideOf(leg, side).peaNumber,
  });

/** An arrival's baggage tape, a departure's gate. */
export const legPeaBand = (side: LegSide): LegColumn =>
  legColumn({
    key: 'pea_band',
    header: side === 'arrival' ? 'board.cols.tape' : 'board.cols.gate',
    width: 'xs',
    format: 'text',
    value: (leg) => sideOf(leg, side).peaTapeHall,
  });

/** PEA / Parking: the side's stand with its type, the tape or gate, and the button. */
export const peaGroup = (side: LegSide): LegColumn[] =>
  under({ group: { id: 'pea', header: 'board.cols.peaGroup' } }, [
    legPeaType(side),
    legPeaNumber(side),
    legPeaBand(side),
    legAction('pea_edit'),
  ]);

/** Info. del vuelo: passengers, bags and load. */
export const flightInfoGroup = (): LegColumn[] =>
  under({ group: { id: 'info', header: 'board.cols.flightInfo' } }, [
    legFigure('adults', 'board.cols.adults', (leg) => leg.paxs_boarded.count.adult),
    legFigure('infants', 'board.cols.infants', (leg) => leg.paxs_boarded.count.infant),
    legFigure('bags', 'board.cols.bags', (leg) => leg.baggage_total),
    legFigure('bag_weight', 'board.cols.bagWeight', (leg) => leg.baggage_weight_total),
    legFigure('load', 'board.cols.load', (leg) => leg.load),
  ]);

/** Servicios adicionales: how many the side holds; on screen, with the button that edits them. */
export const servicesColumn = (side: LegSide): LegColumn =>
  legFigure('services', 'board.cols.services', (leg) => sideOf(leg, side).services.length);

/** Atenciones especiales: the special-service counts, blank where there are none. */
export const attentionsGroup = (): LegColumn[] =>
  under(
    { group: { id: 'attentions', header: 'board.cols.attentions' } },
    (['INAD', 'WCHR', 'WCHC_WCHS', 'AVIH', 'PETC'] as const).map((code) =>
      legColumn({
        key: `ssr_${code}`,
        header: `board.ssr.${code}`,
        width: 'xs',
        format: 'number',
        value: (leg) => unlessZero(specialAttentions(leg)[code]),
      }),
    ),
  );
