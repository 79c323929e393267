import type { DateOption } from '@board/domain';

/** The station's today in a window of date options. */
export const todayOf = (dates: readonly DateOption[]): string =>
  dates.find((option) => option.order === 0)?.date ?? '';

/**
 * The day the board shows for the address's ?day= in the station's window.
 *
 * `previous` is the window a local midnight has just replaced, while the address may still name a
 * day chosen in it. A board that was on Hoy follows to the new today. A chosen day still in the
 * window stays chosen under its new label (Ayer becomes -48 hs). One that has slid out of it goes
 * to the nearest day left, -72 hs when the day moves on: the server no longer serves the old day,
 * and -72 hs is the day after it, closest to what was being read. Any other day outside the
 * window, as from an old link, shows today.
 */
export function shownDay(
  asked: string | null,
  dates: readonly DateOption[],
  previous: readonly DateOption[] | null,
): string {
  const today = todayOf(dates);
  if (!asked) return today;
  if (previous && asked === todayOf(previous)) return today;
  if (dates.some((option) => option.date === asked)) return asked;
  if (!previous?.some((option) => option.date === asked)) return today;
  const oldest = dates[0]?.date ?? today;
  const newest = dates.at(-1)?.date ?? today;
  // Calendar dates compare as text (YYYY-MM-DD); a clock set back leaves from the front.
  return asked < oldest ? oldest : newest;
}
