/**
 * Station-local calendar and clock. Every day and time on the board is the station's local one,
 * computed from its IANA zone, so daylight-saving changes (Santiago) fall out of the zone data.
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...options });
    cache.set(timeZone, format);
  }
  return format;
}

/** The station's calendar date (YYYY-MM-DD) at an instant. */
export function localDate(instant: Date | string, timeZone: string): string {
  const format = cached(dateFormats, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return format.format(new Date(instant));
}

/** The station's wall-clock time (HH:MM, 24 h) at an instant; empty for no instant. */
export function localTime(instant: Date | string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const format = cached(timeFormats, timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return format.format(new Date(instant));
}

/** A calendar date as the boards write it: day-month (22-11). */
export function dayMonth(day: string | null | undefined): string {
  if (!day) return '';
  const [, month, date] = day.split('-');
  return `${date}-${month}`;
}

/** Adds whole days to a calendar date; pure calendar arithmetic, independent of any zone. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at an instant (Lima -300, Santiago -240 or -180). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const format = cached(offsetFormats, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant of a station-local wall-clock time. A time skipped by a clock change moves forward
 * by the gap; a repeated one resolves to its first occurrence.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const naive = new Date(`${day}T${time}:00Z`);
  const first = zoneOffsetMinutes(new Date(naive.getTime()), timeZone);
  const guess = new Date(naive.getTime() - first * 60_000);
  const second = zoneOffsetMinutes(guess, timeZone);
  if (second === first) return guess;
  const other = new Date(naive.getTime() - second * 60_000);
  return zoneOffsetMinutes(other, timeZone) === second ? other : guess;
}

/**
 * The instant the station's next local day begins: midnight of its next calendar date, taken from
 * the zone rather than 24 hours on, so a 23- or 25-hour day ends when the station's clocks say.
 * Where a clock change skips midnight the day begins at the first wall-clock time that exists.
 */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  return zonedInstant(addDays(localDate(now, timeZone), 1), '00:00', timeZone);
}
