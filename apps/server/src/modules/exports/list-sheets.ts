import type { Leg, TurnaroundRow } from '@board/domain';
import { dateOf, es, registrationOf, statusText, timeOf } from './cells.ts';
import type { Column } from './workbook-stream.ts';

/** The columns of the Llegadas, Salidas and General tabs, as the tables show them (section 2). */

const col = <T>(header: string, width: number, value: Column<T>['value']): Column<T> => ({
  header,
  width,
  value,
});
const h = (key: string) => es(key);
const ssrs = (leg: Leg) => leg.paxs_boarded.ssrs;

export function arrivalColumns(zone: string): Column<Leg>[] {
  return [
    col(h('board.cols.date'), 8, (l) => dateOf(l.arrival_date)),
    col(h('board.cols.flight'), 10, (l) => l.flight_number),
    col(h('board.cols.registration'), 10, registrationOf),
    col(h('board.cols.material'), 9, (l) => l.material),
    col(h('board.cols.origin'), 8, (l) => l.depstn),
    col('STA', 7, (l) => timeOf(l, l.sta, zone)),
    col(h('board.export.status'), 13, statusText),
    col('CDA', 10, (l) => l.cda_assigned_arrival?.display_name ?? ''),
    col(h('board.export.peaType'), 9, (l) => l.pea_type_arrival),
    col(h('board.cols.pea'), 7, (l) => l.pea_number_arrival),
    col(h('board.cols.tape'), 7, (l) => l.pea_tape),
    col(h('board.cols.adults'), 8, (l) => l.paxs_boarded.count.adult),
    col(h('board.cols.infants'), 8, (l) => l.paxs_boarded.count.infant),
    col(h('board.cols.bags'), 8, (l) => l.baggage_total),
    col(h('board.cols.bagWeight'), 10, (l) => l.baggage_weight_total),
    col(h('board.cols.load'), 10, (l) => l.load),
    col('SKU', 10, (l) => l.turn_around_sku_arrival),
    col(h('board.export.turnEstimated'), 10, (l) => l.turn_around_time_arrival),
    col(h('board.export.turnActual'), 10, (l) => l.turn_around_actual_time_arrival),
    col('Gantt', 8, (l) => l.turn_around_gantt_vinculate),
    col('ETA', 7, (l) => timeOf(l, l.eta, zone)),
    col('ATA', 7, (l) => timeOf(l, l.control_taxi_landed, zone)),
    col(h('board.cols.onBlocks'), 8, (l) => timeOf(l, l.control_taxi_on_blocks, zone)),
    col(h('board.cols.taxiTime'), 9, (l) => l.control_taxi_time),
    col(h('board.cols.services'), 10, (l) => l.additional_services_arrival.length),
    col('INAD', 6, (l) => ssrs(l).INAD),
    col('WCHR', 6, (l) => ssrs(l).WCHR),
    col('WCHC+WCHS', 11, (l) => ssrs(l).WCHC + ssrs(l).WCHS),
    col('AVIH', 6, (l) => ssrs(l).AVIH),
    col('PETC', 6, (l) => ssrs(l).PETC),
  ];
}

export function departureColumns(zone: string): Column<Leg>[] {
  return [
    col(h('board.export.turnEstimated'), 10, (l) => l.turn_around_time_departure),
    col(h('board.export.turnActual'), 10, (l) => l.turn_around_actual_time_departure),
    col('Gantt', 8, (l) => l.turn_around_gantt),
    col(h('board.cols.date'), 8, (l) => dateOf(l.datop_local)),
    col(h('board.cols.flight'), 10, (l) => l.flight_number),
    col(h('board.cols.registration'), 10, registrationOf),
    col(h('board.cols.material'), 9, (l) => l.material),
    col(h('board.cols.destination'), 8, (l) => l.arrstn),
    col('STD', 7, (l) => timeOf(l, l.std, zone)),
    col(h('board.export.status'), 13, statusText),
    col('CDA', 10, (l) => l.cda_assigned?.display_name ?? ''),
    col(h('board.cols.crew'), 11, (l) => l.crew.length),
    col(h('board.export.peaType'), 9, (l) => l.pea_type_departure),
    col(h('board.cols.pea'), 7, (l) => l.pea_number_departure),
    col(h('board.cols.gate'), 7, (l) => l.pea_hall_departure),
    col(h('board.cols.adults'), 8, (l) => l.paxs_boarded.count.adult),
    col(h('board.cols.infants'), 8, (l) => l.paxs_boarded.count.infant),
    col(h('board.cols.bags'), 8, (l) => l.baggage_total),
    col(h('board.cols.bagWeight'), 10, (l) => l.baggage_weight_total),
    col(h('board.cols.load'), 10, (l) => l.load),
    col(h('board.export.connectionPax'), 10, (l) => l.pax_connection),
    col(h('board.export.connectionBags'), 10, (l) => l.bags_connection),
    col('ETD', 7, (l) => timeOf(l, l.etd, zone)),
    col('ATD', 7, (l) => timeOf(l, l.control_taxi_pushback, zone)),
    col(h('board.cols.takeoff'), 9, (l) => timeOf(l, l.control_taxi_toff, zone)),
    col(h('board.cols.codes'), 10, (l) => l.delays_codes),
    col(h('board.cols.minutes'), 9, (l) => l.delays_min_total || null),
    col(h('board.cols.services'), 10, (l) => l.additional_services_departure.length),
    col('INAD', 6, (l) => ssrs(l).INAD),
    col('WCHR', 6, (l) => ssrs(l).WCHR),
    col('WCHC+WCHS', 11, (l) => ssrs(l).WCHC + ssrs(l).WCHS),
    col('AVIH', 6, (l) => ssrs(l).AVIH),
    col('PETC', 6, (l) => ssrs(l).PETC),
    col(h('board.cols.capacity'), 10, (l) => l.capacity),
    col(h('board.export.occupation'), 10, (l) => l.occupational_factor),
  ];
}

/** One row per turnaround: the arrival, the ground times, the departure (the General board). */
export function generalColumns(zone: string): Column<TurnaroundRow>[] {
  const a = (key: string) => `${h('general.arrivals')} · ${h(key)}`;
  const d = (key: string) => `${h('general.departures')} · ${h(key)}`;
  const t = (key: string) => `${h('general.turnAround')} · ${h(key)}`;
  return [
    col(a('board.cols.date'), 10, (r) => dateOf(r.arrival?.arrival_date)),
    col(a('board.cols.registration'), 12, (r) => registrationOf(r.arrival)),
    col(a('board.cols.flight'), 12, (r) => r.arrival?.flight_number ?? ''),
    col(a('board.cols.origin'), 10, (r) => r.arrival?.depstn ?? ''),
    col(a('board.export.status'), 14, (r) => statusText(r.arrival)),
    col(a('board.cols.pea'), 8, (r) => r.arrival?.pea_number_arrival ?? ''),
    col(a('board.cols.tape'), 8, (r) => r.arrival?.pea_tape ?? ''),
    col(a('board.export.sta'), 8, (r) => timeOf(r.arrival, r.arrival?.sta, zone)),
    col(a('board.export.eta'), 8, (r) => timeOf(r.arrival, r.arrival?.eta, zone)),
    col(a('board.cols.landed'), 11, (r) => timeOf(r.arrival, r.arrival?.control_taxi_landed, zone)),
    col(a('board.cols.onBlocks'), 10, (r) =>
      timeOf(r.arrival, r.arrival?.control_taxi_on_blocks, zone),
    ),
    col(a('board.export.cda'), 10, (r) => r.arrival?.cda_assigned_arrival?.display_name ?? ''),
    col(t('board.cols.estimated'), 12, (r) => r.turn_around_estimated_time),
    col(t('board.cols.actual'), 12, (r) => r.turn_around_actual_time),
    col(t('board.export.gantt'), 12, (r) => r.turn_around_gantt),
    col(d('board.cols.date'), 10, (r) => dateOf(r.departure?.datop_local)),
    col(d('board.cols.registration'), 12, (r) => registrationOf(r.departure)),
    col(d('board.cols.flight'), 12, (r) => r.departure?.flight_number ?? ''),
    col(d('board.cols.destination'), 10, (r) => r.departure?.arrstn ?? ''),
    col(d('board.export.status'), 14, (r) => statusText(r.departure)),
    col(d('board.cols.pea'), 8, (r) => r.departure?.pea_number_departure ?? ''),
    col(d('board.cols.gate'), 8, (r) => r.departure?.pea_hall_departure ?? ''),
    col(d('board.export.std'), 8, (r) => timeOf(r.departure, r.departure?.std, zone)),
    col(d('board.export.etd'), 8, (r) => timeOf(r.departure, r.departure?.etd, zone)),
    col(d('board.cols.pushback'), 10, (r) =>
      timeOf(r.departure, r.departure?.control_taxi_pushback, zone),
    ),
    col(d('board.cols.takeoff'), 10, (r) =>
      timeOf(r.departure, r.departure?.control_taxi_toff, zone),
    ),
    col(d('board.cols.codes'), 10, (r) => r.departure?.delays_codes ?? ''),
    col(d('board.cols.minutes'), 10, (r) => r.departure?.delays_min_total || null),
    col(d('board.export.cda'), 10, (r) => r.departure?.cda_assigned?.display_name ?? ''),
  ];
}
