import { addDays, localDate } from './local-time.ts';

/** The day window of the board: three days back, today, tomorrow (section 9). */
export const DATE_WINDOW = [-3, -2, -1, 0, 1] as const;
export type DayOffset = (typeof DATE_WINDOW)[number];

export interface DateOption {
  /** YYYY-MM-DD, the value sent to the API. */
  date: string;
  /** DD-MM-YY, as shown. */
  value: string;
  pdcFormat: string;
  /** i18n key of the label: -72 hs, -48 hs, Ayer, Hoy, Mañana. */
  label: `board.dates.${'minus72' | 'minus48' | 'yesterday' | 'today' | 'tomorrow'}`;
  order: DayOffset;
}

const labels = {
  '-3': 'board.dates.minus72',
  '-2': 'board.dates.minus48',
  '-1': 'board.dates.yesterday',
  '0': 'board.dates.today',
  '1': 'board.dates.tomorrow',
} as const;

/** The date options of a station at an instant: its local today and the window around it. */
export function dateOptions(now: Date, timeZone: string): DateOption[] {
  const today = localDate(now, timeZone);
  return DATE_WINDOW.map((order) => {
    const date = addDays(today, order);
    const [y, m, d] = date.split('-');
    return {
      date,
      value: `${d}-${m}-${y?.slice(2)}`,
      pdcFormat: date,
      label: labels[order],
      order,
    };
  });
}

/** How many days `day` lies from the station's today, or null outside the window. */
export function dayOffset(day: string, now: Date, timeZone: string): DayOffset | null {
  return dateOptions(now, timeZone).find((o) => o.date === day)?.order ?? null;
}
