import { type FeedLegInput, localDate, zonedInstant } from '@board/domain';
import { airportZones } from '../apps/server/src/reference/airports.ts';

const OUTSTATIONS = ['SCL', 'CUZ', 'AQP', 'PIU', 'TRU', 'IQT', 'BOG', 'MIA', 'EZE', 'GRU'];
const ZONES = await airportZones();

function hhmm(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * A station day far busier than any real one: `turns` aircraft turnarounds at `station`, each an
 * arrival and the same aircraft's departure 50 minutes later, spread over the local day.
 */
export function bigStationDay(
  station: string,
  timeZone: string,
  now: Date,
  turns: number,
): FeedLegInput[] {
  const day = localDate(now, timeZone);
  const items: FeedLegInput[] = [];
  for (let i = 0; i < turns; i++) {
    const registration = `B${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`;
    const other = OUTSTATIONS[i % OUTSTATIONS.length] ?? 'SCL';
    // Arrivals from 00:30 to 22:30 local so each departure stays on the same local day.
    const arrival = 30 + Math.floor((i * 1320) / turns);
    const sta = zonedInstant(day, hhmm(arrival), timeZone);
    const std = zonedInstant(day, hhmm(arrival + 50), timeZone);
    const common = { registration, material: i % 5 === 0 ? '321' : '320', capacity: 186 };
    const inbound = new Date(sta.getTime() - 120 * 60_000);
    items.push({
      airline: 'LA',
      flight_number: String(1000 + i),
      // The local date of std where the leg departs: an early arrival left the day before.
      datop_local: localDate(inbound, ZONES.get(other) ?? timeZone),
      depstn: other,
      arrstn: station,
      std: inbound.toISOString(),
      sta: sta.toISOString(),
      stand_arrival: { type: 'bridge', number: String(1 + (i % 30)), tape: String(1 + (i % 8)) },
      pax: { adult: 120 + (i % 60), infant: i % 3 },
      baggage_total: 100 + (i % 50),
      baggage_weight_total: 2300 + (i % 50) * 23,
      load: (i * 97) % 2500,
      ...common,
    });
    items.push({
      airline: 'LA',
      flight_number: String(5000 + i),
      datop_local: day,
      depstn: station,
      arrstn: other,
      std: std.toISOString(),
      sta: new Date(std.getTime() + 120 * 60_000).toISOString(),
      stand_departure: { type: 'bridge', number: String(1 + (i % 30)), hall: `A${1 + (i % 20)}` },
      pax: { adult: 110 + (i % 70), infant: i % 2 },
      ...common,
    });
  }
  return items;
}
