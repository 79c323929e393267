import { translate } from '../i18n/translate.ts';
import type { ContinuityKind, ContinuityViolation } from '../schemas/continuity.ts';
import { currentRegistration, displayRegistration } from '../schemas/registrations.ts';
import { minimumGroundTime } from './ground-time.ts';
import { byText } from './list-order.ts';

/** What the checker reads of a leg; the API's Leg carries all of it. */
export interface ContinuityLeg {
  readonly _id: string;
  readonly flight_number: string;
  readonly depstn: string;
  readonly arrstn: string;
  readonly registration: string | null;
  readonly material: string | null;
  readonly std: string;
  readonly sta: string;
  readonly etd: string | null;
  readonly eta: string | null;
  /** The push back (off blocks). */
  readonly atd: string | null;
  readonly control_taxi_on_blocks: string | null;
  readonly leg_status_timeline: string | null;
  readonly delays: readonly unknown[];
}

/**
 * How far past its ETD (else STD) an outbound may only be ready, after a late inbound plus the
 * minimum ground time, before the ETD counts as not moved: estimates travel in whole minutes and
 * are revised in steps of a few.
 */
export const LATE_INBOUND_TOLERANCE_MIN = 5;

/** A leg's block time as best known: actual, else estimated, else scheduled (epoch ms). */
interface Block {
  leg: ContinuityLeg;
  off: number;
  on: number;
  std: number;
  sta: number;
}

const MINUTE = 60_000;
const at = (instant: string) => new Date(instant).getTime();
const wholeMinutes = (ms: number) => Math.round(ms / MINUTE);

function block(leg: ContinuityLeg): Block {
  return {
    leg,
    off: at(leg.atd ?? leg.etd ?? leg.std),
    on: at(leg.control_taxi_on_blocks ?? leg.eta ?? leg.sta),
    std: at(leg.std),
    sta: at(leg.sta),
  };
}

/** Total, so that what is found does not depend on the order the legs were read in. */
const scheduleOrder = (a: Block, b: Block) =>
  a.std - b.std ||
  a.sta - b.sta ||
  byText(a.leg.flight_number, b.leg.flight_number) ||
  byText(a.leg._id, b.leg._id);

/** Violations found so far, per leg id. */
type Found = Map<string, ContinuityViolation[]>;

function report(
  found: Found,
  leg: ContinuityLeg,
  kind: ContinuityKind,
  params: Record<string, string | number>,
) {
  const full = { registration: displayRegistration(leg.registration), ...params };
  const list = found.get(leg._id) ?? [];
  list.push({ kind, params: full, message: translate(`continuity.reasons.${kind}`, full) });
  found.set(leg._id, list);
}

/**
 * The turn of one aircraft at one station, inbound then outbound, once it is known the two do
 * not overlap. Ground time is measured on the best-known times, so an ETD moved far enough
 * already makes up a short scheduled turn. Below the type's minimum:
 * - with the inbound late and the outbound not yet off blocks, the outbound's ETD should have
 *   moved: reported past a small tolerance, whatever delay is recorded (a code does not move
 *   the estimate the station plans with);
 * - otherwise the turn is short, unless the outbound carries a delay entry: the station then
 *   said why it left late or turned fast.
 */
function checkTurn(found: Found, inbound: Block, outbound: Block) {
  const minimum = minimumGroundTime(outbound.leg.material);
  const ground = outbound.off - inbound.on;
  if (ground >= minimum * MINUTE) return;
  const other = inbound.leg.flight_number;
  if (!outbound.leg.atd && inbound.on > inbound.sta) {
    const short = minimum * MINUTE - ground;
    if (short > LATE_INBOUND_TOLERANCE_MIN * MINUTE) {
      report(found, outbound.leg, 'lateInbound', { other, minutes: wholeMinutes(short), minimum });
    }
    return;
  }
  if (outbound.leg.delays.length === 0) {
    report(found, outbound.leg, 'groundTime', { other, minutes: wholeMinutes(ground), minimum });
  }
}

/** One aircraft's legs, flown ones only, in schedule order. */
function checkAircraft(found: Found, blocks: Block[]) {
  blocks.sort(scheduleOrder);
  let previous: Block | null = null;
  // The leg reaching furthest in time so far: a later leg leaving before it lands overlaps it,
  // even when legs in between do not.
  let furthest: Block | null = null;
  for (const current of blocks) {
    if (previous && furthest) {
      const inbound = previous.leg;
      const sameStation = current.leg.depstn === inbound.arrstn;
      if (!sameStation) {
        report(found, current.leg, 'station', {
          other: inbound.flight_number,
          station: current.leg.depstn,
          arrived: inbound.arrstn,
        });
      }
      const actualBoth = current.leg.atd !== null && inbound.control_taxi_on_blocks !== null;
      if (actualBoth && current.off < previous.on) {
        const minutes = Math.max(1, wholeMinutes(previous.on - current.off));
        report(found, current.leg, 'pushback', { other: inbound.flight_number, minutes });
      } else if (current.off < furthest.on) {
        report(found, current.leg, 'overlap', { other: furthest.leg.flight_number });
        report(found, furthest.leg, 'overlap', { other: current.leg.flight_number });
      } else if (sameStation) {
        checkTurn(found, previous, current);
      }
    }
    previous = current;
    if (!furthest || current.on > furthest.on) furthest = current;
  }
}

/**
 * Checks that each aircraft (the registration now flying) moves as one aircraft can: legs in
 * schedule order, cancelled legs and legs without registration left out. Times are the best
 * known (actual, else estimated, else scheduled), instants, so local midnight changes nothing.
 * Answers the violations per leg id; a leg with none is absent.
 */
export function checkContinuity(
  legs: readonly ContinuityLeg[],
): Map<string, ContinuityViolation[]> {
  const byAircraft = new Map<string, Block[]>();
  for (const leg of legs) {
    const aircraft = currentRegistration(leg.registration);
    if (!aircraft || leg.leg_status_timeline === 'CANCELED') continue;
    const blocks = byAircraft.get(aircraft) ?? [];
    blocks.push(block(leg));
    byAircraft.set(aircraft, blocks);
  }
  const found: Found = new Map();
  for (const blocks of byAircraft.values()) checkAircraft(found, blocks);
  return found;
}
