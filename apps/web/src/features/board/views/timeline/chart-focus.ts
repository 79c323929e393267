import type { TimelineBar } from '@board/domain';
import type { ChartItem } from './timeline-items.ts';

/**
 * The chart's one tab stop. Each flight of a bar (and its change marker) is a control; only the
 * active one is in the Tab order, the arrow keys move between the others (a roving tab stop), so
 * a day of 160 flights is one stop on the way through the page, not 160.
 */
export interface ChartFocus {
  barId: string;
  /** `arrival` or `departure`, or the change marker beside one: `arrival-marker`. */
  part: string;
}

/** The part of a bar the chart's tab stop takes when nothing in the chart was focused yet. */
const firstPart = (bar: TimelineBar) => (bar.arrival ? 'arrival' : 'departure');

/**
 * Where the tab stop is when the user has not moved it: the first row's bar nearest the instant
 * the chart opens on (now, on today's picture), so Tab lands on something in view.
 */
export function defaultFocus(items: readonly ChartItem[], at: number): ChartFocus | null {
  const row = items.find((item) => item.kind === 'row' && item.row.bars.length > 0);
  if (row?.kind !== 'row') return null;
  const nearest = row.row.bars.reduce((best, bar) =>
    Math.abs(bar.start - at) < Math.abs(best.start - at) ? bar : best,
  );
  return { barId: nearest.id, part: firstPart(nearest) };
}

/** The focus kept, while its bar is still on the chart; else the default. */
export function currentFocus(
  kept: ChartFocus | null,
  itemOfBar: ReadonlyMap<string, number>,
  fallback: ChartFocus | null,
): ChartFocus | null {
  return kept && itemOfBar.has(kept.barId) ? kept : fallback;
}

/** The controls of the chart that take part, on one row, in time order (the DOM's order). */
export const NAV_SELECTOR = '[data-nav]';

/** The row (not a heading) `step` rows above (-1) or below (+1) the item at `from`, if any. */
export function rowBeside(items: readonly ChartItem[], from: number, step: 1 | -1): number | null {
  for (let index = from + step; index >= 0 && index < items.length; index += step) {
    const item = items[index];
    if (item?.kind === 'row' && item.row.bars.length > 0) return index;
  }
  return null;
}

/** The first (or last) row of the chart that holds bars. */
export function edgeRow(items: readonly ChartItem[], last: boolean): number | null {
  return rowBeside(items, last ? items.length : -1, last ? -1 : 1);
}
