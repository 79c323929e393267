import {
  type ContinuityLeg,
  checkContinuity,
  currentRegistration,
  type FeedLegInput,
  minimumGroundTime,
} from '@board/domain';
import { describe, expect, it } from 'vitest';
import { airportZones } from '../reference/airports.ts';
import { plannedActuals } from './actuals.ts';
import { demoWindow } from './demo-operations.ts';
import { demoDelays } from './demo-record-values.ts';
import { feedKey } from './demo-swaps.ts';

const zones = await airportZones();
// A Santiago clock change falls in this window (first Sunday of April 2026).
const NOW = new Date('2026-04-05T15:00:00Z');
const { schedule, changes } = demoWindow(zones, NOW);
const HUBS = new Set(['LIM', 'SCL']);
const HOUR = 3_600_000;
/** Between two looks at the simulated window: off the hour, so each look falls at other minutes. */
const LOOK_EVERY = 133 * 60_000;
const at = (instant: string | null | undefined) => Date.parse(instant ?? '');

/** The legs as stored once the changes are applied: a swapped leg's registration reads "new/old". */
const stored: FeedLegInput[] = (() => {
  const legs = new Map(schedule.map((item) => [feedKey(item), item]));
  for (const change of changes) {
    const item = legs.get(feedKey(change));
    if (!item) throw new Error(`a change to no leg: ${feedKey(change)}`);
    const registration = change.registration
      ? `${change.registration}/${item.registration}`
      : item.registration;
    legs.set(feedKey(change), { ...item, ...change, registration });
  }
  return [...legs.values()];
})();

/** What the checker reads of a feed item, with no delay recorded: nothing excuses a short turn. */
const checkerLeg = (item: FeedLegInput): ContinuityLeg => ({
  _id: feedKey(item),
  flight_number: `${item.airline}${item.flight_number}`,
  depstn: item.depstn,
  arrstn: item.arrstn ?? '',
  registration: item.registration ?? null,
  material: item.material ?? null,
  std: item.std ?? '',
  sta: item.sta ?? '',
  etd: item.etd ?? null,
  eta: item.eta ?? null,
  atd: item.atd ?? null,
  control_taxi_on_blocks: item.on_blocks ?? null,
  leg_status_timeline: item.status ?? null,
  delays: [],
});

const violations = (legs: ContinuityLeg[]) =>
  [...checkContinuity(legs)].flatMap(([id, found]) => found.map((v) => `${id}: ${v.message}`));

/** Each leg with the actual times the simulator sends for it (actuals.ts), none for a cancelled one. */
const withActuals = stored.map((item) => {
  const { atd, takeoff, landed, on_blocks, ...planned } = item;
  if (item.status === 'CANCELED') return { planned, actuals: [] };
  const times = plannedActuals({
    key: feedKey(item),
    std: new Date(at(item.std)),
    sta: new Date(at(item.sta)),
    etd: item.etd ? new Date(item.etd) : null,
    eta: item.eta ? new Date(item.eta) : null,
  });
  const actuals = Object.entries(times).map(([field, time]) => ({
    field,
    at: time.getTime(),
    iso: time.toISOString(),
  }));
  return { planned, actuals };
});

/** The legs at `clock`: the actual times the simulator would have sent by then, and no others. */
const legsAt = (clock: number) =>
  withActuals.map(({ planned, actuals }) => {
    const due = Object.fromEntries(
      actuals.filter((a) => a.at <= clock).map((a) => [a.field, a.iso]),
    );
    return checkerLeg({ ...planned, ...due });
  });

/** Each flown leg with the aircraft's flown leg before it, when there is one. */
function withPrevious(): [FeedLegInput, FeedLegInput][] {
  const byAircraft = new Map<string, FeedLegInput[]>();
  for (const item of stored) {
    if (item.status === 'CANCELED') continue;
    const aircraft = currentRegistration(item.registration);
    byAircraft.set(aircraft, [...(byAircraft.get(aircraft) ?? []), item]);
  }
  return [...byAircraft.values()].flatMap((legs) => {
    legs.sort((a, b) => at(a.std) - at(b.std));
    return legs.slice(1).map((leg, i) => [legs[i], leg] as [FeedLegInput, FeedLegInput]);
  });
}

describe("the demo world's aircraft continuity", () => {
  it('has no violation in the five-day window of both hubs, as first sent', () => {
    expect(stored.length).toBeGreaterThan(3000);
    expect(violations(stored.map(checkerLeg))).toEqual([]);
  });

  it('has none at any moment looked at as the simulator moves the days on', () => {
    const first = Math.min(...stored.map((item) => at(item.std)));
    const last = Math.max(...stored.map((item) => at(item.sta))) + 2 * HOUR;
    let clocks = 0;
    for (let clock = first - HOUR; clock <= last; clock += LOOK_EVERY, clocks++) {
      expect(violations(legsAt(clock)), new Date(clock).toISOString()).toEqual([]);
    }
    expect(clocks).toBeGreaterThan(50);
  }, 30_000);

  it('holds what makes that a test: swaps, early flights, late inbounds passed on, cancellations', () => {
    const swapped = stored.filter((item) => item.registration?.includes('/'));
    expect(new Set(swapped.map((item) => item.registration)).size).toBeGreaterThan(5);
    expect(stored.filter((item) => at(item.etd) < at(item.std)).length).toBeGreaterThan(50);
    expect(stored.filter((item) => at(item.eta) < at(item.sta)).length).toBeGreaterThan(100);
    const passedOn = withPrevious().filter(
      ([inbound, outbound]) =>
        at(inbound.eta) > at(inbound.sta) &&
        at(inbound.eta) + minimumGroundTime(outbound.material) * 60_000 > at(outbound.std),
    );
    expect(passedOn.length).toBeGreaterThan(100);
    for (const [, outbound] of passedOn) expect(at(outbound.etd)).toBeGreaterThan(at(outbound.std));
    const cancelled = stored.filter((item) => item.status === 'CANCELED');
    expect(cancelled.length).toBeGreaterThan(20);
  });

  it('connects inbound flights to many departures from the hubs, each a real inbound in time', () => {
    const byFlight = new Map(
      stored.map((item) => [`LA${item.flight_number}/${item.datop_local}/${item.depstn}`, item]),
    );
    const departures = stored.filter((item) => HUBS.has(item.depstn) && item.status !== 'CANCELED');
    const connected = departures.filter((item) => (item.connections?.length ?? 0) > 0);
    expect(connected.length / departures.length).toBeGreaterThan(0.3);
    for (const departure of connected) {
      for (const connection of departure.connections ?? []) {
        const inbound = byFlight.get(
          `${connection.flight_number}/${connection.datop_local}/${connection.depstn}`,
        );
        expect(inbound?.arrstn, connection.flight_number).toBe(departure.depstn);
        expect(inbound?.status).not.toBe('CANCELED');
        const wait = (at(departure.std) - at(inbound?.sta)) / 60_000;
        expect(wait).toBeGreaterThanOrEqual(60);
        expect(wait).toBeLessThanOrEqual(240);
        expect(connection.pax).toBeGreaterThan(0);
      }
    }
  });

  it('codes 93 on a late departure from a hub when, and only when, its inbound was late', () => {
    const coded = { late: 0, other: 0 };
    for (const [inbound, outbound] of withPrevious()) {
      if (!HUBS.has(outbound.depstn) || !outbound.atd || !inbound.on_blocks) continue;
      const departure = { ...checkerLeg(outbound), version: 1, datop_local: outbound.datop_local };
      const delays = demoDelays(departure, { control_taxi_on_blocks: inbound.on_blocks });
      if (!delays) continue;
      const ready = at(inbound.on_blocks) + minimumGroundTime(outbound.material) * 60_000;
      const lateInbound = ready > at(outbound.std);
      const codes = delays.delays.map((entry) => entry.delay.code);
      expect(codes.includes('93'), feedKey(outbound)).toBe(lateInbound);
      coded[lateInbound ? 'late' : 'other']++;
    }
    expect(coded.late).toBeGreaterThan(20);
    expect(coded.other).toBeGreaterThan(20);
  });
});
