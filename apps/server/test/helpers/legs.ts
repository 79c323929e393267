import type { FeedLegInput } from '@board/domain';

/** A fixed instant: 2026-03-10 15:00 in Lima (UTC-5), Santiago on summer time (UTC-3). */
export const NOW = new Date('2026-03-10T20:00:00Z');
export const TODAY = '2026-03-10';

/** An arrival into `arrstn` and a departure from it, as the feed would send them. */
export function arrivalItem(overrides: Partial<FeedLegInput> = {}): FeedLegInput {
  return {
    airline: 'LA',
    flight_number: '2101',
    datop_local: TODAY,
    depstn: 'CUZ',
    arrstn: 'LIM',
    std: `${TODAY}T09:00:00-05:00`,
    sta: `${TODAY}T10:20:00-05:00`,
    registration: 'AZC',
    material: '320',
    capacity: 186,
    pax: { adult: 150, infant: 2 },
    stand_arrival: { type: 'bridge', number: '12', tape: '3' },
    ...overrides,
  };
}

export function departureItem(overrides: Partial<FeedLegInput> = {}): FeedLegInput {
  return {
    airline: 'LA',
    flight_number: '2102',
    datop_local: TODAY,
    depstn: 'LIM',
    arrstn: 'CUZ',
    std: `${TODAY}T11:10:00-05:00`,
    sta: `${TODAY}T12:30:00-05:00`,
    registration: 'AZC',
    material: '320',
    capacity: 186,
    stand_departure: { type: 'bridge', number: '12', hall: 'A4' },
    ...overrides,
  };
}

/**
 * A leg's feed times from the local clock times of one station: `{ std: '08:00' }` on `day` in
 * Lima (UTC-5) unless another offset is given (Santiago's summer `-03:00`).
 */
export function localTimes<Field extends string>(
  clocks: Record<Field, string>,
  day = TODAY,
  offset = '-05:00',
): Record<Field, string> {
  const entries = Object.entries<string>(clocks).map(([field, hhmm]) => [
    field,
    `${day}T${hhmm}:00${offset}`,
  ]);
  return Object.fromEntries(entries) as Record<Field, string>;
}
