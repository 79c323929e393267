import { type FeedLegInput, zonedInstant } from '@board/domain';

const OUTSTATIONS = ['CUZ', 'AQP', 'PIU', 'TRU', 'SCL', 'BOG', 'MIA', 'EZE', 'GRU', 'IQT'];

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A three-letter registration per aircraft number: 0 is AAA, 1 AAB ... (shown CC-AAA). */
export function aircraft(n: number): string {
  const letter = (k: number) => String.fromCharCode(65 + (Math.floor(k) % 26));
  return `${letter(n / 676)}${letter(n / 26)}${letter(n)}`;
}

export interface Turn {
  arrival: FeedLegInput;
  departure: FeedLegInput;
}

/**
 * `count` turnarounds of one station day: aircraft i lands from an outstation as LA(3000+i) and
 * leaves 50 minutes later as LA(4000+i), from 06:00 local, one every `every` minutes. Aircraft
 * are numbered from `fleet`, so two days can fly different aircraft under the same flights.
 */
export function stationDay(
  station: string,
  timeZone: string,
  day: string,
  count: number,
  options: { every?: number; fleet?: number } = {},
): Turn[] {
  const every = options.every ?? 10;
  return Array.from({ length: count }, (_, i) => {
    const other = OUTSTATIONS[i % OUTSTATIONS.length] ?? 'CUZ';
    const landing = Math.min(6 * 60 + i * every, 23 * 60);
    const sta = zonedInstant(day, clock(landing), timeZone);
    const std = zonedInstant(day, clock(Math.min(landing + 50, 23 * 60 + 50)), timeZone);
    const common = {
      airline: 'LA',
      datop_local: day,
      registration: aircraft((options.fleet ?? 0) + i),
    };
    return {
      arrival: {
        ...common,
        flight_number: String(3000 + i),
        depstn: other,
        arrstn: station,
        std: new Date(sta.getTime() - 90 * 60_000).toISOString(),
        sta: sta.toISOString(),
        material: '320',
        stand_arrival: { type: 'bridge', number: String(1 + (i % 20)), tape: String(1 + (i % 6)) },
      },
      departure: {
        ...common,
        flight_number: String(4000 + i),
        depstn: station,
        arrstn: other,
        std: std.toISOString(),
        sta: new Date(std.getTime() + 90 * 60_000).toISOString(),
        material: '320',
        stand_departure: { type: 'remote', number: `R${1 + (i % 9)}`, hall: `A${1 + (i % 12)}` },
      },
    };
  });
}

export const feedItems = (turns: Turn[]): FeedLegInput[] =>
  turns.flatMap((turn) => [turn.arrival, turn.departure]);
