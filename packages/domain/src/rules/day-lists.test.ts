import { describe, expect, it } from 'vitest';
import { testLeg } from '../testing/test-leg.ts';
import { dayLists } from './day-lists.ts';

const DAY = '2026-11-22';

describe("a station day's lists", () => {
  const arrival = testLeg({ _id: 'in', arrstn: 'LIM', depstn: 'CUZ', registration: 'CCBAA' });
  const late = testLeg({
    _id: 'out',
    depstn: 'LIM',
    arrstn: 'SCL',
    registration: 'CCBAA',
    std: '2026-11-22T16:30:00.000Z',
    etd: '2026-11-22T17:10:00.000Z',
    sta: '2026-11-22T20:00:00.000Z',
  });
  const lists = dayLists(DAY, { arrivals: [arrival], departures: [late] });

  it('carry the turn on the General board and on both sides', () => {
    expect(lists.general).toHaveLength(1);
    expect(lists.departures[0]?.turn_around_time_departure).toBe(110);
  });

  it('list a late departure among the delays as stored, without its turn', () => {
    expect(lists.delays.map((leg) => leg._id)).toEqual(['out']);
    expect(lists.delays[0]?.turn_around_time_departure).toBeNull();
  });
});
