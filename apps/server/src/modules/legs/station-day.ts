import {
  addDays,
  applyDayDelta,
  changeOnDay,
  checkContinuity,
  currentRegistration,
  type DayLists,
  dayLists,
  type KeptLists,
  type Leg,
  type LegsChangedEvent,
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
import { changeNumberOf } from './station-changes.repository.ts';
import { lastSyncOf } from './station-sync.repository.ts';

/**
 * A row's search values joined by NUL. No stored text holds NUL (PostgreSQL refuses it), so a
 * search without NUL is found in the joined text exactly when one value holds it: one substring
 * test per row instead of one per value.
 */
const SEPARATOR = '\u0000';

/**
 * Each row's text and search text are kept with the row itself, per function that writes them,
 * so a day patched by a change (which keeps every row it does not replace) writes only the rows
 * that are new, and lists sharing rows write them once.
 */
const keptTexts = new WeakMap<object, (row: never) => string>();

/**
 * The text as one piece. The serializer builds a row's JSON by some hundred concatenations, and
 * V8 keeps such a string as the tree of its pieces until something reads it whole: a kept day's
 * thousands of rows held half a million such pieces, which every full collection walked. Reading
 * it as a number is the cheapest whole read, and V8 then keeps it flat.
 */
function flattened(text: string): string {
  Number(text);
  return text;
}
function keptText<T extends object>(write: (row: T) => string): (row: T) => string {
  let kept = keptTexts.get(write) as ((row: T) => string) | undefined;
  if (!kept) {
    const texts = new WeakMap<T, string>();
    kept = (row) => {
      let text = texts.get(row);
      if (text === undefined) {
        text = flattened(write(row));
        texts.set(row, text);
      }
      return text;
    };
    keptTexts.set(write, kept);
  }
  return kept;
}

/** Each kind of row's search values joined, by one function per kind (so kept like its JSON). */
const joinedSearches = new WeakMap<object, (row: never) => string>();
function joinedSearch<T extends object>(values: (row: T) => string[]): (row: T) => string {
  let joined = joinedSearches.get(values) as ((row: T) => string) | undefined;
  if (!joined) {
    joined = (row: T) => values(row).join(SEPARATOR);
    joinedSearches.set(values, joined);
  }
  return joined;
}

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

export function rowList<T extends object>(
  rows: readonly T[],
  write: (row: T) => string,
  searchValues: (row: T) => string[],
): RowList<T> {
  const json = keptText(write);
  const searchText = keptText(joinedSearch(searchValues));
  return {
    rows,
    json: (index) => json(rows[index] as T),
    find(query) {
      const needle = searchNeedle(query);
      if (!needle) return rows.map((_, index) => index);
      if (needle.includes(SEPARATOR)) return [];
      const found: number[] = [];
      rows.forEach((row, index) => {
        if (searchText(row).includes(needle)) found.push(index);
      });
      return found;
    },
  };
}

/**
 * Everything the board's lists show of a station day, read once and then patched by each change
 * (decision 0060): each list in its order before search and paging, and the legs as stored for
 * the overnights. The turnarounds are paired over the neighbouring days too (a turn across local
 * midnight), so a change to either neighbour changes the day as well.
 */
export interface StationDay {
  /** Unique to this computation: answers cut from it are kept under it. */
  readonly version: number;
  readonly day: string;
  /** The station's change number the day holds every change up to (and none after, once kept). */
  readonly seq: number;
  readonly lastSync: string | null;
  /** The last change the process had heard of when it began to read the day, or patched it by. */
  readonly asOf: string | null;
  /** Legs kept in memory, both sides and the neighbouring days' legs the General board shows. */
  readonly legCount: number;
  readonly arrivals: RowList<Leg>;
  readonly departures: RowList<Leg>;
  readonly general: RowList<TurnaroundRow>;
  readonly delays: RowList<Leg>;
  /** The day's legs without turnaround times, as the overnights show them: read when asked. */
  stored(): Promise<StationLegs>;
  /** Reads the day afresh. */
  reread(): Promise<StationDay>;
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

/** Legs held by the lists: the day's of both sides and the neighbours' its turnarounds show. */
function legCountOf(day: string, lists: DayLists): number {
  const neighbours = lists.general.filter(
    (row) =>
      (row.arrival !== null && row.arrival.arrival_date !== day) ||
      (row.departure !== null && row.departure.datop_local !== day),
  ).length;
  return lists.arrivals.length + lists.departures.length + neighbours;
}

let versions = 0;

function shaped(
  fields: Pick<StationDay, 'day' | 'seq' | 'lastSync' | 'asOf' | 'stored' | 'reread'>,
  lists: DayLists,
): StationDay {
  return {
    ...fields,
    version: ++versions,
    legCount: legCountOf(fields.day, lists),
    arrivals: rowList(lists.arrivals, legJson, legSearchValues),
    departures: rowList(lists.departures, legJson, legSearchValues),
    general: rowList(lists.general, turnaroundJson, sidesSearchValues),
    delays: rowList(lists.delays, legJson, legSearchValues),
  };
}

/** A promise's work done once, the first time it is asked for. */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  return () => {
    kept ??= work();
    return kept;
  };
}

/**
 * Reads a station day (and the days either side, for its turnarounds) and shapes every list.
 * Then the legs of the aircraft seen there are read network-wide, from a day before to a day
 * after those, so each leg carries what the aircraft-continuity check finds at it: the
 * aircraft's legs before and after it may be at other stations. The station's change number is
 * read first: the legs hold every change up to it, perhaps some after, which its deltas replace
 * again with what they became.
 */
export async function loadStationDay(
  db: Db,
  station: string,
  day: string,
  asOf: string | null,
): Promise<StationDay> {
  const seq = await changeNumberOf(db, station);
  const [read, lastSync] = await Promise.all([
    legsAround(db, station, day),
    lastSyncOf(db, station),
  ]);
  const network = await aircraftLegs(db, aircraftOf(read), addDays(day, -2), addDays(day, 2));
  const around = withContinuity(read, checkContinuity(network));
  const stored = legsOfDay(day, around);
  const reread = () => loadStationDay(db, station, day, null);
  return shaped(
    { day, seq, lastSync, asOf, stored: async () => stored, reread },
    dayLists(day, around),
  );
}

const listsOf = (day: StationDay): KeptLists => ({
  arrivals: day.arrivals.rows,
  departures: day.departures.rows,
  general: day.general.rows,
  delays: day.delays.rows,
});

/**
 * The day once the station's next change is applied (decision 0060): as it was if the change
 * does not show on it, patched by its delta if it does; null when it must be read again (a
 * number missed, or a change sent without its rows). A change it already holds leaves it as is.
 */
export function advancedDay(kept: StationDay, event: LegsChangedEvent): StationDay | null {
  if (event.seq <= kept.seq) return kept;
  if (event.seq !== kept.seq + 1) return null;
  const fields = {
    day: kept.day,
    seq: event.seq,
    lastSync: event.synced ?? kept.lastSync,
    asOf: event.id,
    reread: kept.reread,
  };
  const change = changeOnDay(event, kept.day);
  if (change === 'not-shown') return { ...kept, ...fields, version: ++versions };
  if (change === 'read-again') return null;
  const lists = applyDayDelta(listsOf(kept), change.delta);
  // The stored legs are the overnights' alone, asked for rarely: read again when they are. Only
  // the reading is kept: a closure over `kept` held every day patched before it, for ever.
  const { reread } = kept;
  return shaped({ ...fields, stored: once(async () => (await reread()).stored()) }, lists);
}
