import { EXPORT_LIST_SHEETS, type Leg, type TurnaroundRow } from '@board/domain';
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
import type { Cell, Sheet } from './workbook-stream.ts';

/** A column of one side of the turnaround, blank when the row has no leg on that side. */
const sideColumn =
  (pick: (row: TurnaroundRow) => Leg | null) =>
  (header: string, width: number, value: (leg: Leg) => Cell) =>
    column<TurnaroundRow>(header, width, (row) => {
      const leg = pick(row);
      return leg ? value(leg) : null;
    });

/**
 * The General tab: one row per turnaround, the arrival block, the ground times, the departure
 * block, in the board's order. One header row only, each header named after its block
 * ("Llegadas · Vuelo"), so the file sorts and filters as a plain table.
 */
export function generalSheet(zone: string): Sheet<TurnaroundRow> {
  const block = (group: string) => (key: string) => `${es(group)} · ${es(key)}`;
  const a = block('general.arrivals');
  const t = block('general.turnAround');
  const d = block('general.departures');
  const arrival = sideColumn((r) => r.arrival);
  const departure = sideColumn((r) => r.departure);
  return {
    name: EXPORT_LIST_SHEETS.home,
    // A turnaround is greyed when none of its sides will fly; a single cancelled side says CNLD.
    tone: (r) => {
      const sides = [r.arrival, r.departure].filter((leg) => leg !== null);
      return sides.every((leg) => legTone(leg)) ? 'muted' : null;
    },
    columns: [
      arrival(a('board.cols.date'), 10, (l) => dateOf(l.arrival_date)),
      arrival(a('board.cols.registration'), 12, registrationOf),
      arrival(a('board.cols.flight'), 12, (l) => l.flight_number),
      arrival(a('board.cols.origin'), 10, (l) => l.depstn),
      arrival(a('board.export.status'), 14, statusText),
      arrival(a('board.export.peaType'), 10, (l) => peaTypeText(l.pea_type_arrival)),
      arrival(a('board.cols.pea'), 8, (l) => l.pea_number_arrival),
      arrival(a('board.cols.tape'), 8, (l) => l.pea_tape),
      arrival(a('board.export.sta'), 8, (l) => timeOf(l, l.sta, zone)),
      arrival(a('board.export.eta'), 8, (l) => timeOf(l, l.eta, zone)),
      arrival(a('board.cols.landed'), 11, (l) => timeOf(l, l.control_taxi_landed, zone)),
      arrival(a('board.cols.onBlocks'), 10, (l) => timeOf(l, l.control_taxi_on_blocks, zone)),
      arrival(a('board.export.cda'), 10, (l) => l.cda_assigned_arrival?.display_name ?? ''),
      column(t('board.cols.estimated'), 12, (r) => r.turn_around_estimated_time),
      column(t('board.cols.actual'), 12, (r) => r.turn_around_actual_time),
      column(t('board.export.gantt'), 12, (r) => r.turn_around_gantt),
      departure(d('board.cols.date'), 10, (l) => dateOf(l.datop_local)),
      departure(d('board.cols.registration'), 12, registrationOf),
      departure(d('board.cols.flight'), 12, (l) => l.flight_number),
      departure(d('board.cols.destination'), 10, (l) => l.arrstn),
      departure(d('board.export.status'), 14, statusText),
      departure(d('board.export.peaType'), 10, (l) => peaTypeText(l.pea_type_departure)),
      departure(d('board.cols.pea'), 8, (l) => l.pea_number_departure),
      departure(d('board.cols.gate'), 8, (l) => l.pea_hall_departure),
      departure(d('board.export.std'), 8, (l) => timeOf(l, l.std, zone)),
      departure(d('board.export.etd'), 8, (l) => timeOf(l, l.etd, zone)),
      departure(d('board.cols.pushback'), 10, (l) => timeOf(l, l.control_taxi_pushback, zone)),
      departure(d('board.cols.takeoff'), 10, (l) => timeOf(l, l.control_taxi_toff, zone)),
      departure(d('board.cols.codes'), 10, (l) => l.delays_codes),
      departure(d('board.cols.minutes'), 10, (l) => unlessZero(l.delays_min_total)),
      departure(d('board.export.cda'), 10, (l) => l.cda_assigned?.display_name ?? ''),
    ],
  };
}
