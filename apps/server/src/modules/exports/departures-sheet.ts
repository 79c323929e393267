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
  unlessZero,
} from './cells.ts';
import { attentionColumns, flightInfoColumns, servicesColumn } from './leg-columns.ts';
import type { Sheet } from './workbook-stream.ts';

/**
 * The Salidas tab: the Departures table's columns (section 2). The crew and connections, lists
 * behind a button on screen, are counted; the occupation stays a number for sums and charts.
 */
export const departuresSheet = (zone: string): Sheet<Leg> => ({
  name: EXPORT_LIST_SHEETS.departures,
  tone: legTone,
  columns: [
    column(es('general.turnAround'), 12, (l) => l.turn_around_sku_departure),
    column(es('board.cols.date'), 8, (l) => dateOf(l.datop_local)),
    column(es('board.cols.flight'), 10, (l) => l.flight_number),
    column(es('board.cols.registration'), 10, registrationOf),
    column(es('board.cols.material'), 9, (l) => l.material),
    column(es('board.cols.destination'), 8, (l) => l.arrstn),
    column('STD', 7, (l) => timeOf(l, l.std, zone)),
    column(es('board.export.status'), 13, statusText),
    column('CDA', 10, (l) => l.cda_assigned?.display_name ?? ''),
    column(es('board.cols.crew'), 11, (l) => l.crew.length),
    column(es('board.export.peaType'), 9, (l) => peaTypeText(l.pea_type_departure)),
    column(es('board.cols.pea'), 7, (l) => l.pea_number_departure),
    column(es('board.cols.gate'), 7, (l) => l.pea_hall_departure),
    ...flightInfoColumns(),
    column(es('board.export.connectionPax'), 10, (l) => l.pax_connection),
    column(es('board.export.connectionBags'), 10, (l) => l.bags_connection),
    column('ETD', 7, (l) => timeOf(l, l.etd, zone)),
    column('ATD', 7, (l) => timeOf(l, l.control_taxi_pushback, zone)),
    column(es('board.cols.takeoff'), 9, (l) => timeOf(l, l.control_taxi_toff, zone)),
    column(es('board.cols.codes'), 10, (l) => l.delays_codes),
    column(es('board.cols.minutes'), 9, (l) => unlessZero(l.delays_min_total)),
    servicesColumn('departure'),
    ...attentionColumns(),
    column(es('board.cols.capacity'), 10, (l) => l.capacity),
    column(es('board.export.occupation'), 10, (l) => l.occupational_factor),
  ],
});
