import { EXPORT_LIST_SHEETS, type Leg } from '@board/domain';
import {
  column,
  dateOf,
  es,
  legTone,
  peaTypeText,
  registrationOf,
  statusText,
  timeOf,
} from './cells.ts';
import { attentionColumns, flightInfoColumns, servicesColumn } from './leg-columns.ts';
import type { Sheet } from './workbook-stream.ts';

/** The Llegadas tab: the Arrivals table's columns (section 2), edit buttons left out. */
export const arrivalsSheet = (zone: string): Sheet<Leg> => ({
  name: EXPORT_LIST_SHEETS.arrivals,
  tone: legTone,
  columns: [
    column(es('board.cols.date'), 8, (l) => dateOf(l.arrival_date)),
    column(es('board.cols.flight'), 10, (l) => l.flight_number),
    column(es('board.cols.registration'), 10, registrationOf),
    column(es('board.cols.material'), 9, (l) => l.material),
    column(es('board.cols.origin'), 8, (l) => l.depstn),
    column('STA', 7, (l) => timeOf(l, l.sta, zone)),
    column(es('board.export.status'), 13, statusText),
    column('CDA', 10, (l) => l.cda_assigned_arrival?.display_name ?? ''),
    column(es('board.export.peaType'), 9, (l) => peaTypeText(l.pea_type_arrival)),
    column(es('board.cols.pea'), 7, (l) => l.pea_number_arrival),
    column(es('board.cols.tape'), 7, (l) => l.pea_tape),
    ...flightInfoColumns(),
    column('SKU', 10, (l) => l.turn_around_sku_arrival),
    column(es('board.export.turnEstimated'), 10, (l) => l.turn_around_time_arrival),
    column(es('board.export.turnActual'), 10, (l) => l.turn_around_actual_time_arrival),
    column('Gantt', 8, (l) => l.turn_around_gantt_vinculate),
    column('ETA', 7, (l) => timeOf(l, l.eta, zone)),
    column('ATA', 7, (l) => timeOf(l, l.control_taxi_landed, zone)),
    column(es('board.cols.onBlocks'), 8, (l) => timeOf(l, l.control_taxi_on_blocks, zone)),
    column(es('board.cols.taxiTime'), 9, (l) => l.control_taxi_time),
    servicesColumn('arrival'),
    ...attentionColumns(),
  ],
});
