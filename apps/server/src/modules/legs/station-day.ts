import {
  addDays,
  checkContinuity,
  currentRegistration,
  dayLists,
  type Leg,
  legSchema,
  legSearchValues,
  legsOfDay,
  type StationLegs,
  searchNeedle,
  sidesSearchValues,
  type TurnaroundRow,
  turnaroundRowSchema,
  withContinuity,
} from '@board/domain';
import type { Db } from '../../db/client.ts';
import { compileJson } from '../../lib/json-serializer.ts';
import { aircraftLegs, legsAround } from './legs.repository.ts';
import { lastSyncOf } from './station-sync.repository.ts';

/**
 * A list's answer is sent as prepared bytes, never through the route's serializer: each row is
 * written here by the serializer compiled from its own contract, so what a row carries beyond
 * the contract (a field a query or a rule added) stays out of the bytes as it would of any
 * other answer.
 */
const legJson = compileJson(legSchema);
const turnaroundJson = compileJson(turnaroundRowSchema);

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

export function rowList<T>(
  rows: readonly T[],
  write: (row: T) => string,
  searchValues: (row: T) => string[],
): RowList<T> {
  const texts: (string | undefined)[] = [];
  let searchTexts: string[] | null = null;
  return {
    rows,
    json(index) {
      let text = texts[index];
      if (text === undefined) {
        text = write(rows[index] as T);
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

/**
 * Everything the board's lists show of a station day, read and worked out once per change: each
 * list in its order before search and paging, and the legs as stored for the overnights. The
 * turnarounds are paired over the neighbouring days too (a turn across local midnight), so the
 * day also depends on them: the answer cache forgets a day when either neighbour changes.
 */
export interface StationDay {
  /** Unique to this computation: answers cut from it are kept under it. */
  readonly version: number;
  readonly lastSync: string | null;
  /** The last change the process had heard of when it began to read the day. */
  readonly asOf: string | null;
  /** Legs kept in memory, both sides and the neighbouring days' legs the General board shows. */
  readonly legCount: number;
  readonly arrivals: RowList<Leg>;
  readonly departures: RowList<Leg>;
  readonly general: RowList<TurnaroundRow>;
  readonly delays: RowList<Leg>;
  /** The day's legs without turnaround times, as the overnights and delays show them. */
  readonly stored: { readonly arrivals: readonly Leg[]; readonly departures: readonly Leg[] };
}

/** The aircraft flying the station's legs: the registrations now flying, once each. */
function aircraftOf(around: StationLegs): string[] {
  const seen = new Set<string>();
  for (const leg of [...around.arrivals, ...around.departures]) {
    const aircraft = currentRegistration(leg.registration);
    if (aircraft) seen.add(aircraft);
  }
  return [...seen];
}

let versions = 0;

/**
 * Reads a station day (and the days either side, for its turnarounds) and shapes every list.
 * Then the legs of the aircraft seen there are read network-wide, from a day before to a day
 * after those, so each leg carries what the aircraft-continuity check finds at it: the
 * aircraft's legs before and after it may be at other stations.
 */
export async function loadStationDay(
  db: Db,
  station: string,
  day: string,
  asOf: string | null,
): Promise<StationDay> {
  const [read, lastSync] = await Promise.all([
    legsAround(db, station, day),
    lastSyncOf(db, station),
  ]);
  const network = await aircraftLegs(db, aircraftOf(read), addDays(day, -2), addDays(day, 2));
  const around = withContinuity(read, checkContinuity(network));
  const { arrivals, departures } = legsOfDay(day, around);
  const lists = dayLists(day, around);
  const neighbours = lists.general.filter(
    (row) =>
      (row.arrival !== null && row.arrival.arrival_date !== day) ||
      (row.departure !== null && row.departure.datop_local !== day),
  ).length;
  return {
    version: ++versions,
    asOf,
    lastSync,
    legCount: arrivals.length + departures.length + neighbours,
    arrivals: rowList(lists.arrivals, legJson, legSearchValues),
    departures: rowList(lists.departures, legJson, legSearchValues),
    general: rowList(lists.general, turnaroundJson, sidesSearchValues),
    delays: rowList(lists.delays, legJson, legSearchValues),
    stored: { arrivals, departures },
  };
}
