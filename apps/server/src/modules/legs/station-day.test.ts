import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type Leg, type LegsChangedEvent, legMatchesQuery, legSearchValues } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { advancedDay, rowList, type StationDay } from './station-day.ts';

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

/** Full collections on demand, to see what a patched day still holds. */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

function keptDay(seq: number): StationDay {
  const none = () => rowList<never>([], JSON.stringify, () => []);
  const reread = async () => keptDay(seq);
  const fields = { version: seq, day: '2026-12-03', seq, lastSync: null, asOf: null, legCount: 0 };
  return {
    ...fields,
    arrivals: none(),
    departures: none(),
    general: none(),
    delays: none(),
    stored: async () => ({ arrivals: [], departures: [], delays: [] }) as never,
    reread,
  };
}

const changeTo = (seq: number): LegsChangedEvent => ({
  id: `change-${seq}`,
  station: 'LIM',
  seq,
  days: ['2026-12-03'],
  at: '2026-12-03T12:00:00.000Z',
  deltas: [
    {
      day: '2026-12-03',
      aircraft: [],
      legs: [],
      lists: { arrivals: [], departures: [], general: [], delays: [] },
      marks: [],
    },
  ],
});

describe('a station day patched by a change', () => {
  it('lets go of the day it was patched from', async () => {
    let kept: StationDay | null = keptDay(1);
    const earlier = new WeakRef(kept);
    const patched = advancedDay(kept, changeTo(2));
    expect(patched?.seq).toBe(2);
    kept = null;
    // A WeakRef holds its target until the task that made it has ended.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collect();
    expect(earlier.deref()).toBeUndefined();
    expect(patched?.day).toBe('2026-12-03');
  });
});
