import {
  currentRegistration,
  dateOptions,
  type FeedLegInput,
  localDate,
  type TurnaroundRow,
} from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWindow } from '../../src/demo/demo-operations.ts';
import { loadStationDay } from '../../src/modules/legs/station-day.ts';
import { airportZones } from '../../src/reference/airports.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

const zones = await airportZones();
// A Santiago clock change falls in this window (first Sunday of April 2026).
const NOW = new Date('2026-04-05T15:00:00Z');
const { schedule, changes } = demoWindow(zones, NOW);
const HUBS = ['LIM', 'SCL'] as const;
const BATCH = 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  for (const items of [schedule, changes]) {
    for (let i = 0; i < items.length; i += BATCH) {
      expect((await ctx.app.feed.ingest(items.slice(i, i + BATCH))).rejected).toBe(0);
    }
  }
}, 240_000);
afterAll(() => ctx.close());

const keyOf = (leg: { flight_number: string; datop_local: string; depstn: string }) =>
  `${leg.flight_number}/${leg.datop_local}/${leg.depstn}`;

const sameAircraft = (a: FeedLegInput, b: FeedLegInput) =>
  currentRegistration(a.registration) === currentRegistration(b.registration);
const at = (instant: string | undefined) => Date.parse(instant ?? '');
const legKey = (item: FeedLegInput) => keyOf({ ...item, flight_number: `LA${item.flight_number}` });

/** The demo's legs as flown in the end: the schedule with its later changes (aircraft swaps). */
function flownLegs(): FeedLegInput[] {
  const final = new Map(schedule.map((item) => [legKey(item), item]));
  for (const change of changes) {
    const key = legKey(change);
    const item = final.get(key);
    if (item) final.set(key, { ...item, ...change });
  }
  return [...final.values()].filter((item) => item.status !== 'CANCELED');
}

interface Turn {
  arrival: string;
  departure: string;
  /** The hub's local days showing the turn: the arrival's and the departure's. */
  days: Set<string>;
}

/**
 * The turns the generator made, worked out from its own legs: an aircraft landing at the hub
 * and its next departure from the hub, unless it lands there again first. Only the aircraft's
 * movements at the hub are read, as the board pairs them.
 */
function expectedTurns(hub: string): Turn[] {
  const flown = flownLegs();
  const arrivals = flown.filter((item) => item.arrstn === hub);
  const departures = flown
    .filter((item) => item.depstn === hub)
    .sort((a, b) => at(a.std) - at(b.std));
  const turns: Turn[] = [];
  for (const inbound of arrivals) {
    const outbound = departures.find(
      (item) => sameAircraft(item, inbound) && at(item.std) >= at(inbound.sta),
    );
    if (!outbound) continue;
    const landsAgain = arrivals.some(
      (other) =>
        other !== inbound &&
        sameAircraft(other, inbound) &&
        at(other.sta) > at(inbound.sta) &&
        at(other.sta) <= at(outbound.std),
    );
    if (landsAgain) continue;
    turns.push({
      arrival: legKey(inbound),
      departure: legKey(outbound),
      days: new Set([localDate(inbound.sta ?? '', zones.get(hub) ?? ''), outbound.datop_local]),
    });
  }
  return turns;
}

const pairOf = (row: TurnaroundRow) =>
  row.arrival && row.departure ? `${keyOf(row.arrival)} -> ${keyOf(row.departure)}` : null;

describe("the demo's turnarounds", () => {
  it.each(HUBS)(
    'are paired at %s on every day of the window, none lost, none mis-paired',
    async (hub) => {
      const turns = expectedTurns(hub);
      const days = dateOptions(NOW, zones.get(hub) ?? '').map((option) => option.date);
      let acrossMidnight = 0;
      for (const day of days) {
        const { general } = await loadStationDay(ctx.database.db, hub, day, null);
        const shown = general.rows
          .map(pairOf)
          .filter((pair) => pair !== null)
          .sort();
        const expected = turns
          .filter((turn) => turn.days.has(day))
          .map((turn) => `${turn.arrival} -> ${turn.departure}`)
          .sort();
        expect(expected.length, `${hub} ${day}`).toBeGreaterThan(100);
        expect(shown, `${hub} ${day}`).toEqual(expected);
        // The demo world obeys the aircraft-continuity check: no leg of the board is marked.
        const marked = general.rows
          .flatMap((row) => [row.arrival, row.departure])
          .flatMap((leg) =>
            leg?.continuity ? [`${keyOf(leg)} ${leg.continuity[0]?.message}`] : [],
          );
        expect(marked, `${hub} ${day}`).toEqual([]);
        acrossMidnight += turns.filter((turn) => turn.days.has(day) && turn.days.size > 1).length;
      }
      // Every aircraft of the hub sleeps there and leaves the next morning.
      expect(acrossMidnight).toBeGreaterThan(100);
    },
  );
});
