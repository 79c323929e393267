/**
 * Clock times typed by people (trailers, additional services, overnight cut): HH:MM on 24 hours,
 * hours 0-23 with or without a leading zero, minutes always two digits.
 */
const CLOCK_TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const MINUTES_PER_DAY = 24 * 60;

/** Minutes after midnight, or null for anything that is not a valid clock time. */
export function clockMinutes(text: string | null | undefined): number | null {
  const match = CLOCK_TIME.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export const isClockTime = (text: string | null | undefined) => clockMinutes(text) !== null;

/**
 * End minus start in minutes; an end before the start is on the next day (23:59 to 00:10 is
 * 11). Null when either time is not valid.
 */
export function durationMinutes(
  start: string | null | undefined,
  end: string | null | undefined,
): number | null {
  const from = clockMinutes(start);
  const to = clockMinutes(end);
  if (from === null || to === null) return null;
  const minutes = to - from;
  return minutes < 0 ? minutes + MINUTES_PER_DAY : minutes;
}

/** Blank or a valid clock time: the state a time field may be saved in. */
export const isBlankOrClockTime = (text: string | null | undefined) =>
  !text?.trim() || isClockTime(text.trim());
