import { fault } from './mvt-fault.ts';
import type { MovementClock, MovementSentAt } from './mvt-types.ts';

/** A time group's shape: `hhmm`, or `ddhhmm` with the day of month. */
export const TIME_GROUP = '(\\d{6}|\\d{4})';

/** A day of month, 01 to 31; the calendar month is settled later, against a reference date. */
export function readDay(digits: string, line: number, sent: string): number {
  const day = Number(digits);
  if (day < 1 || day > 31) throw fault('movement.errors.invalidDay', line, { value: sent });
  return day;
}

function readTime(hhmm: string, line: number, sent: string) {
  const hour = Number(hhmm.slice(0, 2));
  const minute = Number(hhmm.slice(2));
  if (hour > 23 || minute > 59) throw fault('movement.errors.invalidTime', line, { value: sent });
  return { hour, minute };
}

/** A time group already of the right shape, checked for range: no 2460, no 1275, no day 32. */
export function readClock(group: string, line: number): MovementClock {
  const day = group.length === 6 ? readDay(group.slice(0, 2), line, group) : null;
  return { day, ...readTime(group.slice(-4), line, group) };
}

/** A `ddhhmm` group, such as the origin line's sending time. */
export function readDayTime(group: string, line: number): MovementSentAt {
  return { day: readDay(group.slice(0, 2), line, group), ...readTime(group.slice(2), line, group) };
}

/** A delay duration `hhmm` in minutes; hours may pass 23, minutes may not pass 59. */
export function readDuration(group: string, line: number): number {
  const minutes = Number(group.slice(2));
  if (minutes > 59) throw fault('movement.errors.invalidDuration', line, { value: group });
  return Number(group.slice(0, 2)) * 60 + minutes;
}
