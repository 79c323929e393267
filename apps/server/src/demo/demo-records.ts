import {
  addDays,
  DEFAULT_REGISTRATIONS,
  delaysRequest,
  type Leg,
  lastMovements,
  legModifiedRequest,
  pairTurnarounds,
  zonedInstant,
} from '@board/domain';
import type { Db } from '../db/client.ts';
import type { LegEditsService } from '../modules/leg-edits/index.ts';
import { arrivalsOf, departuresOf, legsAround } from '../modules/legs/index.ts';
import {
  demoArrivalMilestones,
  demoDelays,
  demoDepartureMilestones,
  demoOvernight,
} from './demo-record-values.ts';
import { demoTeam } from './demo-teams.ts';
import { ROUTES } from './network.ts';

/** Bogotá is the demo's milestone station. */
const MILESTONE_STATION = 'BOG';

export interface DemoRecordsDeps {
  db: Db;
  zones: ReadonlyMap<string, string>;
  /** Records as of a given moment, through the same rules as the API. */
  recorderAt(now: () => Date): LegEditsService;
  /**
   * The station days' inbounds read so far in this run, by `station/day`: both hubs fly to most
   * outstations, and coding a delay moves none of the times the pairing reads.
   */
  inbounds?: Map<string, Promise<Map<string, Leg>>>;
}

/**
 * The inbound of each of a station day's departures that turns there, by the departure's id:
 * the aircraft's arrival just before it, as the General board pairs them.
 */
export async function demoInbounds(
  db: Db,
  station: string,
  day: string,
): Promise<Map<string, Leg>> {
  const around = await legsAround(db, station, day);
  const inbounds = new Map<string, Leg>();
  for (const row of pairTurnarounds(around.arrivals, around.departures)) {
    if (row.arrival && row.departure) inbounds.set(row.departure._id, row.arrival);
  }
  return inbounds;
}

/** A leg's version as the last save answered it, and how to keep the next one. */
interface Saves {
  current(leg: Leg): { _id: string; version: number };
  keep(saved: Leg): void;
}

/**
 * The late departures of the outstations among a hub day's arrivals, each coded by that
 * outstation's own team as a hub codes its own (93 for what a late inbound caused there):
 * without them Red's Pareto would see only the hubs' share of the late minutes. A departure
 * from the other hub is that hub's to code. Each outstation's codings of the day are saved in
 * one transaction: the history and the board show them one by one all the same.
 */
async function recordOutstationDelays(
  deps: DemoRecordsDeps,
  recorder: LegEditsService,
  legs: readonly Leg[],
  saves: Saves,
): Promise<number> {
  const read = deps.inbounds ?? new Map<string, Promise<Map<string, Leg>>>();
  const late = new Map<string, Leg[]>();
  for (const leg of legs) {
    // On time, or a hub's: nothing for an outstation to code.
    if (leg.depstn in ROUTES || !demoDelays(leg, null)) continue;
    late.set(leg.depstn, [...(late.get(leg.depstn) ?? []), leg]);
  }
  let recorded = 0;
  for (const [station, departures] of late) {
    const team = await demoTeam(deps.db, station);
    if (!team) continue;
    const bodies = [];
    for (const leg of departures) {
      const key = `${station}/${leg.datop_local}`;
      const inbounds = read.get(key) ?? demoInbounds(deps.db, station, leg.datop_local);
      read.set(key, inbounds);
      const inbound = (await inbounds).get(leg._id) ?? null;
      bodies.push(delaysRequest.parse({ ...demoDelays(leg, inbound), ...saves.current(leg) }));
    }
    for (const saved of await recorder.storeDelaysAll(team, bodies)) saves.keep(saved);
    recorded += bodies.length;
  }
  return recorded;
}

/**
 * What the station teams recorded on a past hub day: the delays of its late departures (93 for
 * the minutes a late inbound caused), the overnights of the tracked aircraft back for the night,
 * and Bogotá's milestones of the flights to and from it. Each goes through the leg-edit service,
 * as a station's own user, at half past midnight after the day, so the rules, the history and
 * the live updates are the real ones. With `until` (today) only what happened by then is
 * recorded, at that time, and the night is left to come.
 */
export async function recordDemoDay(deps: DemoRecordsDeps, hub: string, day: string, until?: Date) {
  const zone = deps.zones.get(hub) ?? 'UTC';
  const at = until ?? zonedInstant(addDays(day, 1), '00:30', zone);
  const recorder = deps.recorderAt(() => at);
  // A past day is recorded whole; today only as far as it has happened.
  const past = (instant: string | null) =>
    !until || (instant !== null && Date.parse(instant) <= at.getTime());
  const team = await demoTeam(deps.db, hub);
  const milestoneTeam = await demoTeam(deps.db, MILESTONE_STATION);
  const milestoneZone = deps.zones.get(MILESTONE_STATION) ?? zone;
  if (!team) return 0;
  // Each save answers the leg's new version, which the next save of that leg must name.
  const versions = new Map<string, number>();
  const current = (leg: Leg) => ({ _id: leg._id, version: versions.get(leg._id) ?? leg.version });
  const keep = (saved: Leg) => versions.set(saved._id, saved.version);
  let recorded = 0;

  const flown = (legs: Leg[]) => legs.filter((leg) => leg.leg_status_timeline !== 'CANCELED');
  const departures = flown(await departuresOf(deps.db, hub, day)).filter((l) => past(l.atd));
  const landed = flown(await arrivalsOf(deps.db, hub, day));
  const arrivals = landed.filter((l) => past(l.control_taxi_on_blocks));
  const inbounds = await demoInbounds(deps.db, hub, day);

  for (const leg of departures) {
    const delays = demoDelays(leg, inbounds.get(leg._id) ?? null);
    if (delays) {
      keep(await recorder.storeDelays(team, delaysRequest.parse({ ...delays, ...current(leg) })));
      recorded++;
    }
    const milestones = demoArrivalMilestones(leg, milestoneZone);
    if (milestoneTeam && leg.arrstn === MILESTONE_STATION && milestones) {
      const body = legModifiedRequest.parse({ ...current(leg), milestones_arrival: milestones });
      keep(await recorder.modified(milestoneTeam, body));
      recorded++;
    }
  }

  const tracked = new Set<string>(DEFAULT_REGISTRATIONS);
  for (const leg of arrivals) {
    const milestones = demoDepartureMilestones(leg, milestoneZone);
    if (milestoneTeam && leg.depstn === MILESTONE_STATION && milestones) {
      const body = legModifiedRequest.parse({ ...current(leg), milestones_departure: milestones });
      keep(await recorder.modified(milestoneTeam, body));
      recorded++;
    }
  }
  const outstations = landed.filter((l) => past(l.atd));
  recorded += await recordOutstationDelays(deps, recorder, outstations, { current, keep });
  if (until) return recorded;
  // The night of each tracked aircraft whose day ends landed at the hub, on that last arrival.
  for (const [registration, last] of lastMovements(arrivals, departures)) {
    const leg = last.leg;
    if (!last.arrival || !tracked.has(registration) || !leg.control_taxi_on_blocks) continue;
    const body = legModifiedRequest.parse({ ...current(leg), overnight: demoOvernight(leg) });
    keep(await recorder.modified(team, body));
    recorded++;
  }
  return recorded;
}
