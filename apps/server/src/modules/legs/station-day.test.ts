import { type Leg, legMatchesQuery, legSearchValues } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { rowList } from './station-day.ts';

const legs = [
  { flight_number: 'LA2101', registration: 'AZC', depstn: 'CUZ', arrstn: 'LIM' },
  { flight_number: 'LA2102', registration: 'AZD/AZC', depstn: 'LIM', arrstn: 'SCL' },
  { flight_number: 'LA5000', registration: null, depstn: 'LIM', arrstn: 'AQP' },
].map((leg, i) => ({ ...leg, pea_number_arrival: `1${i}`, pea_number_departure: null }) as Leg);

describe("a station day's list search", () => {
  it.each(['', 'la', '2101', 'azc', 'CC-AZD', 'lim', 'MAQ', 'CLI', 'ZZZ', 'LA\u0000CUZ', '11'])(
    'finds for %j exactly the rows the board search finds',
    (query) => {
      const expected = legs.flatMap((leg, i) => (legMatchesQuery(leg, query) ? [i] : []));
      expect(rowList(legs, JSON.stringify, legSearchValues).find(query)).toEqual(expected);
    },
  );
});
