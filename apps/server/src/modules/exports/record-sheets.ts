import {
  type DelayCode,
  type DelayEntry,
  displayRegistration,
  type Leg,
  type LegSide,
  type OvernightRow,
  type TrailerRecord,
} from '@board/domain';
import { dateOf, es, registrationOf, timeOf, yesNo } from './cells.ts';
import type { Column } from './workbook-stream.ts';

/** The columns of the Remolques del día, Demoras, Pernoctes and delay-codes downloads. */

const col = <T>(header: string, width: number, value: Column<T>['value']): Column<T> => ({
  header,
  width,
  value,
});
const h = (key: string) => es(key);

/** A tow with the leg and side it was recorded on. */
export interface TrailerLine {
  leg: Leg;
  side: LegSide;
  trailer: TrailerRecord;
}

export function trailerLines(arrivals: readonly Leg[], departures: readonly Leg[]): TrailerLine[] {
  return [
    ...arrivals.flatMap((leg) =>
      leg.trailers_arrival.map((trailer) => ({ leg, side: 'arrival' as const, trailer })),
    ),
    ...departures.flatMap((leg) =>
      leg.trailers_departure.map((trailer) => ({ leg, side: 'departure' as const, trailer })),
    ),
  ];
}

const stand = (s: { number: string; tape_hall: string }) =>
  [s.number, s.tape_hall].filter(Boolean).join(' / ');

export function trailerColumns(): Column<TrailerLine>[] {
  return [
    col(h('board.cols.date'), 8, ({ leg, side }) =>
      dateOf(side === 'arrival' ? leg.arrival_date : leg.datop_local),
    ),
    col(h('board.cols.flight'), 10, ({ leg }) => leg.flight_number),
    col(h('board.export.side'), 9, ({ side }) =>
      h(side === 'arrival' ? 'board.export.sideArrival' : 'board.export.sideDeparture'),
    ),
    col(h('board.cols.registration'), 10, ({ leg }) => registrationOf(leg)),
    col(h('board.export.trailerType'), 22, ({ trailer }) => trailer.trailer.name),
    col(h('board.export.destinationPea'), 12, ({ trailer }) =>
      stand(trailer.trailer.description_pea),
    ),
    col(h('board.export.overnightLocation'), 14, ({ trailer }) => trailer.trailer.overnight_stay),
    col(h('board.export.originalPea'), 12, ({ trailer }) => stand(trailer.original_pea)),
    col(h('board.export.start'), 7, ({ trailer }) => trailer.duration.start),
    col(h('board.export.end'), 7, ({ trailer }) => trailer.duration.end),
    col(h('board.export.totalMinutes'), 10, ({ trailer }) => trailer.duration.total),
    col(h('board.export.equipment'), 12, ({ trailer }) => trailer.equipment_number),
    col(h('board.export.operator'), 18, ({ trailer }) => trailer.operator_name),
    col(h('board.export.description'), 30, ({ trailer }) => trailer.description),
    col(h('board.export.additionalService'), 10, ({ trailer }) =>
      yesNo(trailer.additional_service),
    ),
  ];
}

/** A line of the Demoras table: one delay entry, or the leg alone while it has none. */
export interface DelayLine {
  leg: Leg;
  entry: DelayEntry | null;
}

export const delayLines = (legs: readonly Leg[]): DelayLine[] =>
  legs.flatMap((leg): DelayLine[] =>
    leg.delays.length > 0 ? leg.delays.map((entry) => ({ leg, entry })) : [{ leg, entry: null }],
  );

export function delayColumns(zone: string): Column<DelayLine>[] {
  return [
    col(h('board.cols.date'), 8, ({ leg }) => dateOf(leg.datop_local)),
    col(h('board.cols.flight'), 10, ({ leg }) => leg.flight_number),
    col(h('board.cols.registration'), 10, ({ leg }) => registrationOf(leg)),
    col(h('board.cols.material'), 9, ({ leg }) => leg.material),
    col(h('board.cols.origin'), 8, ({ leg }) => leg.depstn),
    col(h('board.cols.destination'), 8, ({ leg }) => leg.arrstn),
    col('ETD', 7, ({ leg }) => timeOf(leg, leg.etd, zone)),
    col('ATD', 7, ({ leg }) => timeOf(leg, leg.control_taxi_pushback, zone)),
    // A leg late without a recorded delay shows a dash, as the screen does.
    col(h('board.cols.codes'), 8, ({ entry }) => entry?.delay.code ?? '-'),
    col(h('board.cols.minutes'), 9, ({ entry }) => entry?.minutes ?? null),
    col(h('delays.total'), 10, ({ leg }) => leg.delays_min_total),
    col(h('delays.description'), 30, ({ entry }) => entry?.description ?? ''),
    col(h('delays.motive'), 30, ({ entry }) => entry?.delay.name ?? ''),
    col(h('delays.responsible'), 16, ({ entry }) => entry?.delay.iataResponsible ?? ''),
    col(h('board.export.lastEditor'), 22, ({ entry }) =>
      entry?.last_editor ? `${entry.last_editor.name} (${entry.last_editor.role})` : '',
    ),
  ];
}

export function overnightColumns(zone: string): Column<OvernightRow>[] {
  const arrival = (key: string) => `${h('overnights.arrivals')} · ${h(key)}`;
  const departure = (key: string) => `${h('overnights.departures')} · ${h(key)}`;
  const record = (r: OvernightRow) => r.arrival.overnight;
  return [
    col(arrival('board.cols.date'), 10, (r) => dateOf(r.arrival.arrival_date)),
    col(arrival('board.cols.flight'), 12, (r) => r.arrival.flight_number),
    col(arrival('board.cols.origin'), 10, (r) => r.arrival.depstn),
    col(arrival('board.export.eta'), 8, (r) =>
      timeOf(r.arrival, r.arrival.eta ?? r.arrival.sta, zone),
    ),
    col(arrival('board.cols.pea'), 8, (r) => r.arrival.pea_number_arrival),
    col(arrival('board.cols.tape'), 8, (r) => r.arrival.pea_tape),
    col(h('board.cols.registration'), 10, (r) => displayRegistration(r.registration)),
    col(h('overnights.type'), 20, (r) => {
      const code = record(r)?.type.code;
      return code ? h(`overnights.types.${code}`) : '';
    }),
    col(h('overnights.location'), 12, (r) => record(r)?.ubication ?? ''),
    col(h('overnights.cut'), 7, (r) => {
      const cut = record(r)?.cut;
      return cut === undefined ? '' : yesNo(cut);
    }),
    col(h('board.export.cutStart'), 10, (r) => record(r)?.cut_duration.start ?? ''),
    col(h('board.export.cutEnd'), 10, (r) => record(r)?.cut_duration.end ?? ''),
    col(h('board.export.cutTotal'), 12, (r) => record(r)?.cut_duration.total ?? null),
    col(h('board.export.authorizer'), 18, (r) => record(r)?.cut_duration.authorizer ?? ''),
    col(h('overnights.comment'), 30, (r) => record(r)?.comment ?? ''),
    col(departure('board.cols.date'), 10, (r) => dateOf(r.departure?.datop_local)),
    col(departure('board.cols.flight'), 12, (r) => r.departure?.flight_number ?? ''),
    col(departure('board.cols.destination'), 10, (r) => r.departure?.arrstn ?? ''),
    col(departure('board.export.etd'), 8, (r) =>
      timeOf(r.departure, r.departure?.etd ?? r.departure?.std, zone),
    ),
    col(departure('board.cols.pea'), 8, (r) => r.departure?.pea_number_departure ?? ''),
    col(departure('board.cols.gate'), 8, (r) => r.departure?.pea_hall_departure ?? ''),
  ];
}

export function delayCodeColumns(): Column<DelayCode>[] {
  return [
    col(h('board.export.delayCode'), 8, (c) => c.code),
    col(h('board.export.delayAlpha'), 10, (c) => c.alpha),
    col(h('board.export.delayName'), 60, (c) => c.name),
    col(h('board.export.responsible'), 24, (c) => c.iataResponsible),
  ];
}
