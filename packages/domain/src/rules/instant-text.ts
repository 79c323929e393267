import { localDate, localTime } from './local-time.ts';

/**
 * How much of an instant a place writes: the time alone within one station day (22:30), with
 * its day across days (10-03 22:30), with its year where a list spans years (10-03-26 22:30).
 */
export type InstantPart = 'time' | 'dayTime' | 'dateTime';

/**
 * An instant as the product writes it everywhere (the board, a leg's history, the handover and
 * its files, Administración): day first with dashes, as the board's days read, and a 24-hour
 * clock, in the zone given (a station's, or the reader's where no station applies).
 */
export function instantText(instant: Date | string, zone: string, part: InstantPart): string {
  const time = localTime(instant, zone);
  if (part === 'time') return time;
  const [year, month, day] = localDate(instant, zone).split('-');
  const date = part === 'dayTime' ? `${day}-${month}` : `${day}-${month}-${year?.slice(2)}`;
  return `${date} ${time}`;
}
