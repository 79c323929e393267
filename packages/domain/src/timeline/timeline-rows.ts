import type { TimelineBar } from './timeline-bars.ts';

export type TimelineRowsBy = 'stand' | 'registration';

/** A row of the picture: a stand, or an aircraft, with its bars in time order. */
export interface TimelineRow {
  key: string;
  label: string;
  bars: TimelineBar[];
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
    .map(([key, onRow]) => ({
      key,
      label: key,
      bars: onRow.sort((a, b) => a.start - b.start),
    }));
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
