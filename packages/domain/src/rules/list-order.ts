import type { Leg, TurnaroundRow } from '../schemas/legs.ts';

type Ordered = Pick<Leg, '_id' | 'flight_number' | 'sta' | 'std'>;

/** Code-unit order: the same on every machine and database, unlike a collation's. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** What `toISOString` writes (`2026-11-22T10:00:00.000Z`): its text order is its time order. */
const isCanonical = (instant: string) => instant.length === 24 && instant[23] === 'Z';
/** Sorting a hub day's sides compares some 100,000 pairs: most without parsing a date. */
const byInstant = (a: string, b: string) =>
  isCanonical(a) && isCanonical(b) ? byText(a, b) : Date.parse(a) - Date.parse(b);

/**
 * The lists' orders, total: ties are broken by flight, then by id. A list patched with a change's
 * rows (decision 0060) is then the list rebuilt, row for row, whatever order the rows were read in.
 */
export const arrivalOrder = (a: Ordered, b: Ordered) =>
  byInstant(a.sta, b.sta) || byText(a.flight_number, b.flight_number) || byText(a._id, b._id);

export const departureOrder = (a: Ordered, b: Ordered) =>
  byInstant(a.std, b.std) || byText(a.flight_number, b.flight_number) || byText(a._id, b._id);

/**
 * General rows follow the clock: an arrival's at its scheduled arrival, a departure alone's at
 * its scheduled departure. At the same minute a turn comes before a departure alone, then each
 * in its side's order.
 */
export function turnaroundOrder(a: TurnaroundRow, b: TurnaroundRow): number {
  const time = byInstant(rowInstant(a), rowInstant(b));
  if (time !== 0) return time;
  if (a.arrival && b.arrival) return arrivalOrder(a.arrival, b.arrival);
  if (a.arrival) return -1;
  if (b.arrival) return 1;
  return a.departure && b.departure ? departureOrder(a.departure, b.departure) : 0;
}

function rowInstant(row: TurnaroundRow): string {
  if (row.arrival) return row.arrival.sta;
  return row.departure?.std ?? '1970-01-01T00:00:00Z';
}
