import type { MovementClock } from './mvt-types.ts';

/**
 * Movement messages give days of month and clock times, never months or years: the full UTC
 * instant is the one nearest to a reference the reader already knows (when the message came in,
 * the leg's scheduled time).
 */

const DAY_MS = 86_400_000;

function checkReference(reference: Date) {
  if (Number.isNaN(reference.getTime())) throw new RangeError('reference is not a valid date');
}

function checkClock(day: number | null, hour: number, minute: number) {
  const whole = (n: number, min: number, max: number) =>
    Number.isInteger(n) && n >= min && n <= max;
  if ((day !== null && !whole(day, 1, 31)) || !whole(hour, 0, 23) || !whole(minute, 0, 59))
    throw new RangeError(`not a clock time: day ${day}, ${hour}:${minute}`);
}

/** That day of month at hh:mm in the months before, of and after the reference, where it exists. */
function daysAround(reference: Date, day: number, hour: number, minute: number): number[] {
  const [year, month] = [reference.getUTCFullYear(), reference.getUTCMonth()];
  return [-1, 0, 1]
    .map((offset) => Date.UTC(year, month + offset, day, hour, minute))
    .filter((time) => new Date(time).getUTCDate() === day);
}

/** Candidates are in time order; `later` settles an exact tie toward the later one. */
function nearest(candidates: number[], reference: number, later: boolean): number {
  let best = candidates[0] ?? reference;
  for (const candidate of candidates.slice(1)) {
    const gap = Math.abs(candidate - reference) - Math.abs(best - reference);
    if (gap < 0 || (gap === 0 && later)) best = candidate;
  }
  return best;
}

/**
 * The UTC date (YYYY-MM-DD) with that day of month nearest to when the message was received,
 * among the month before, its month and the month after: a day 31 skips the months without one.
 * Days are measured at their noon, so the receiving day itself always wins; on an exact tie
 * (possible only around a short February) the earlier date is taken, as messages about a flight
 * mostly come after its day rather than a month ahead of it.
 */
export function flightDate(day: number, receivedAt: Date): string {
  checkReference(receivedAt);
  checkClock(day, 12, 0);
  const noon = nearest(daysAround(receivedAt, day, 12, 0), receivedAt.getTime(), false);
  return new Date(noon).toISOString().slice(0, 10);
}

/**
 * The UTC instant a message's clock stands for: with a day of month, that day nearest to the
 * reference (months as in flightDate); without one, the hh:mm nearest to the reference, so 0010
 * against 23:50 is the next day and 2350 against 00:10 the day before. The reference is the
 * scheduled time of the event (STD for departure events, STA for arrival ones); on an exact tie
 * the later instant is taken, actual times running late more often than early.
 */
export function resolveClock(clock: MovementClock, reference: Date): Date {
  checkReference(reference);
  const { day, hour, minute } = clock;
  checkClock(day, hour, minute);
  const at = reference.getTime();
  if (day !== null) return new Date(nearest(daysAround(reference, day, hour, minute), at, true));
  const sameDay = Date.UTC(
    reference.getUTCFullYear(),
    reference.getUTCMonth(),
    reference.getUTCDate(),
    hour,
    minute,
  );
  return new Date(nearest([sameDay - DAY_MS, sameDay, sameDay + DAY_MS], at, true));
}
