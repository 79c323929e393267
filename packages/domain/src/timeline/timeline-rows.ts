import type { TimelineBar } from './timeline-bars.ts';

export type TimelineRowsBy = 'stand' | 'registration';

/** A row of the picture: a stand, or an aircraft, with its bars in time order. */
export interface TimelineRow {
  key: string;
  label: string;
  bars: TimelineBar[];
  /** Bars that overlap share the row in lanes, so none hides another: each bar's lane, by id. */
  laneOf: ReadonlyMap<string, number>;
  lanes: number;
}

/** The first lane free when each bar starts, in time order. */
function lanesOf(bars: readonly TimelineBar[]) {
  const ends: number[] = [];
  const laneOf = new Map<string, number>();
  for (const bar of bars) {
    let lane = ends.findIndex((end) => end <= bar.start);
    if (lane < 0) lane = ends.push(bar.end) - 1;
    else ends[lane] = bar.end;
    laneOf.set(bar.id, lane);
  }
  return { laneOf, lanes: Math.max(ends.length, 1) };
}

/** Rows under a heading: bridges, remote stands, legs with no stand yet; or the fleet. */
export interface TimelineGroup {
  key: 'bridge' | 'remote' | 'unknown' | 'none' | 'fleet';
  rows: TimelineRow[];
}

const natural = new Intl.Collator('en', { numeric: true }).compare;
const GROUP_ORDER: readonly TimelineGroup['key'][] = ['bridge', 'remote', 'unknown', 'none'];

function groupOf(bar: TimelineBar): TimelineGroup['key'] {
  if (!bar.stand) return 'none';
  return bar.stand.type ?? 'unknown';
}

function rowsOf(bars: readonly TimelineBar[], keyOf: (bar: TimelineBar) => string): TimelineRow[] {
  const rows = new Map<string, TimelineBar[]>();
  for (const bar of bars) rows.set(keyOf(bar), [...(rows.get(keyOf(bar)) ?? []), bar]);
  return [...rows]
    .sort(([a], [b]) => natural(a, b))
    .map(([key, onRow]) => {
      const sorted = onRow.sort((a, b) => a.start - b.start);
      return { key, label: key, bars: sorted, ...lanesOf(sorted) };
    });
}

/**
 * The rows of the picture. By stand: bridges, then remote stands, then stands of no known kind,
 * then the legs with no stand yet (one row each aircraft, so they do not pile up); stands in
 * natural order (2 before 10). By registration: one row per aircraft, the bars of its day.
 */
export function timelineGroups(bars: readonly TimelineBar[], by: TimelineRowsBy): TimelineGroup[] {
  if (by === 'registration') {
    return [{ key: 'fleet', rows: rowsOf(bars, (bar) => bar.registration ?? '—') }];
  }
  return GROUP_ORDER.map((key) => {
    const inGroup = bars.filter((bar) => groupOf(bar) === key);
    const keyOf =
      key === 'none'
        ? (bar: TimelineBar) => bar.registration ?? bar.id
        : (bar: TimelineBar) => bar.stand?.number ?? '';
    return { key, rows: rowsOf(inGroup, keyOf) };
  }).filter((group) => group.rows.length > 0);
}
