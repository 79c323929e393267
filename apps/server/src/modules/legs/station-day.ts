import {
  isLate,
  type Leg,
  legSearchValues,
  type OvernightRow,
  pairTurnarounds,
  searchNeedle,
  type TurnaroundRow,
  withTurnaroundTimes,
} from '@board/domain';
import type { Db } from '../../db/client.ts';
import { arrivalsOf, departuresOf, lastSyncOf } from './legs.repository.ts';

/**
 * Rows of a list, each serialised and made searchable the first time an answer needs it and
 * never again: the many answers cut from one station day share that work.
 */
export interface RowList<T> {
  readonly rows: readonly T[];
  json(index: number): string;
  /** Indexes of the rows the board's search finds, in list order. */
  find(query: string): number[];
}

/**
 * A row's search values joined by NUL. No stored text holds NUL (PostgreSQL refuses it), so a
 * search without NUL is found in the joined text exactly when one value holds it: one substring
 * test per row instead of one per value.
 */
const SEPARATOR = '\u0000';

export function rowList<T>(rows: readonly T[], searchValues: (row: T) => string[]): RowList<T> {
  const texts: (string | undefined)[] = [];
  let searchTexts: string[] | null = null;
  return {
    rows,
    json(index) {
      let text = texts[index];
      if (text === undefined) {
        text = JSON.stringify(rows[index]);
        texts[index] = text;
      }
      return text;
    },
    find(query) {
      const needle = searchNeedle(query);
      if (!needle) return rows.map((_, index) => index);
      if (needle.includes(SEPARATOR)) return [];
      searchTexts ??= rows.map((row) => searchValues(row).join(SEPARATOR));
      const found: number[] = [];
      searchTexts.forEach((text, index) => {
        if (text.includes(needle)) found.push(index);
      });
      return found;
    },
  };
}

/** A row of two sides is found when either leg is. */
export const eitherSide = (row: TurnaroundRow | OvernightRow) => [
  ...legSearchValues(row.arrival),
  ...legSearchValues(row.departure),
];

/**
 * Everything the board's lists show of a station day, read and worked out once per change: each
 * list in its order before search and paging, and the legs as stored for the overnights.
 */
export interface StationDay {
  /** Unique to this computation: answers cut from it are kept under it. */
  readonly version: number;
  readonly lastSync: string | null;
  /** Legs at the station that day, both sides: what keeping the day in memory costs. */
  readonly legCount: number;
  readonly arrivals: RowList<Leg>;
  readonly departures: RowList<Leg>;
  readonly general: RowList<TurnaroundRow>;
  readonly delays: RowList<Leg>;
  /** The day's legs without turnaround times, as the overnights and delays show them. */
  readonly stored: { readonly arrivals: readonly Leg[]; readonly departures: readonly Leg[] };
}

/** Delayed beyond the tolerance, by the push back once known, else by the estimate. */
const isDelayed = (leg: { std: string; etd: string | null; atd: string | null }) =>
  isLate(leg.std, leg.atd ?? leg.etd);

let versions = 0;

/** Reads a station day from the database and shapes every list of it. */
export async function loadStationDay(db: Db, station: string, day: string): Promise<StationDay> {
  const [arrivals, departures, lastSync] = await Promise.all([
    arrivalsOf(db, station, day),
    departuresOf(db, station, day),
    lastSyncOf(db, station),
  ]);
  const annotated = withTurnaroundTimes(arrivals, departures);
  return {
    version: ++versions,
    lastSync,
    legCount: arrivals.length + departures.length,
    arrivals: rowList(annotated.arrivals, legSearchValues),
    departures: rowList(annotated.departures, legSearchValues),
    general: rowList(pairTurnarounds(arrivals, departures), eitherSide),
    delays: rowList(
      departures.filter(
        (leg) =>
          (leg.delays.length > 0 || isDelayed(leg)) && leg.leg_status_timeline !== 'CANCELED',
      ),
      legSearchValues,
    ),
    stored: { arrivals, departures },
  };
}
