import { describe, expect, it } from 'vitest';
import { testLeg } from '../testing/test-leg.ts';
import { changeOnDay, dayLists } from './day-lists.ts';

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

describe('what a change does to a day', () => {
  const event = { id: 'c', station: 'LIM', seq: 1, days: [DAY], at: '' };
  const lists = { arrivals: [], departures: [], general: [], delays: [] };
  const delta = { day: DAY, aircraft: ['CCBAA'], legs: [], lists, marks: [] };

  it('leaves a day that does not show it, two days away', () => {
    expect(changeOnDay({ ...event, deltas: [delta] }, '2026-11-24')).toBe('not-shown');
  });

  it("gives the day's delta, or says to read the day again without its rows", () => {
    expect(changeOnDay({ ...event, deltas: [delta] }, DAY)).toEqual({ delta });
    expect(changeOnDay({ ...event, deltas: [{ ...delta, lists: null }] }, DAY)).toBe('read-again');
    expect(changeOnDay(event, '2026-11-23')).toBe('read-again');
  });
});
