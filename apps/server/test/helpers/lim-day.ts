import type { FeedLegInput } from '@board/domain';
import { arrivalItem, departureItem, TODAY } from './legs.ts';

const NEXT = '2026-03-11';

/**
 * Lima's legs that test/fixtures/lim-day.mvt reports on. Two of them show why a message names the
 * UTC date of the scheduled departure: LA2109 leaves Miami on the 9th local (the 10th UTC) and
 * LA2112 and LA2114 leave Lima on the 10th local (the 11th UTC).
 */
export const LIM_DAY_LEGS: FeedLegInput[] = [
  arrivalItem({
    flight_number: '2109',
    datop_local: '2026-03-09',
    depstn: 'MIA',
    std: '2026-03-09T23:30:00-04:00',
    sta: `${TODAY}T05:30:00-05:00`,
    registration: 'AZI',
  }),
  arrivalItem({
    flight_number: '2107',
    depstn: 'SCL',
    std: `${TODAY}T06:00:00-03:00`,
    sta: `${TODAY}T08:40:00-05:00`,
    registration: 'AZH',
  }),
  arrivalItem({ flight_number: '2101', registration: 'AZC' }),
  departureItem({
    flight_number: '2110',
    arrstn: 'SCL',
    std: `${TODAY}T09:00:00-05:00`,
    sta: `${TODAY}T15:35:00-03:00`,
    registration: 'AZG',
  }),
  departureItem({ flight_number: '2102', registration: 'AZC' }),
  departureItem({
    flight_number: '2104',
    arrstn: 'AQP',
    std: `${TODAY}T12:00:00-05:00`,
    sta: `${TODAY}T13:30:00-05:00`,
    registration: 'AZD',
  }),
  departureItem({
    flight_number: '2106',
    arrstn: 'TRU',
    std: `${TODAY}T13:00:00-05:00`,
    sta: `${TODAY}T14:10:00-05:00`,
    registration: 'AZE',
  }),
  departureItem({
    flight_number: '2108',
    arrstn: 'PIU',
    std: `${TODAY}T14:00:00-05:00`,
    sta: `${TODAY}T15:50:00-05:00`,
    registration: 'AZF',
  }),
  departureItem({
    flight_number: '2112',
    arrstn: 'JFK',
    std: `${TODAY}T23:50:00-05:00`,
    sta: `${NEXT}T08:20:00-04:00`,
    registration: 'BGF',
  }),
  departureItem({
    flight_number: '2114',
    arrstn: 'MAD',
    std: `${TODAY}T19:00:00-05:00`,
    sta: `${NEXT}T12:40:00+01:00`,
    registration: 'BGG',
  }),
];

/** What the messages of the day leave on each leg, in UTC, written from the messages. */
export const LIM_DAY_EXPECTED: Record<string, Partial<FeedLegInput>> = {
  '2109': { landed: `${TODAY}T10:22:00Z`, on_blocks: `${TODAY}T10:31:00Z` },
  '2107': { landed: `${TODAY}T13:52:00Z`, on_blocks: `${TODAY}T14:01:00Z` },
  '2101': { landed: `${TODAY}T15:18:00Z`, on_blocks: `${TODAY}T15:26:00Z` },
  '2110': {
    atd: `${TODAY}T14:12:00Z`,
    takeoff: `${TODAY}T14:25:00Z`,
    eta: `${TODAY}T18:50:00Z`,
    pax: { adult: 168, infant: 3 },
  },
  // The ED of 16:00 came late and is older than the one of 16:05; the COR of 16:55 stands over
  // the plain AD of 16:52 that came in after it.
  '2102': {
    etd: `${TODAY}T16:30:00Z`,
    atd: `${TODAY}T16:31:00Z`,
    takeoff: `${TODAY}T16:45:00Z`,
    eta: `${TODAY}T17:45:00Z`,
    pax: { adult: 150, infant: 2 },
  },
  // Back to the ramp at 17:12, off again at 17:40.
  '2104': { atd: `${TODAY}T17:40:00Z`, takeoff: `${TODAY}T17:52:00Z` },
  // Returned from the air: off-block and take-off cleared, the estimate kept.
  '2106': { atd: null, takeoff: null, eta: `${TODAY}T19:15:00Z` },
  '2108': {
    registration: 'AZJ',
    etd: `${TODAY}T19:20:00Z`,
    atd: `${TODAY}T19:25:00Z`,
    takeoff: `${TODAY}T19:33:00Z`,
  },
  '2112': { etd: `${NEXT}T05:20:00Z` },
  // The ED of 00:50 applies; the unknown delay code sent with it (DL08) is reported, not applied.
  '2114': { etd: `${NEXT}T00:50:00Z` },
};

/** Delay entries (code and minutes) the messages leave on each departure. */
export const LIM_DAY_DELAYS: Record<string, [string, number][]> = {
  '2110': [['93', 12]],
  '2102': [['93', 18]],
  '2104': [
    ['41', 30],
    ['93', 5],
    ['87', 5],
  ],
  '2108': [['93', 25]],
};
