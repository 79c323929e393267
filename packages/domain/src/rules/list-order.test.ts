import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Leg, TurnaroundRow } from '../schemas/legs.ts';
import { testLeg } from '../testing/test-leg.ts';
import { arrivalOrder, departureOrder, turnaroundOrder } from './list-order.ts';
import { pairTurnarounds } from './turnaround.ts';

/** Few aircraft, flights and minutes, so that ties and shared aircraft are the rule. */
const legArbitrary = fc
  .record({
    id: fc.uuid(),
    flight: fc.constantFrom('LA2000', 'LA2001', 'H2100'),
    registration: fc.constantFrom(null, 'CCBAA', 'CCBAB', 'CCBAB/CCBAC'),
    minute: fc.integer({ min: 0, max: 3 }),
    cancelled: fc.boolean(),
  })
  .map(({ id, flight, registration, minute, cancelled }) => {
    const at = `2026-11-22T10:0${minute}:00.000Z`;
    return testLeg({
      _id: id,
      flight_number: flight,
      registration,
      sta: at,
      std: at,
      leg_status_timeline: cancelled ? 'CANCELED' : null,
    });
  });
const sideArbitrary = fc.uniqueArray(legArbitrary, { selector: (leg) => leg._id, maxLength: 12 });

const ids = (legs: readonly Leg[]) => legs.map((leg) => leg._id);

describe('the lists order', () => {
  it('puts any two different legs one way only, and every leg level with itself', () => {
    fc.assert(
      fc.property(legArbitrary, legArbitrary, (a, b) => {
        for (const order of [arrivalOrder, departureOrder]) {
          expect(order(a, a)).toBe(0);
          if (a._id !== b._id) expect(Math.sign(order(a, b))).toBe(-Math.sign(order(b, a)));
          if (a._id !== b._id) expect(order(a, b)).not.toBe(0);
        }
      }),
    );
  });

  it('breaks a tie of time by flight, then by id', () => {
    const first = testLeg({ _id: 'b', flight_number: 'LA2000' });
    const second = testLeg({ _id: 'a', flight_number: 'LA2001' });
    const third = testLeg({ _id: 'c', flight_number: 'LA2001' });
    expect(ids([third, second, first].sort(arrivalOrder))).toEqual(['b', 'a', 'c']);
    expect(ids([third, first, second].sort(departureOrder))).toEqual(['b', 'a', 'c']);
  });

  it('orders instants written with an offset by their time, beside those in UTC', () => {
    const utc = testLeg({ _id: 'utc', sta: '2026-11-22T10:30:00.000Z' });
    const lima = testLeg({ _id: 'lima', sta: '2026-11-22T06:00:00-05:00' });
    expect(ids([utc, lima].sort(arrivalOrder))).toEqual(['utc', 'lima']);
  });

  it('pairs the same turnarounds in the same order however the legs were read', () => {
    fc.assert(
      fc.property(sideArbitrary, sideArbitrary, fc.nat(), (arrivals, departures, seed) => {
        const expected = pairTurnarounds(
          [...arrivals].sort(arrivalOrder),
          [...departures].sort(departureOrder),
        );
        const shuffled = (legs: Leg[]) =>
          legs
            .map((leg, i) => ({ leg, key: (i * 7919 + seed) % 101 }))
            .sort((a, b) => a.key - b.key)
            .map(({ leg }) => leg);
        const rows = pairTurnarounds(shuffled(arrivals), shuffled(departures));
        expect(rows).toEqual(expected);
        const inOrder = rows.every(
          (row, i) => i === 0 || turnaroundOrder(rows[i - 1] as TurnaroundRow, row) < 0,
        );
        expect(inOrder).toBe(true);
      }),
    );
  });
});
