import { seededRandom } from './random.ts';

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

const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * When a demo leg really pushes back, takes off, lands and reaches its stand: derived from the
 * leg's key, so the generator and the simulator agree and re-sending changes nothing.
 */
export function plannedActuals(leg: LegClock): Actuals {
  const random = seededRandom(`actuals:${leg.key}`);
  const atd = plus(leg.etd ?? leg.std, Math.floor(random() * 6));
  const takeoff = plus(atd, 8 + Math.floor(random() * 11));
  const arrival =
    leg.eta ?? plus(leg.sta, Math.round((atd.getTime() - leg.std.getTime()) / 60_000));
  const landed = plus(arrival, -5 + Math.floor(random() * 12));
  const on_blocks = plus(landed, 4 + Math.floor(random() * 9));
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
