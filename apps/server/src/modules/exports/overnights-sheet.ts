import { displayRegistration, type OvernightRow } from '@board/domain';
import { column, dateOf, es, timeOf, yesNo } from './cells.ts';
import type { Sheet } from './workbook-stream.ts';

/**
 * Pernoctes: the screen's three tables side by side, one row per aircraft staying the night: its
 * last arrival, what was recorded of the night (the cut's times and who authorised it, shown in
 * the drawer, included), and its first departure the next day. Headers of the two flight blocks
 * are named after their block, like the General tab.
 */
export function overnightsSheet(zone: string): Sheet<OvernightRow> {
  const arrival = (key: string) => `${es('overnights.arrivals')} · ${es(key)}`;
  const departure = (key: string) => `${es('overnights.departures')} · ${es(key)}`;
  const night = (r: OvernightRow) => r.arrival.overnight;
  return {
    name: es('titles.overnights'),
    columns: [
      column(arrival('board.cols.date'), 10, (r) => dateOf(r.arrival.arrival_date)),
      column(arrival('board.cols.flight'), 12, (r) => r.arrival.flight_number),
      column(arrival('board.cols.origin'), 10, (r) => r.arrival.depstn),
      // The screen falls back on the schedule while no estimate is known.
      column(arrival('board.export.eta'), 8, (r) =>
        timeOf(r.arrival, r.arrival.eta ?? r.arrival.sta, zone),
      ),
      column(arrival('board.cols.pea'), 8, (r) => r.arrival.pea_number_arrival),
      column(arrival('board.cols.tape'), 8, (r) => r.arrival.pea_tape),
      column(es('board.cols.registration'), 10, (r) => displayRegistration(r.registration)),
      column(es('overnights.type'), 20, (r) => {
        const code = night(r)?.type.code;
        return code ? es(`overnights.types.${code}`) : '';
      }),
      column(es('overnights.location'), 12, (r) => night(r)?.ubication ?? ''),
      column(es('overnights.cut'), 7, (r) => {
        const record = night(r);
        return record ? yesNo(record.cut) : '';
      }),
      column(es('board.export.cutStart'), 10, (r) => night(r)?.cut_duration.start ?? ''),
      column(es('board.export.cutEnd'), 10, (r) => night(r)?.cut_duration.end ?? ''),
      column(es('board.export.cutTotal'), 12, (r) => night(r)?.cut_duration.total ?? null),
      column(es('board.export.authorizer'), 18, (r) => night(r)?.cut_duration.authorizer ?? ''),
      column(es('overnights.comment'), 30, (r) => night(r)?.comment ?? ''),
      column(departure('board.cols.date'), 10, (r) => dateOf(r.departure?.datop_local)),
      column(departure('board.cols.flight'), 12, (r) => r.departure?.flight_number ?? ''),
      column(departure('board.cols.destination'), 10, (r) => r.departure?.arrstn ?? ''),
      column(departure('board.export.etd'), 8, (r) =>
        timeOf(r.departure, r.departure?.etd ?? r.departure?.std, zone),
      ),
      column(departure('board.cols.pea'), 8, (r) => r.departure?.pea_number_departure ?? ''),
      column(departure('board.cols.gate'), 8, (r) => r.departure?.pea_hall_departure ?? ''),
    ],
  };
}
