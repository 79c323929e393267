import { between, seededRandom } from './random.ts';

export interface LegClock {
  key: string;
  std: Date;
  sta: Date;
  etd: Date | null;
  eta: Date | null;
}

export interface Actuals {
  atd: Date;
  takeoff: Date;
  landed: Date;
  on_blocks: Date;
}

/** A leg pushes back up to this many minutes after its ETD (else STD). */
const PUSHBACK_LATEST = 4;
/** A leg reaches its stand within this many minutes of its ETA (else STA), after its own push back. */
const ON_BLOCKS_EARLIEST = -6;
const ON_BLOCKS_AFTER_ESTIMATE = 4;

/**
 * How many minutes after its ETA (else STA) a leg may reach its stand at the latest: the demo
 * plans each turn from that, so an outbound never leaves before its inbound is in nor turns it
 * round faster than the type's minimum.
 */
export const ON_BLOCKS_LATEST = PUSHBACK_LATEST + ON_BLOCKS_AFTER_ESTIMATE;

const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * When a demo leg really pushes back, takes off, lands and reaches its stand: derived from the
 * leg's key and times, so the generator and the simulator agree and re-sending changes nothing.
 * The minutes a push back is late against its estimate carry over to the arrival.
 */
export function plannedActuals(leg: LegClock): Actuals {
  const random = seededRandom(`actuals:${leg.key}`);
  const pushbackLate = between(random, 0, PUSHBACK_LATEST);
  const atd = plus(leg.etd ?? leg.std, pushbackLate);
  const takeoff = plus(atd, between(random, 8, 18));
  const arrival = plus(leg.eta ?? leg.sta, pushbackLate);
  const on_blocks = plus(arrival, between(random, ON_BLOCKS_EARLIEST, ON_BLOCKS_AFTER_ESTIMATE));
  const landed = plus(on_blocks, -between(random, 4, 10));
  return { atd, takeoff, landed, on_blocks };
}

/** The actual times already past at `now`, as feed fields (ISO instants). */
export function actualsDue(leg: LegClock, now: Date): Partial<Record<keyof Actuals, string>> {
  const planned = plannedActuals(leg);
  const due: Partial<Record<keyof Actuals, string>> = {};
  for (const field of ['atd', 'takeoff', 'landed', 'on_blocks'] as const) {
    if (planned[field] <= now) due[field] = planned[field].toISOString();
  }
  return due;
}
