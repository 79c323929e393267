import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DelayEntry, Leg } from '../schemas/legs.ts';
import { currentRegistration } from '../schemas/registrations.ts';
import { testLeg } from '../testing/test-leg.ts';
import { checkContinuity } from './continuity.ts';
import { applyDayDelta, dayDelta, dayLists, withContinuity } from './day-lists.ts';
import { arrivalOrder, departureOrder } from './list-order.ts';

const STATION = 'LIM';
const DAY = '2026-11-22';
const DAYS = ['2026-11-21', DAY, '2026-11-23'];
const REGISTRATIONS = [null, 'CCBAA', 'CCBAB', 'CCBAC', 'CCBAB/CCBAA'];
const DELAY: DelayEntry = {
  delay: { code: '93', name: 'Aircraft rotation', iataResponsible: 'A' },
  minutes: 20,
  description: '',
  last_editor: null,
  last_update: null,
  modified_by_duty: false,
};

/** A leg of the station over the day and its neighbours: few aircraft and hours, many ties. */
const legOf = fc
  .record({
    id: fc.uuid(),
    arrival: fc.boolean(),
    flight: fc.constantFrom('LA2000', 'LA2001', 'LA2002'),
    registration: fc.constantFrom(...REGISTRATIONS),
    day: fc.constantFrom(...DAYS),
    hour: fc.constantFrom('00', '06', '12', '23'),
    late: fc.boolean(),
    delayed: fc.boolean(),
    cancelled: fc.boolean(),
  })
  .map((drawn): Leg => {
    const at = `${drawn.day}T${drawn.hour}:00:00.000Z`;
    return testLeg({
      _id: drawn.id,
      flight_number: drawn.flight,
      depstn: drawn.arrival ? 'CUZ' : STATION,
      arrstn: drawn.arrival ? STATION : 'SCL',
      registration: drawn.registration,
      sta: at,
      std: at,
      arrival_date: drawn.day,
      datop_local: drawn.day,
      etd: drawn.late ? `${drawn.day}T${drawn.hour}:40:00.000Z` : null,
      delays: drawn.delayed ? [DELAY] : [],
      leg_status_timeline: drawn.cancelled ? 'CANCELED' : null,
    });
  });

/** The station's legs split by side, each in its list order, marked by the continuity check. */
function around(legs: readonly Leg[], checked: readonly Leg[]) {
  const sides = {
    arrivals: legs.filter((leg) => leg.arrstn === STATION).sort(arrivalOrder),
    departures: legs.filter((leg) => leg.depstn === STATION).sort(departureOrder),
  };
  return withContinuity(sides, checkContinuity(checked));
}

const built = (legs: readonly Leg[]) => dayLists(DAY, around(legs, legs));

/** A change to some legs: new values for some, some gone, some new. */
const changeOf = (legs: Leg[]) =>
  fc
    .record({
      edits: fc.array(fc.tuple(fc.nat(), legOf), { maxLength: 3 }),
      removed: fc.array(fc.nat(), { maxLength: 2 }),
      added: fc.array(legOf, { maxLength: 2 }),
    })
    .map(({ edits, removed, added }) => {
      const after = new Map(legs.map((leg) => [leg._id, leg]));
      const changed = new Set<string>();
      if (legs.length > 0) {
        for (const [at, values] of edits) {
          const old = legs[at % legs.length] as Leg;
          after.set(old._id, { ...values, _id: old._id });
          changed.add(old._id);
        }
        for (const at of removed) {
          const old = legs[at % legs.length] as Leg;
          after.delete(old._id);
          changed.add(old._id);
        }
      }
      for (const leg of added) {
        after.set(leg._id, leg);
        changed.add(leg._id);
      }
      return { after: [...after.values()], changed };
    });

describe("a station day's lists patched with a change's delta", () => {
  it('are the lists built again from the changed legs', () => {
    const scenario = fc
      .uniqueArray(legOf, { selector: (leg) => leg._id, maxLength: 30 })
      .chain((legs) => fc.tuple(fc.constant(legs), changeOf(legs)));
    fc.assert(
      fc.property(scenario, ([before, { after, changed }]) => {
        const aircraft = new Set<string>();
        for (const leg of [...before, ...after]) {
          const flying = currentRegistration(leg.registration);
          if (changed.has(leg._id) && flying) aircraft.add(flying);
        }
        const touched = (leg: Leg) => {
          const flying = currentRegistration(leg.registration);
          return changed.has(leg._id) || (flying !== null && aircraft.has(flying));
        };
        const ofAircraft = after.filter(touched);
        const delta = dayDelta(
          DAY,
          { aircraft: [...aircraft], legs: [...changed] },
          around(ofAircraft, ofAircraft),
        );
        expect(applyDayDelta(built(before), delta)).toEqual(built(after));
      }),
      { numRuns: 500 },
    );
  });
});
