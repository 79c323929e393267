import type { Leg } from '../schemas/legs.ts';
import {
  attentionsGroup,
  cdaGroup,
  flightInfoGroup,
  legBasics,
  legFigure,
  legStatus,
  legText,
  legTime,
  peaGroup,
  servicesColumn,
} from './leg-columns.ts';
import { type ListColumn, under } from './list-column.ts';

/** Llegadas: the station's arrivals of the day (section 2). */
export const ARRIVALS_COLUMNS: readonly ListColumn<Leg>[] = [
  ...legBasics('arrival'),
  legTime('sta', 'board.export.sta', (leg) => leg.sta),
  legStatus(),
  ...cdaGroup('arrival'),
  ...peaGroup('arrival'),
  ...flightInfoGroup(),
  ...under({ group: { id: 'turn', header: 'general.turnAround' } }, [
    legText('sku', 'board.export.sku', 'm', (leg) => leg.turn_around_sku_arrival),
    {
      ...legFigure('turn_estimated', 'board.cols.estimated', (leg) => leg.turn_around_time_arrival),
      fileHeader: 'board.export.turnEstimated',
      unit: 'minutes',
    },
    {
      ...legFigure(
        'turn_actual',
        'board.cols.actual',
        (leg) => leg.turn_around_actual_time_arrival,
      ),
      fileHeader: 'board.export.turnActual',
      unit: 'minutes',
    },
    {
      ...legFigure('gantt', 'board.export.gantt', (leg) => leg.turn_around_gantt_vinculate),
      unit: 'minutes',
    },
  ]),
  legTime('eta', 'board.export.eta', (leg) => leg.eta),
  ...under({ group: { id: 'taxi_in', header: 'board.cols.taxiIn' } }, [
    legTime('landed', 'board.export.ata', (leg) => leg.control_taxi_landed),
    legTime('on_blocks', 'board.cols.onBlocks', (leg) => leg.control_taxi_on_blocks),
    legFigure('taxi_time', 'board.cols.taxiTime', (leg) => leg.control_taxi_time),
  ]),
  servicesColumn('arrival'),
  ...attentionsGroup(),
];
