import { minimumGroundTime } from '../rules/ground-time.ts';
import type { Leg } from '../schemas/legs.ts';
import { currentRegistration } from '../schemas/registrations.ts';

/** A share on time: of the legs that moved, how many did so at most 0 and at most 15 min late. */
export interface OnTime {
  operated: number;
  onTime0: number;
  onTime15: number;
}

export interface StationOnTime {
  station: string;
  departures: OnTime;
  arrivals: OnTime;
}

/** Delay minutes recorded under one IATA group (who answers for them), with the Pareto's running share. */
export interface DelayGroup {
  group: string;
  minutes: number;
  /** Percent of all delay minutes, and of this group with those before it. */
  share: number;
  cumulative: number;
}

export interface LateFlight {
  flight: string;
  depstn: string;
  arrstn: string;
  std: string;
  minutes: number;
  codes: string;
  /**
   * The departure airport's time zone, board or not, so its STD reads in local time as
   * schedules do; null where the airport reference has none.
   */
  zone: string | null;
}

/** A lateness carried by one aircraft from leg to leg: each late inbound made its next leg late. */
export interface LateChain {
  registration: string;
  legs: LateFlight[];
}

export const GROUND_BUCKETS = ['under', '0-9', '10-19', '20-29', '30-59', '60+'] as const;
export type GroundBucket = (typeof GROUND_BUCKETS)[number];

/** The airports without a board that the day's legs touched, counted together. */
export interface OtherAirports {
  airports: string[];
  departures: OnTime;
  arrivals: OnTime;
}

export interface NetworkFigures {
  day: string;
  /** The stations with a board, by code. */
  stations: StationOnTime[];
  /** Every other airport: no team there answers for its figures, yet they are the network's. */
  others: OtherAirports;
  total: { departures: OnTime; arrivals: OnTime };
  delayGroups: DelayGroup[];
  worst: LateFlight[];
  chains: LateChain[];
  /** Turnarounds by their ground time over the type's minimum, in minutes. */
  groundTimes: { bucket: GroundBucket; count: number }[];
}

/** Beyond this many minutes a leg is late by the industry's usual measure. */
const OTP_TOLERANCE = 15;
/** A chain starts from a leg this late, and carries on while each inbound is this late too. */
const CHAIN_MINUTES = 15;
const WORST = 10;
const CHAINS = 10;

const minutes = (from: string, to: string | null | undefined) =>
  to ? Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000) : null;
const offBlock = (leg: Leg) => leg.control_taxi_pushback ?? leg.atd;
const departureDelay = (leg: Leg) => minutes(leg.std, offBlock(leg));
const arrivalDelay = (leg: Leg) => minutes(leg.sta, leg.control_taxi_on_blocks);
/** What is known now: the actual time, else the estimate. */
const expectedDeparture = (leg: Leg) => minutes(leg.std, offBlock(leg) ?? leg.etd);
const expectedArrival = (leg: Leg) => minutes(leg.sta, leg.control_taxi_on_blocks ?? leg.eta);
const flown = (leg: Leg) => leg.leg_status_timeline !== 'CANCELED';

/** The legs that flew, by the aircraft flying them now, each aircraft's in schedule order. */
function flownByAircraft(legs: readonly Leg[]): Map<string, Leg[]> {
  const byAircraft = new Map<string, Leg[]>();
  for (const leg of legs.filter(flown)) {
    const aircraft = currentRegistration(leg.registration);
    if (aircraft) byAircraft.set(aircraft, [...(byAircraft.get(aircraft) ?? []), leg]);
  }
  for (const ofAircraft of byAircraft.values())
    ofAircraft.sort((a, b) => a.std.localeCompare(b.std));
  return byAircraft;
}

const empty = (): OnTime => ({ operated: 0, onTime0: 0, onTime15: 0 });
function count(into: OnTime, late: number | null) {
  if (late === null) return;
  into.operated += 1;
  if (late <= 0) into.onTime0 += 1;
  if (late <= OTP_TOLERANCE) into.onTime15 += 1;
}

function onTimeByStation(legs: readonly Leg[], boards: ReadonlySet<string>) {
  const stations = new Map<string, StationOnTime>();
  const total = { departures: empty(), arrivals: empty() };
  const others: OtherAirports = { airports: [], departures: empty(), arrivals: empty() };
  const of = (station: string) => {
    if (!boards.has(station)) {
      if (!others.airports.includes(station)) others.airports.push(station);
      return others;
    }
    const found = stations.get(station) ?? { station, departures: empty(), arrivals: empty() };
    stations.set(station, found);
    return found;
  };
  for (const leg of legs.filter(flown)) {
    count(of(leg.depstn).departures, departureDelay(leg));
    count(total.departures, departureDelay(leg));
    count(of(leg.arrstn).arrivals, arrivalDelay(leg));
    count(total.arrivals, arrivalDelay(leg));
  }
  const list = [...stations.values()].filter(
    (s) => s.departures.operated + s.arrivals.operated > 0,
  );
  others.airports.sort();
  return { stations: list.sort((a, b) => a.station.localeCompare(b.station)), others, total };
}

function delayGroups(legs: readonly Leg[]): DelayGroup[] {
  const byGroup = new Map<string, number>();
  for (const leg of legs) {
    for (const entry of leg.delays) {
      const group = entry.delay.iataResponsible || 'Otros';
      byGroup.set(group, (byGroup.get(group) ?? 0) + entry.minutes);
    }
  }
  const all = [...byGroup.values()].reduce((a, b) => a + b, 0);
  let running = 0;
  return [...byGroup]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([group, total]) => {
      running += total;
      return {
        group,
        minutes: total,
        share: all ? Math.round((total / all) * 1000) / 10 : 0,
        cumulative: all ? Math.round((running / all) * 1000) / 10 : 0,
      };
    });
}

/** Airport codes to their time zones (the airport reference's). */
type Zones = ReadonlyMap<string, string>;

const lateFlight = (leg: Leg, late: number, zones: Zones): LateFlight => ({
  flight: leg.flight_number,
  depstn: leg.depstn,
  arrstn: leg.arrstn,
  std: leg.std,
  minutes: late,
  codes: leg.delays_codes,
  zone: zones.get(leg.depstn) ?? null,
});

function worstFlights(legs: readonly Leg[], zones: Zones): LateFlight[] {
  return legs
    .filter(flown)
    .map((leg) => ({ leg, late: expectedDeparture(leg) ?? 0 }))
    .filter(({ late }) => late > 0)
    .sort((a, b) => b.late - a.late || a.leg.std.localeCompare(b.leg.std))
    .slice(0, WORST)
    .map(({ leg, late }) => lateFlight(leg, late, zones));
}

/**
 * Each aircraft's day in order: a chain runs while a leg leaves at least 15 min late after an
 * inbound that arrived at least 15 min late, so the lateness came with the aircraft. Only chains
 * of two legs or more; the longest (then the most minutes) first.
 */
function lateChains(legs: readonly Leg[], zones: Zones): LateChain[] {
  const byAircraft = flownByAircraft(legs);
  const chains: LateChain[] = [];
  for (const [registration, ofAircraft] of byAircraft) {
    let run: LateFlight[] = [];
    let inboundLate = false;
    for (const leg of ofAircraft) {
      const late = expectedDeparture(leg) ?? 0;
      if (late >= CHAIN_MINUTES && (run.length === 0 || inboundLate))
        run.push(lateFlight(leg, late, zones));
      else {
        if (run.length > 1) chains.push({ registration, legs: run });
        run = late >= CHAIN_MINUTES ? [lateFlight(leg, late, zones)] : [];
      }
      inboundLate = (expectedArrival(leg) ?? 0) >= CHAIN_MINUTES;
    }
    if (run.length > 1) chains.push({ registration, legs: run });
  }
  const total = (c: LateChain) => c.legs.reduce((sum, l) => sum + l.minutes, 0);
  return chains
    .sort((a, b) => b.legs.length - a.legs.length || total(b) - total(a))
    .slice(0, CHAINS);
}

function bucketOf(overMinimum: number): GroundBucket {
  if (overMinimum < 0) return 'under';
  if (overMinimum < 10) return '0-9';
  if (overMinimum < 20) return '10-19';
  if (overMinimum < 30) return '20-29';
  if (overMinimum < 60) return '30-59';
  return '60+';
}

/**
 * Ground time over the type's minimum at every station: each inbound with the same aircraft's
 * next outbound from there, on the day's best-known times. A night stop is not a turnaround.
 */
function groundTimes(legs: readonly Leg[]) {
  const counts = new Map<GroundBucket, number>(GROUND_BUCKETS.map((b) => [b, 0]));
  const byAircraft = flownByAircraft(legs);
  for (const sorted of byAircraft.values()) {
    sorted.forEach((inbound, i) => {
      const outbound = sorted[i + 1];
      if (!outbound || outbound.depstn !== inbound.arrstn) return;
      const inAt = inbound.control_taxi_on_blocks ?? inbound.eta ?? inbound.sta;
      const ground = minutes(inAt, offBlock(outbound) ?? outbound.etd ?? outbound.std) ?? 0;
      if (ground > 6 * 60) return;
      const bucket = bucketOf(ground - minimumGroundTime(outbound.material));
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    });
  }
  return GROUND_BUCKETS.map((bucket) => ({ bucket, count: counts.get(bucket) ?? 0 }));
}

/**
 * The network's day from its legs (every station's departures of that local day, with their
 * arrivals): on-time performance by station (`boards`: the stations with a board, each listed;
 * the other airports together), delay minutes by IATA group, the worst flights, the late-inbound
 * chains and the turnarounds against their minimum ground time.
 */
export function networkFigures(
  day: string,
  legs: readonly Leg[],
  boards: ReadonlySet<string>,
  zones: Zones,
): NetworkFigures {
  return {
    day,
    ...onTimeByStation(legs, boards),
    delayGroups: delayGroups(legs),
    worst: worstFlights(legs, zones),
    chains: lateChains(legs, zones),
    groundTimes: groundTimes(legs),
  };
}

/** The percent on time (one decimal), or null when nothing moved. */
export function onTimePercent(figures: OnTime, within: 0 | 15): number | null {
  if (figures.operated === 0) return null;
  const on = within === 0 ? figures.onTime0 : figures.onTime15;
  return Math.round((on / figures.operated) * 1000) / 10;
}
