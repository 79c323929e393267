import type { Leg } from '../schemas/legs.ts';
import { unlessZero } from './cell-values.ts';
import {
  attentionsGroup,
  cdaGroup,
  flightInfoGroup,
  legAction,
  legBasics,
  legFigure,
  legStatus,
  legText,
  legTime,
  peaGroup,
  servicesColumn,
} from './leg-columns.ts';
import { type ListColumn, under } from './list-column.ts';

/**
 * Salidas: the station's departures of the day (section 2). The crew and the connections are
 * lists behind a button on screen; files count them.
 */
export const DEPARTURES_COLUMNS: readonly ListColumn<Leg>[] = [
  legText('sku', 'general.turnAround', 'm', (leg) => leg.turn_around_sku_departure),
  ...legBasics('departure'),
  legTime('std', 'board.export.std', (leg) => leg.std),
  legStatus(),
  ...cdaGroup('departure'),
  legFigure('crew', 'board.cols.crew', (leg) => leg.crew.length),
  ...peaGroup('departure'),
  ...flightInfoGroup(),
  ...under({ group: { id: 'connections', header: 'board.cols.connections' } }, [
    {
      ...legFigure('pax_connection', 'board.export.pax', (leg) => unlessZero(leg.pax_connection)),
      fileHeader: 'board.export.connectionPax',
    },
    {
      ...legFigure('bags_connection', 'board.cols.bags', (leg) => unlessZero(leg.bags_connection)),
      fileHeader: 'board.export.connectionBags',
    },
    legAction('connections_view'),
  ]),
  legTime('etd', 'board.export.etd', (leg) => leg.etd),
  ...under({ group: { id: 'taxi_out', header: 'board.cols.taxiOut' } }, [
    legTime('pushback', 'board.export.atd', (leg) => leg.control_taxi_pushback),
    legTime('takeoff', 'board.cols.takeoff', (leg) => leg.control_taxi_toff),
  ]),
  ...under({ group: { id: 'delays', header: 'board.cols.delays' } }, [
    legText('delay_codes', 'board.cols.codes', 's', (leg) => leg.delays_codes),
    legFigure('delay_minutes', 'board.cols.minutes', (leg) => unlessZero(leg.delays_min_total)),
    legAction('delay_edit'),
  ]),
  servicesColumn('departure'),
  ...attentionsGroup(),
  legFigure('capacity', 'board.cols.capacity', (leg) => leg.capacity),
  {
    ...legFigure('occupation', 'board.cols.occupation', (leg) => leg.occupational_factor),
    fileHeader: 'board.export.occupation',
  },
];
