import type { Leg, LegSide } from '@board/domain';
import { column, es } from './cells.ts';
import type { Column } from './workbook-stream.ts';

/** Column groups the Llegadas and Salidas tabs share, as their tables do on screen. */

/** Info. del vuelo: passengers, bags and load. */
export const flightInfoColumns = (): Column<Leg>[] => [
  column(es('board.cols.adults'), 8, (l) => l.paxs_boarded.count.adult),
  column(es('board.cols.infants'), 8, (l) => l.paxs_boarded.count.infant),
  column(es('board.cols.bags'), 8, (l) => l.baggage_total),
  column(es('board.cols.bagWeight'), 10, (l) => l.baggage_weight_total),
  column(es('board.cols.load'), 10, (l) => l.load),
];

/** Servicios adicionales: how many were recorded on the side, as the counter on screen. */
export const servicesColumn = (side: LegSide): Column<Leg> =>
  column(es('board.cols.services'), 10, (l) =>
    side === 'arrival'
      ? l.additional_services_arrival.length
      : l.additional_services_departure.length,
  );

/** Atenciones especiales: the special-service counts, wheelchairs on board added together. */
export const attentionColumns = (): Column<Leg>[] => {
  const ssrs = (l: Leg) => l.paxs_boarded.ssrs;
  return [
    column('INAD', 6, (l) => ssrs(l).INAD),
    column('WCHR', 6, (l) => ssrs(l).WCHR),
    column('WCHC+WCHS', 11, (l) => ssrs(l).WCHC + ssrs(l).WCHS),
    column('AVIH', 6, (l) => ssrs(l).AVIH),
    column('PETC', 6, (l) => ssrs(l).PETC),
  ];
};
