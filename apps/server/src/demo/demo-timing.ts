import { minimumGroundTime } from '@board/domain';
import { ON_BLOCKS_LATEST } from './actuals.ts';
import { between } from './random.ts';

export interface Estimates {
  etd: Date | null;
  eta: Date | null;
}

const MINUTE = 60_000;
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/**
 * The earliest an aircraft may push back after a leg: its arrival estimate plus the latest its
 * on-blocks may come (actuals.ts) plus the type's minimum ground time.
 */
export function readyAfter(estimates: Estimates, sta: Date, material: string): Date {
  return plus(estimates.eta ?? sta, ON_BLOCKS_LATEST + minimumGroundTime(material));
}

/**
 * A leg's estimates. About one in seven is late for reasons of its own (10 to 75 minutes), and a late
 * inbound pushes it to when the aircraft is ready; a late leg makes up a few minutes in the air.
 * Of the legs on time, a few leave a few minutes early when the aircraft is ready, and a few
 * arrive early on the winds.
 */
export function demoEstimates(
  random: () => number,
  std: Date,
  sta: Date,
  ready: Date | null,
): Estimates {
  const own = random() < 0.15 ? between(random, 10, 75) : 0;
  const pushed = ready ? Math.ceil((ready.getTime() - std.getTime()) / MINUTE) : 0;
  const late = Math.max(own, pushed);
  if (late > 0) {
    const regained = between(random, 0, Math.min(10, late));
    return { etd: plus(std, late), eta: plus(sta, late - regained) };
  }
  const roll = random();
  if (roll < 0.08) {
    const early = between(random, 2, 5);
    const etd = plus(std, -early);
    if (!ready || etd >= ready) return { etd, eta: plus(sta, -early) };
  } else if (roll < 0.2) {
    return { etd: null, eta: plus(sta, -between(random, 3, 10)) };
  }
  return { etd: null, eta: null };
}
